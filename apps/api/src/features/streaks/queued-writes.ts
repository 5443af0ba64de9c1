/**
 * Writes the device queued while offline and sends later with `offline_at` (docs/decisions/029-queued-writes.md):
 * each is judged as made on D, the user's date of `offline_at`, and is accepted until OFFLINE_GRACE_HOURS after D
 * ended. The rule itself is queuedDay() in local-day.ts; this is its At and its answers.
 */

import { OFFLINE_GRACE_HOURS, OFFLINE_SKEW_MINUTES } from '@dayleaf/contracts';
import { atOf, type At, type Clock } from '../../shared/clock';
import { badRequest, conflict } from '../../shared/http/errors';
import { queuedDay, type Place } from './local-day';

const FUTURE = `offline_at is more than ${OFFLINE_SKEW_MINUTES} minutes ahead of our clock; check the device's date and time.`;

const tooLateMessage = (day: string) =>
  `This was done offline on ${day} and reached us more than ${OFFLINE_GRACE_HOURS} hours after that day ended, so it was not saved.`;

/** A 400 naming the field, in the shape of a validation refusal (`details`), so a client can point at it. */
const fieldRefusal = (where: 'body' | 'query', path: string, message: string) => badRequest(message, { details: [{ in: where, path, message }] });

/**
 * The use case's At for a write that may have been queued offline. Without `offlineAt` it is atOf(clock, place).
 * With it, `today` is D and `offlineAt` the instant (the day rules judge there), `now` the real time (stored times,
 * premium, trophies' earned_at); a future `offlineAt` is 400 and a late one 409 with tooLateMessage.
 * `where` says where the client sent it (a DELETE sends it in the query).
 */
export function atOfWrite(clock: Clock, place: Place, offlineAt: string | undefined, where: 'body' | 'query' = 'body'): At {
  if (offlineAt === undefined) return atOf(clock, place);
  const now = clock.now();
  const acted = new Date(offlineAt);
  const day = queuedDay(now, place, acted);
  if (day.kind === 'future') throw fieldRefusal(where, 'offline_at', FUTURE);
  if (day.kind === 'too-late') throw conflict(tooLateMessage(day.day));
  return { now, today: day.day, place, offlineAt: acted };
}

/**
 * The refusal of a queued write whose `date` is not D: a device whose zone is not the stored one computes another
 * date, and the write is refused rather than saved under a day the user did not see.
 */
export function wrongQueuedDate(at: At) {
  return fieldRefusal('body', 'date', `date must be ${at.today}, the day of offline_at in your time zone.`);
}
