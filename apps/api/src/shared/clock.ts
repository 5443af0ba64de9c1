/** Time is injected so streak, challenge and premium rules can be tested on any day. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The product's day: the UTC date as YYYY-MM-DD. */
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
  /** The product's day at `now` (docs/product.md, Days and streaks). */
  readonly today: string;
}

export function atOf(clock: Clock): At {
  const now = clock.now();
  return { now, today: utcDay(now) };
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return utcDay(d);
}

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
