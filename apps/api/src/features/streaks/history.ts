import { MOODS, type DayEntry, type Mood, type StreakStats } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import { forbidden, notFound } from '../../shared/http/errors';
import { inBreak, settle } from './kept-days';
import { localToday, placeOf, shiftDay, type Place } from './local-day';
import * as repo from './history-repo';
import { keptOf } from './store';

const PRIVATE = 'This profile is private.';

/** docs/product.md#breaks-and-freezes: what each local date of the user's was. */
export function historyService(deps: Deps) {
  const { db, clock } = deps;
  return {
    /**
     * One entry per date from `from` to `to` that the account has lived (from its first local date to today).
     * Dates already judged come from the stored rows; dates that ended since are judged as the settle job will
     * judge them, so the answer does not wait for the job.
     */
    async days(userId: string, viewer: string | null, from: string, to: string): Promise<DayEntry[]> {
      const at = atOf(clock);
      const row = await repo.daysOf(db, userId, viewer, from, to, at);
      if (!row) throw notFound('User not found.');
      if (!row.visible) throw forbidden(PRIVATE);
      const place = placeOf(row);
      const today = localToday(at.now, place);
      const first = localToday(new Date(row.created_at), place);
      const done = new Set(row.done);
      const kept = new Map(row.kept.map((k) => [k.date, k.state]));
      const pending = new Map(settle(keptOf(row), at.now, place, row.streak_breaks).judged.map((j) => [j.date, j.state]));
      const entries: DayEntry[] = [];
      for (let date = from < first ? first : from; date <= to && date <= today; date = shiftDay(date, 1)) {
        const state = done.has(date)
          ? 'done'
          : (kept.get(date) ?? (inBreak(date, row.breaks_in_range) ? 'break' : date === today ? 'today' : pending.get(date) === 'frozen' ? 'frozen' : 'missed'));
        entries.push({
          date,
          state,
          tasks_done: row.full ? (row.tasks_done?.[date] ?? 0) : null,
          mood: row.full ? ((row.moods?.[date] as Mood | undefined) ?? null) : null,
        });
      }
      return entries;
    },

    /** `viewerPlace` is the session's: on one's own stats it gives the right today at once. */
    async stats(userId: string, viewer: string | null, viewerPlace: Place): Promise<StreakStats> {
      const at = atOf(clock, viewerPlace);
      // Another user's today is known only with their row: read it at the viewer's day first, then again if it differs.
      let row = await repo.statsOf(db, userId, viewer, at.today, at);
      if (row && localToday(at.now, placeOf(row)) !== at.today) row = await repo.statsOf(db, userId, viewer, localToday(at.now, placeOf(row)), at);
      if (!row) throw notFound('User not found.');
      if (!row.visible) throw forbidden(PRIVATE);
      const place = placeOf(row);
      const today = localToday(at.now, place);
      const first = localToday(new Date(row.created_at), place);
      const lived = (days: number) => Math.min(days, Math.round((Date.parse(today) - Date.parse(first)) / 86_400_000) + 1);
      const rate = (doneDays: number, days: number, breakDays: number) => {
        const counted = lived(days) - breakDays;
        return counted > 0 ? Math.min(1, doneDays / counted) : 0;
      };
      const pendingFrozen = settle(keptOf(row), at.now, place, row.streak_breaks).judged.filter((j) => j.state === 'frozen').length;
      const best = row.best_streak > 0 && row.best_streak_from && row.best_streak_to ? { days: row.best_streak, from: row.best_streak_from, to: row.best_streak_to } : null;
      return {
        current_streak: row.shown,
        best_streak: best,
        days_done: row.days_done,
        rate_30: rate(row.done_30, 30, row.break_days_30),
        rate_365: rate(row.done_365, 365, row.break_days_365),
        freezes_held: Math.max(0, row.freezes - pendingFrozen),
        freezes_earned: row.freezes_earned,
        milestones: row.milestones,
        moods: row.full ? moodCounts(row.moods ?? []) : null,
      };
    },
  };
}

function moodCounts(rows: { mood: string; done: boolean; n: number }[]): StreakStats['moods'] {
  const zero = () => Object.fromEntries(MOODS.map((m) => [m, 0])) as Record<Mood, number>;
  const doneDays = zero();
  const otherDays = zero();
  for (const r of rows) (r.done ? doneDays : otherDays)[r.mood as Mood] += r.n;
  return { done_days: doneDays, other_days: otherDays };
}
