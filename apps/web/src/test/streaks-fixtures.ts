import type { DayEntry, DayState, StreakStats } from '@dayleaf/contracts';
import { shiftDay } from '@dayleaf/contracts/client';
import { HttpResponse } from './msw/contract';
import { streaksHandlers } from './msw/streaks';

/** A user's figures after a few weeks: a 12-day streak, a best of 20 in the spring; tests override what they look at. */
export function makeStats(overrides: Partial<StreakStats> = {}): StreakStats {
  return {
    current_streak: 12,
    best_streak: { days: 20, from: '2026-03-02', to: '2026-03-21' },
    days_done: 140,
    rate_30: 0.9,
    rate_365: 0.62,
    freezes_held: 1,
    freezes_earned: 4,
    milestones: [{ days: 7, reached_on: '2026-03-08' }],
    moods: null,
    ...overrides,
  };
}

/**
 * One entry per date from `from` to `to`, each `done` with 3 tasks unless `states` names it (by date), as the API
 * answers the user and their friends.
 */
export function makeDays(from: string, to: string, states: Record<string, DayState | Partial<DayEntry>> = {}): DayEntry[] {
  const days: DayEntry[] = [];
  for (let date = from; date <= to; date = shiftDay(date, 1)) {
    const given = states[date];
    const entry: DayEntry = { date, state: 'done', tasks_done: 3, mood: null };
    days.push(typeof given === 'string' ? { ...entry, state: given, tasks_done: given === 'done' ? 3 : 0 } : { ...entry, ...given });
  }
  return days;
}

/**
 * Answers the days route with `makeDays` over the range each request asks for (so the test need not know the
 * screen's today), with `states` on top; `asked` lists each request's `from` and `to`.
 */
export function answerDays(states: Record<string, DayState | Partial<DayEntry>> = {}, strip: (day: DayEntry) => DayEntry = (d) => d) {
  const asked: Array<{ id: string; from: string; to: string }> = [];
  const handler = streaksHandlers.getDays(({ request, params }) => {
    const url = new URL(request.url);
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    asked.push({ id: params.id, from, to });
    return HttpResponse.json(makeDays(from, to, states).map(strip));
  });
  return { handler, asked };
}
