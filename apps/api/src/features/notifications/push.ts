import { notificationLink, notificationText, type NotificationKind } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import type { Sql } from '../../shared/db/sql';
import { pushToUser } from '../reminders';
import { localToday, placeOf } from '../streaks';
import { inQuietHours, wallMinute } from './quiet-hours';
import * as repo from './repo';
import * as settings from './settings-repo';

/** What writing an item and telling it by push need of the app. */
export type NotifyDeps = Pick<Deps, 'db' | 'clock' | 'push' | 'config' | 'logger'>;

/** How long a push service keeps a social push for a device that is offline: past that it is old news. */
export const SOCIAL_PUSH_TTL_SECONDS = 6 * 3600;

/**
 * Writes the item (repo.addToItems) and tells each act it wrote by push (docs/decisions/078-social-pushes.md). A
 * second run of the same event writes no act, so it tells nothing.
 */
export async function addAndTell(deps: NotifyDeps, item: repo.NewItem, recipients: Sql): Promise<void> {
  const told = await repo.addToItems(deps.db, item, recipients);
  if (told.length) await tellByPush(deps, item.kind, told);
}

/**
 * Each act to the recipient's devices, when they have any, the kind's switch is on, it is not their quiet hours and
 * the day's SOCIAL_PUSHES_PER_DAY are not used up; otherwise it waits in the app. The words and the link are the
 * list's (notificationText, notificationLink), read as the recipient sees the item now.
 */
export async function tellByPush(deps: NotifyDeps, kind: NotificationKind, told: repo.Told[]): Promise<void> {
  const at = atOf(deps.clock);
  const targets = await settings.pushTargets(deps.db, told.map((t) => t.recipientId));
  for (const act of told) {
    const target = targets.get(act.recipientId);
    if (!target || target.push_off.includes(kind)) continue;
    const place = placeOf(target);
    if (target.quiet_hours && inQuietHours(wallMinute(at.now, place), target.quiet_start, target.quiet_end)) continue;
    if (!(await settings.claimPush(deps.db, act, localToday(at.now, place), at))) continue;
    const item = await repo.itemFor(deps.db, act.recipientId, act.notificationId);
    if (!item) continue;
    const message = { title: 'Dayleaf', body: notificationText(item), url: notificationLink(item), tag: `notification-${item.id}` };
    await pushToUser(deps, act.recipientId, message, SOCIAL_PUSH_TTL_SECONDS);
  }
}
