/**
 * Writes the device queued while offline and sends later with `offline_at` (docs/decisions/029-queued-writes.md):
 * each is judged as made on D, the user's date of `offline_at`, and is accepted until OFFLINE_GRACE_HOURS after D
 * ended. The rule itself is queuedDay() in local-day.ts; this is its At and its answers.
 */

import { OFFLINE_GRACE_HOURS, OFFLINE_SKEW_MINUTES } from '@dayleaf/contracts';
import { atOf, type At, type Clock } from '../../shared/clock';
import { conflict, fieldRefusal } from '../../shared/http/errors';
import { queuedDay, type Place } from './local-day';


/**
 * The use case's At for a write that may have been queued offline. Without `offlineAt` it is atOf(clock, place).
 * With it, `today` is D and `offlineAt` the instant (the day rules judge there), `now` the real time (stored times,
 * premium, trophies' earned_at); a future `offlineAt` is 400 and a late one 409 `offline_too_late`.
 * `where` says where the client sent it (a DELETE sends it in the query).
 */
export function atOfWrite(clock: Clock, place: Place, offlineAt: string | undefined, where: 'body' | 'query' = 'body'): At {
  if (offlineAt === undefined) return atOf(clock, place);
  const now = clock.now();
  const acted = new Date(offlineAt);
  const day = queuedDay(now, place, acted);
  if (day.kind === 'future') throw fieldRefusal({ in: where, path: 'offline_at' }, 'offline_in_future', { minutes: OFFLINE_SKEW_MINUTES });
  if (day.kind === 'too-late') throw conflict('offline_too_late', { params: { day: day.day, hours: OFFLINE_GRACE_HOURS } });
  return { now, today: day.day, place, offlineAt: acted };
}

/**
 * The refusal of a queued write whose `date` is not D: a device whose zone is not the stored one computes another
 * date, and the write is refused rather than saved under a day the user did not see.
 */
export function wrongQueuedDate(at: At) {
  return fieldRefusal({ in: 'body', path: 'date' }, 'offline_wrong_date', { today: at.today });
}
