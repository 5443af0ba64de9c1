import { NotificationKind, NUDGES_PER_DAY, type MarkNotificationsReadBody, type Notification, type NotificationSettings, type NudgeResult, type UpdateNotificationSettingsBody } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import { conflict, fieldRefusal, forbidden, notFound } from '../../shared/http/errors';
import type { JsonPage, PageRequest } from '../../shared/http/pagination';
import { quotaSpent, type UserQuota } from '../../shared/http/rate-limit';
import { dayStart, localToday, placeOf, shiftDay } from '../streaks';
import { minuteOf, timeOf } from '../reminders';
import { keptPageKey } from './kept-page';
import * as repo from './repo';
import * as settings from './settings-repo';

/** The stored row as the contract says it: a switch per kind, the quiet hours as local times. */
function settingsView(row: settings.SettingsRow): NotificationSettings {
  return {
    push: Object.fromEntries(
      NotificationKind.options.map((kind) => [kind, kind === 'nudge' ? row.nudges_enabled : !row.push_off.includes(kind)]),
    ) as NotificationSettings['push'],
    quiet_hours: { enabled: row.quiet_hours, start: timeOf(row.quiet_start), end: timeOf(row.quiet_end) },
  };
}

/** The body as a change of the stored row: only what it names changes. */
function changeOf(body: UpdateNotificationSettingsBody): settings.SettingsChange {
  const push = body.push ?? {};
  const quiet = body.quiet_hours ?? {};
  return {
    // The nudge switch is the user's nudges_enabled (decision 076): off, it refuses nudges rather than their push.
    turnOff: NotificationKind.options.filter((kind) => kind !== 'nudge' && push[kind] === false),
    turnOn: NotificationKind.options.filter((kind) => kind !== 'nudge' && push[kind] === true),
    nudges: push.nudge,
    quietHours: quiet.enabled,
    quietStart: quiet.start === undefined ? undefined : minuteOf(quiet.start),
    quietEnd: quiet.end === undefined ? undefined : minuteOf(quiet.end),
  };
}

const DAY_MS = 24 * 60 * 60_000;

/** The nudge limits (docs/product.md#nudges): product rules, not a config figure, so tests and the bench keep them. */
const NUDGE_AGAIN: UserQuota = { name: 'nudge-friend-day', windowMs: DAY_MS, limit: 1, code: 'nudge_again' };
const NUDGES_SPENT: UserQuota = { name: 'nudges-user', windowMs: DAY_MS, limit: NUDGES_PER_DAY, code: 'nudges_spent', params: { count: NUDGES_PER_DAY } };

/** A user's own notifications and their settings (docs/product.md#notifications); handle() has checked that the user is the session's. */
export function notificationsService(deps: Pick<Deps, 'db' | 'clock' | 'changes' | 'notificationPages'>) {
  const { db, clock, changes, notificationPages: pages } = deps;
  return {
    /**
     * The recipient's items from the cursor on. The first page is kept while the feed listens (kept-page.ts,
     * docs/decisions/082-kept-notifications-page.md), per page size; a later page is read each time.
     */
    async list(userId: string, page: PageRequest): Promise<JsonPage<Notification[]>> {
      if (page.before || !pages.keeping()) return repo.itemPage(db, userId, page);
      const kept = await pages.read(keptPageKey(userId, page.limit), clock.now().getTime(), async () => ({
        recipientId: userId,
        page: await repo.itemPage(db, userId, page),
      }));
      return kept.page;
    },
    async markRead(userId: string, { up_to }: MarkNotificationsReadBody): Promise<void> {
      // Another's item answers as an unknown one, so ids of others' items tell nothing.
      if (!(await repo.markReadUpTo(db, userId, up_to))) throw notFound('notification_not_found');
      // The marker shows on the first page, which may be kept: the client's next read must see it (decision 074).
      await changes.caughtUp();
    },

    /**
     * Nudges a friend on their own today (docs/product.md#nudges): 404 as for an unknown user across a block, 403 when
     * not friends, 409 when the day is completed, in a break or the friend turned nudges off, 429 for a second nudge
     * of the friend's date or past NUDGES_PER_DAY in 24 hours. The item and the push follow from nudge.sent.
     */
    async nudge(senderId: string, friendId: string): Promise<NudgeResult> {
      if (friendId === senderId) throw fieldRefusal({ in: 'body', path: 'friendId' }, 'nudge_self');
      const at = atOf(clock);
      return db.transaction(async (tx) => {
        const friend = await repo.lockNudgeTarget(tx, senderId, friendId);
        if (!friend) throw notFound('user_not_found');
        if (!friend.friends) throw forbidden('nudge_friends_only');
        if (!friend.nudges_enabled) throw conflict('nudges_off', { params: { username: friend.username } });
        const place = placeOf(friend);
        const date = localToday(at.now, place);
        const outcome = await repo.insertNudge(tx, senderId, friendId, date, NUDGES_PER_DAY, at);
        switch (outcome.kind) {
          case 'completed':
            throw conflict('nudge_day_done', { params: { username: friend.username } });
          case 'on_break':
            throw conflict('nudge_on_break', { params: { username: friend.username } });
          case 'again':
            throw quotaSpent(NUDGE_AGAIN, dayStart(shiftDay(date, 1), place), at.now);
          case 'spent':
            throw quotaSpent(NUDGES_SPENT, new Date(new Date(outcome.oldest).getTime() + DAY_MS), at.now);
          case 'sent':
            return { date, tasks_left: outcome.tasks_left };
        }
      });
    },
    settings: async (userId: string): Promise<NotificationSettings> => settingsView(await settings.settingsOf(db, userId)),
    updateSettings: async (userId: string, body: UpdateNotificationSettingsBody): Promise<NotificationSettings> =>
      settingsView(await settings.changeSettings(db, userId, changeOf(body))),
  };
}
