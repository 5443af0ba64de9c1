import { notificationLink, type NotificationKind } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf, type At } from '../../shared/clock';
import type { Sql } from '../../shared/db/sql';
import { textsFor } from '../../shared/i18n/catalogs';
import { pushToUser } from '../reminders';
import { dayStart, localToday, placeOf, shiftDay } from '../streaks';
import { notificationPushText, nudgePushText } from './push-texts';
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
 * Of the acts, those that may go to their recipient's devices now, each having taken one of the day's pushes: the
 * recipient has a device, the kind's switch is on, it is not their quiet hours and the day's SOCIAL_PUSHES_PER_DAY
 * are not used up. The others wait in the app.
 */
async function claimPushes(deps: NotifyDeps, kind: NotificationKind, told: repo.Told[], at: At): Promise<Array<repo.Told & Pick<settings.PushTarget, 'language'>>> {
  // Most acts go to someone without a device: addToItems has said so, and their settings need not be read.
  const reachable = told.filter((t) => t.device);
  if (reachable.length === 0) return [];
  const targets = await settings.pushTargets(deps.db, reachable.map((t) => t.recipientId));
  const claimed: Array<repo.Told & Pick<settings.PushTarget, 'language'>> = [];
  for (const act of reachable) {
    const target = targets.get(act.recipientId);
    if (!target || target.push_off.includes(kind)) continue;
    const place = placeOf(target);
    if (target.quiet_hours && inQuietHours(wallMinute(at.now, place), target.quiet_start, target.quiet_end)) continue;
    if (await settings.claimPush(deps.db, act, localToday(at.now, place), at)) claimed.push({ ...act, language: target.language });
  }
  return claimed;
}

/**
 * Each act that may be pushed (claimPushes) to the recipient's devices, in the list's words in the recipient's
 * language (push-texts.ts) and with its link (notificationLink), read as the recipient sees the item now.
 */
export async function tellByPush(deps: NotifyDeps, kind: NotificationKind, told: repo.Told[]): Promise<void> {
  const at = atOf(deps.clock);
  for (const act of await claimPushes(deps, kind, told, at)) {
    const item = await repo.itemFor(deps.db, act.recipientId, act.notificationId);
    if (!item) continue;
    const texts = await textsFor(act.language);
    const message = { title: texts._('push.title'), body: notificationPushText(item, texts), url: notificationLink(item), tag: `notification-${item.id}` };
    await pushToUser(deps, act.recipientId, message, SOCIAL_PUSH_TTL_SECONDS);
  }
}

/**
 * A nudge's act by push, as any other act may be (claimPushes), with the nudge's words, kept by the push service
 * until the friend's day ends (a device offline longer should not show it), and not once that day is completed.
 * Claimed on the nudge too, so a second run sends nothing.
 */
export async function tellNudge(deps: NotifyDeps, nudge: repo.NudgeKey & { tasksLeft: number }, told: repo.Told[]): Promise<void> {
  const at = atOf(deps.clock);
  const state = await repo.nudgeMessageState(deps.db, nudge);
  if (!state || !(await repo.claimNudgePush(deps.db, nudge, at))) return;
  const ttlSeconds = Math.max(60, (dayStart(shiftDay(nudge.date, 1), state).getTime() - at.now.getTime()) / 1000);
  const texts = await textsFor(state.language);
  const message = { title: texts._('push.title'), body: nudgePushText(state.sender, nudge.tasksLeft, texts), url: '/', tag: `nudge-${nudge.senderId}-${nudge.date}` };
  for (const act of await claimPushes(deps, 'nudge', told, at)) await pushToUser(deps, act.recipientId, message, ttlSeconds);
}
