import { NotificationKind, type MarkNotificationsReadBody, type Notification, type NotificationSettings, type UpdateNotificationSettingsBody } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { notFound } from '../../shared/http/errors';
import type { Page, PageRequest } from '../../shared/http/pagination';
import { minuteOf, timeOf } from '../reminders';
import * as repo from './repo';
import * as settings from './settings-repo';

/** The stored row as the contract says it: a switch per kind, the quiet hours as local times. */
function settingsView(row: settings.SettingsRow): NotificationSettings {
  return {
    push: Object.fromEntries(NotificationKind.options.map((kind) => [kind, !row.push_off.includes(kind)])) as NotificationSettings['push'],
    quiet_hours: { enabled: row.quiet_hours, start: timeOf(row.quiet_start), end: timeOf(row.quiet_end) },
  };
}

/** The body as a change of the stored row: only what it names changes. */
function changeOf(body: UpdateNotificationSettingsBody): settings.SettingsChange {
  const push = body.push ?? {};
  const quiet = body.quiet_hours ?? {};
  return {
    turnOff: NotificationKind.options.filter((kind) => push[kind] === false),
    turnOn: NotificationKind.options.filter((kind) => push[kind] === true),
    quietHours: quiet.enabled,
    quietStart: quiet.start === undefined ? undefined : minuteOf(quiet.start),
    quietEnd: quiet.end === undefined ? undefined : minuteOf(quiet.end),
  };
}

/** A user's own notifications and their settings (docs/product.md#notifications); handle() has checked that the user is the session's. */
export function notificationsService(deps: Pick<Deps, 'db'>) {
  return {
    list: (userId: string, page: PageRequest): Promise<Page<Notification>> => repo.itemPage(deps.db, userId, page),
    async markRead(userId: string, { up_to }: MarkNotificationsReadBody): Promise<void> {
      // Another's item answers as an unknown one, so ids of others' items tell nothing.
      if (!(await repo.markReadUpTo(deps.db, userId, up_to))) throw notFound('Notification not found.');
    },
    settings: async (userId: string): Promise<NotificationSettings> => settingsView(await settings.settingsOf(deps.db, userId)),
    updateSettings: async (userId: string, body: UpdateNotificationSettingsBody): Promise<NotificationSettings> =>
      settingsView(await settings.changeSettings(deps.db, userId, changeOf(body))),
  };
}
