import { localToday, shiftDay, UTC_PLACE, type Place } from '@dayleaf/contracts';

/** Time is injected so streak, challenge and premium rules can be tested on any day. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The UTC date as YYYY-MM-DD: the day of a user who set no zone (docs/product.md#your-day). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function today(clock: Clock): string {
  return utcDay(clock.now());
}

/**
 * The one time value a use case works with, read from the clock once: every rule and statement of a
 * request then agrees on the instant and on the day, even across midnight. Repos take an `At`, never
 * the clock or a bare Date.
 */
export interface At {
  readonly now: Date;
  /** The acting user's today at `now`: the date in their zone minus their day start hour (docs/product.md#your-day). */
  readonly today: string;
  /** Where that today was cut: the acting user's zone and day start (UTC and 0 without one). */
  readonly place: Place;
  /**
   * For a write the device queued offline, when the user did it (its `offline_at`): `today` is then that
   * instant's date, and the day rules judge the write at it, while `now` stays the real time (atOfWrite,
   * docs/decisions/029-queued-writes.md). Null for a write made now.
   */
  readonly offlineAt: Date | null;
}

/** The instant the day rules judge a use case at: when the user did it. */
export function actedAt(at: At): Date {
  return at.offlineAt ?? at.now;
}

/**
 * The use case's At. `place` is the acting user's (`ctx.place`, read with the session); a use case that works
 * with days passes it, so `at.today` is that user's today. Without it the day is the UTC day.
 */
export function atOf(clock: Clock, place: Place = UTC_PLACE): At {
  const now = clock.now();
  return { now, today: localToday(now, place), place, offlineAt: null };
}

/** `day` moved by `days` calendar days: the contracts' shiftDay, which the web uses too. */
export const addDays = shiftDay;

/** A clock for tests: starts at a given instant and moves only when told. */
export class FakeClock implements Clock {
  private current: Date;
  constructor(start: string | Date = '2026-03-10T12:00:00Z') {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(at: string | Date): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  advanceDays(days: number): void {
    this.advance(days * 86_400_000);
  }
}
