import { z } from 'zod';
import { Day, defineRoutes, IdParams, IsoDate } from './common';
import { DAYS_RANGE_MAX } from './constants';
import { Mood } from './moods';
import { routeMeta } from './route-meta';

/** A break: the user's own local dates `from` to `to`, both included (docs/product.md#breaks-and-freezes). */
export const StreakBreak = z.object({ from: IsoDate, to: IsoDate });
export type StreakBreak = z.infer<typeof StreakBreak>;

export const SetBreakBody = z.object({ from: Day, to: Day });

/**
 * What a local date was: completed (`done`), kept by a freeze (`frozen`), inside a break (`break`), counted by a
 * premium restoration (`restored`), none of these (`missed`), or the user's today while not completed (`today`).
 */
export const DayState = z.enum(['done', 'frozen', 'break', 'restored', 'missed', 'today']);
export type DayState = z.infer<typeof DayState>;

/** `tasks_done` and `mood` are null for a viewer who may see only the states (a stranger on a public profile). */
export const DayEntry = z.object({
  date: IsoDate,
  state: DayState,
  tasks_done: z.number().int().nullable(),
  mood: Mood.nullable(),
});
export type DayEntry = z.infer<typeof DayEntry>;

export const DaysQuery = z.object({ from: Day, to: Day }).refine(
  ({ from, to }) => from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 < DAYS_RANGE_MAX,
  { message: `from must not be after to, and the range may hold at most ${DAYS_RANGE_MAX} days.`, path: ['to'] },
);

export const Milestone = z.object({ days: z.number().int(), reached_on: IsoDate });
export type Milestone = z.infer<typeof Milestone>;

const MoodCounts = z.record(Mood, z.number().int());

export const StreakStats = z.object({
  current_streak: z.number().int(),
  /** The longest run of completed days, with its first and last date; null before any. */
  best_streak: z.object({ days: z.number().int(), from: IsoDate, to: IsoDate }).nullable(),
  days_done: z.number().int(),
  /** Done days over the days that counted (since the account began, breaks left out), 0 to 1. */
  rate_30: z.number(),
  rate_365: z.number(),
  freezes_held: z.number().int(),
  freezes_earned: z.number().int(),
  milestones: z.array(Milestone),
  /** Moods logged on done days and on other days in the last 365; null for a viewer who may not see moods. */
  moods: z.object({ done_days: MoodCounts, other_days: MoodCounts }).nullable(),
});
export type StreakStats = z.infer<typeof StreakStats>;

export const streaksRoutes = defineRoutes(routeMeta, {
  setBreak: { params: IdParams, body: SetBreakBody, response: StreakBreak },
  endBreak: { params: IdParams, response: z.void() },
  getDays: { params: IdParams, query: DaysQuery, response: z.array(DayEntry) },
  getStats: { params: IdParams, response: StreakStats },
});
