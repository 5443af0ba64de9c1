import { createECDH } from 'node:crypto';
import type { PushSubscriptionBody, Reminders, UpdateRemindersBody } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import type { PushMessage, PushOutcome } from '../../integrations/push/push';
import { pushEndpointOf } from '../../integrations/push/push-endpoint';
import { atOf, type At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { badRequest, conflict } from '../../shared/http/errors';
import { textsFor } from '../../shared/i18n/catalogs';
import { dayStart, localToday, placeOf, shiftDay, type Place } from '../streaks';
import { minuteOf, nextReminder, nextReminderAt, timeOf } from './reminder-time';
import * as repo from './repo';
import { reminderMessage } from './texts';


/** A point on P-256 (the length and form are the contract's; this checks the curve, which a regex cannot). */
function isP256Point(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** Until the user's day ends: a device offline longer should not show a reminder of a day already over. */
function secondsLeftOf(day: string, place: Place, at: At): number {
  return (dayStart(shiftDay(day, 1), place).getTime() - at.now.getTime()) / 1000;
}

/**
 * Pushes `day`'s reminder to `devices`; a device the push service no longer knows is removed, and so is one whose
 * endpoint is not a push service's (stored before the allowlist, or the list changed), without sending to it. One
 * whose host now resolves to an address the server may not reach is kept and not sent to (nor tried again).
 */
/** What sending a push needs of the app. */
export type PushDeps = Pick<Deps, 'db' | 'push' | 'config' | 'logger'>;

async function pushTo(deps: PushDeps, devices: repo.Device[], message: PushMessage, ttlSeconds: number) {
  return Promise.all(
    devices.map(async (device): Promise<{ device: repo.Device; outcome: PushOutcome }> => {
      if (!pushEndpointOf(device.endpoint, deps.config.pushServiceHosts)) {
        await repo.removeDevice(deps.db, device.id);
        deps.logger.warn({ device: device.id }, 'push endpoint is not a push service; removed');
        return { device, outcome: { kind: 'refused', reason: 'not a push service address' } };
      }
      const outcome = await deps.push.send(device, message, ttlSeconds);
      if (outcome.kind === 'gone') {
        await repo.removeDevice(deps.db, device.id);
        deps.logger.info({ device: device.id, status: outcome.status }, 'push subscription gone; removed');
      } else if (outcome.kind === 'refused') {
        deps.logger.warn({ device: device.id, reason: outcome.reason }, 'push refused; not sent');
      } else if (outcome.kind === 'failed') {
        deps.logger.warn({ device: device.id, status: outcome.status, err: outcome.error }, 'push failed');
      }
      return { device, outcome };
    }),
  );
}

/**
 * Pushes `message` to every device of `userId` that gets reminders' pushes, as reminders are sent (a device the push
 * service no longer knows is removed): how many got it and how many failed for a reason that may pass. Other features
 * push through it (a friend's nudge), whether or not the user turned reminders on: devices are the account's.
 */
export async function pushToUser(deps: PushDeps, userId: string, message: PushMessage, ttlSeconds: number): Promise<{ sent: number; failed: number }> {
  const results = await pushTo(deps, await repo.devicesOfUser(deps.db, userId), message, ttlSeconds);
  return { sent: results.filter((r) => r.outcome.kind === 'sent').length, failed: results.filter((r) => r.outcome.kind === 'failed').length };
}

export function remindersService(deps: Deps) {
  const { db, clock, push } = deps;
  const view = (row: repo.ReminderRow): Reminders => ({
    enabled: row.reminder_enabled,
    time: timeOf(row.reminder_minute),
    vapid_public_key: push.publicKey,
    devices: row.devices,
  });

  return {
    async get(userId: string): Promise<Reminders> {
      return view(await repo.findReminders(db, userId));
    },

    /** The next reminder is worked out under the row lock, in the place stored there (a settings change may race). */
    async update(userId: string, body: UpdateRemindersBody): Promise<Reminders> {
      const at = atOf(clock);
      return view(
        await db.transaction(async (tx) => {
          const user = await repo.lockReminders(tx, userId);
          const enabled = body.enabled ?? user.reminder_enabled;
          const minute = body.time === undefined ? user.reminder_minute : minuteOf(body.time);
          const nextAt = nextReminderAt({ reminder_enabled: enabled, reminder_minute: minute, reminded_date: user.reminded_date }, placeOf(user), at.now);
          return repo.saveReminders(tx, userId, { enabled, minute, nextAt });
        }),
      );
    },

    async addSubscription(userId: string, body: PushSubscriptionBody): Promise<{ devices: number }> {
      if (!pushEndpointOf(body.endpoint, deps.config.pushServiceHosts)) {
        throw badRequest('not_push_service', { body: { fields: { endpoint: 'not a push service host' } } });
      }
      if (!isP256Point(body.keys.p256dh)) {
        throw badRequest('push_key_invalid', { body: { fields: { 'keys.p256dh': 'not a point on P-256' } } });
      }
      const at = atOf(clock);
      const devices = await db.transaction(async (tx) => {
        await repo.saveSubscription(tx, userId, body, at);
        return repo.keepNewestDevices(tx, userId);
      });
      return { devices };
    },

    removeSubscription(userId: string, endpoint: string): Promise<void> {
      return repo.removeSubscription(db, userId, endpoint);
    },

    /** Today's reminder as it would read now, to every device at once (it counts as no day's reminder). */
    async sendTest(userId: string, place: Place): Promise<{ sent: number }> {
      const at = atOf(clock, place);
      const devices = await repo.devicesOfUser(db, userId);
      if (!devices.length) throw conflict('no_push_device');
      const state = (await repo.dayState(db, userId, at.today, at))!;
      const texts = await textsFor(state.language);
      const message = { ...reminderMessage(at.today, { ...state, dayStartHour: place.day_start_hour }, texts), tag: 'reminder-test' };
      const results = await pushTo(deps, devices, message, secondsLeftOf(at.today, place, at));
      return { sent: results.filter((r) => r.outcome.kind === 'sent').length };
    },

    /**
     * Moves every due user on to their next reminder and queues `enqueue(userId, day)` for those whose day is still
     * today, in the same transaction as the move, so each reminder is queued once whatever runs at the same time.
     * A reminder whose day is over (the servers were down) is skipped.
     */
    async queueDue(enqueue: (tx: Queryable, job: ReminderJob) => Promise<void>): Promise<number> {
      let queued = 0;
      for (;;) {
        const at = atOf(clock);
        const due = await repo.dueUsers(db, at, SCAN_BATCH);
        for (const user of due) {
          const place = placeOf(user);
          const day = localToday(new Date(user.next_reminder_at), place);
          const sending = day === localToday(at.now, place);
          const next = nextReminder(at.now, place, user.reminder_minute, sending ? day : user.reminded_date).at;
          await db.transaction(async (tx) => {
            if ((await repo.takeDue(tx, user, next, sending ? day : null)) && sending) {
              await enqueue(tx, { userId: user.id, day });
              queued += 1;
            }
          });
        }
        if (due.length < SCAN_BATCH) return queued;
      }
    },

    /**
     * Sends `day`'s reminder to each of the user's devices not sent it yet, if reminders are still on, the day is
     * still today, not completed and in no break. Throws when a push failed for a reason that may pass, so the queue tries again
     * (only those devices: the others are claimed for the day).
     */
    async deliver(job: ReminderJob): Promise<{ sent: number; failed: number }> {
      const at = atOf(clock);
      const state = await repo.dayState(db, job.userId, job.day, at);
      if (!state || !state.reminder_enabled || state.completed || state.on_break) return { sent: 0, failed: 0 };
      const place = placeOf(state);
      if (localToday(at.now, place) !== job.day) return { sent: 0, failed: 0 };
      const devices = await repo.claimDevices(db, job.userId, job.day);
      // In the recipient's language as it is when the reminder goes (English for an account that never stated one).
      const message = reminderMessage(job.day, { ...state, dayStartHour: place.day_start_hour }, await textsFor(state.language));
      const results = await pushTo(deps, devices, message, secondsLeftOf(job.day, place, at));
      const failed = results.filter((r) => r.outcome.kind === 'failed');
      await Promise.all(failed.map(({ device }) => repo.releaseDevice(db, device.id, job.day, devices.find((d) => d.id === device.id)!.before)));
      if (failed.length) throw new Error(`Reminder push failed for ${failed.length} of ${devices.length} devices; will retry.`);
      return { sent: results.length - failed.length, failed: 0 };
    },
  };
}

/** One user's reminder of one of their dates, as queued. */
export interface ReminderJob {
  userId: string;
  day: string;
}

const SCAN_BATCH = 100;
