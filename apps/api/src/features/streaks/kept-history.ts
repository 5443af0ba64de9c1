import type { StreakStats } from '@dayleaf/contracts';
import type { ChangeFeed } from '../../shared/db/change-feed';
import { createKeptCopies, type KeptCopies } from '../../shared/db/kept-copies';
import { localToday, type Place } from './local-day';

/** The channel migration 0047 notifies with a user's id when what their days and stats show may have changed. */
export const HISTORY_CHANGES_CHANNEL = 'dayleaf_history_changes';

/** As long as a kept session or page (decision 033): the bound on a change unseen if a notification were lost. */
export const KEPT_HISTORY_TTL_MS = 60_000;

/** A year of days is about 23 kB of JSON: a thousand users' years stay under 25 MB. */
export const OWN_DAYS_MAX = 1_000;
export const OWN_STATS_MAX = 10_000;

/** What a copy is right for: one user, seen from one place on one of their dates. */
interface KeptFor {
  userId: string;
  place: Place;
  /** The user's today when it was read. */
  today: string;
}

/** A user's own days answer for one range, as the JSON text sent. */
export interface OwnDays extends KeptFor {
  json: string;
}

/** A user's own stats as read. */
export interface OwnStats extends KeptFor {
  /** When the shown streak falls to 0 with no write (ms; Infinity when it shows none already). */
  until: number;
  stats: StreakStats;
}

/**
 * A user's own days and stats, kept while `changes` listens on HISTORY_CHANGES_CHANNEL (docs/decisions/081-kept-own-history.md):
 * what they show changes by the user's own writes and the settle job, each told by a trigger, and by the clock, which
 * only moves their today (and ends a shown streak at `until`). A copy is used on the date it was read on only.
 */
export interface HistoryCopies {
  ownDays: KeptCopies<string, OwnDays>;
  ownStats: KeptCopies<string, OwnStats>;
}

const sameDay = (kept: KeptFor, now: number): boolean => localToday(new Date(now), kept.place) === kept.today;

export function createHistoryCopies(changes: ChangeFeed): HistoryCopies {
  const common = { feed: changes, channel: HISTORY_CHANGES_CHANNEL, ttlMs: KEPT_HISTORY_TTL_MS, payloadOf: (_key: string, kept: KeptFor) => kept.userId };
  return {
    ownDays: createKeptCopies<string, OwnDays>({ ...common, maxEntries: OWN_DAYS_MAX, usable: sameDay }),
    ownStats: createKeptCopies<string, OwnStats>({ ...common, maxEntries: OWN_STATS_MAX, usable: (kept, now) => now < kept.until && sameDay(kept, now) }),
  };
}

/** The key of a user's own copy, read in `place` (the session's); `range` tells the days' ranges apart. */
export const keptKey = (userId: string, place: Place, range = ''): string => `${userId}|${place.time_zone}|${place.day_start_hour}|${range}`;
