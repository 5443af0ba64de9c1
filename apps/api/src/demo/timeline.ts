import { addDays, today, type Clock } from '../shared/clock';

/** A clock the seed moves through past days; it never goes past the real now. */
export interface PastClock {
  clock: Clock;
  /** `daysAgo` days before today at hh:mm UTC, or now if that is later than now. */
  moveTo(daysAgo: number, hhmm: string): void;
}

export function pastClock(real: Clock): PastClock {
  const day = today(real);
  let at = real.now();
  return {
    clock: { now: () => new Date(at) },
    moveTo(daysAgo, hhmm) {
      const wanted = new Date(`${addDays(day, -daysAgo)}T${hhmm}:00Z`);
      const now = real.now();
      at = wanted < now ? wanted : now;
    },
  };
}

interface Step {
  daysAgo: number;
  hhmm: string;
  act: () => Promise<unknown>;
}

/**
 * The story's steps, written down part by part (one user's days, a friendship, a challenge) and played in the order
 * they happened, with the clock set to each one's time: what a step does may depend on what came before it (a
 * friendship before a like, a completed day before a trophy), whichever part wrote it. Steps at the same time keep
 * the order they were written in.
 */
export class Timeline {
  private readonly steps: Step[] = [];

  on(daysAgo: number, hhmm: string, act: () => Promise<unknown>): void {
    this.steps.push({ daysAgo, hhmm, act });
  }

  async play(time: PastClock): Promise<void> {
    // Array sort is stable: steps at the same time stay in the order they were written.
    const ordered = [...this.steps].sort((a, b) => b.daysAgo - a.daysAgo || (a.hhmm < b.hhmm ? -1 : a.hhmm > b.hhmm ? 1 : 0));
    for (const step of ordered) {
      time.moveTo(step.daysAgo, step.hhmm);
      await step.act();
    }
  }
}
