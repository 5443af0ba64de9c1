import type { StreakBreak } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf, type At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { conflict, fieldRefusal, HttpError, notFound } from '../../shared/http/errors';
import { breakRefusal, inBreak, keptUntil, settle, type Break, type KeptStreak } from './kept-days';
import { localToday, placeOf, shiftDay, type Place } from './local-day';
import * as store from './store';

/** The user's row locked for a change of their streak, with the place it is judged in. */
async function lockForStreak(tx: Queryable, userId: string) {
  const { rows } = await tx.query<store.StreakRow & Place>(
    sql`SELECT ${store.streakColumns}, u.time_zone, u.day_start_hour FROM users u WHERE u.id = ${userId}::uuid FOR UPDATE`,
  );
  if (!rows[0]) throw notFound('user_not_found');
  return rows[0];
}

/**
 * The dates since the last judged one judged (freezes used), and the shown streak's end worked out again for
 * `breaks`; a streak that no longer shows stays ended. Saved with the frozen dates.
 */
export async function settleAndSave(tx: Queryable, userId: string, row: store.StreakRow & Place, breaks: readonly Break[], at: At): Promise<KeptStreak> {
  const place = placeOf(row);
  const settled = settle(store.keptOf(row), at.now, place, row.streak_breaks);
  const state = settled.state;
  const next = state.until !== null && state.until > at.now ? { ...state, until: keptUntil(state, place, breaks) } : state;
  await store.recordJudged(tx, userId, settled.judged);
  await store.saveKept(tx, userId, next, place, at);
  return next;
}

export function streaksService(deps: Deps) {
  const { db, clock } = deps;
  return {
    /** docs/product.md#breaks-and-freezes: a running break is ended, not replaced; a next one is replaced. */
    async setBreak(userId: string, range: StreakBreak): Promise<StreakBreak> {
      const at = atOf(clock);
      const set = await db.transaction(async (tx) => {
        const row = await lockForStreak(tx, userId);
        const today = localToday(at.now, placeOf(row));
        const running = row.streak_breaks.find((b) => b.from <= today && today <= b.to);
        if (running) throw conflict('break_running', { params: { until: running.to } });
        const replaced = row.streak_breaks.find((b) => b.from > today) ?? null;
        const starts = await store.breakStartsNear(tx, userId, range.from);
        const refusal = breakRefusal(range, today, starts.filter((s) => s !== replaced?.from));
        if (refusal) {
          throw refusal.rule
            ? new HttpError(409, refusal.code, { params: refusal.params })
            : fieldRefusal({ path: refusal.field }, refusal.code, refusal.params);
        }
        if (replaced) await store.deleteBreak(tx, userId, replaced.from);
        await store.insertBreak(tx, userId, range, at);
        await settleAndSave(tx, userId, row, [...row.streak_breaks.filter((b) => b !== replaced), range], at);
        return { from: range.from, to: range.to };
      });
      // The streak's end is on the kept participant pages: they hear of it before the answer (decision 074).
      await deps.changes.caughtUp();
      return set;
    },

    /** Ends the running break (today counts as usual again) or drops the next one. */
    async endBreak(userId: string): Promise<void> {
      const at = atOf(clock);
      await db.transaction(async (tx) => {
        const row = await lockForStreak(tx, userId);
        const today = localToday(at.now, placeOf(row));
        const found = row.streak_breaks.find((b) => b.to >= today);
        if (!found) throw notFound('no_break_to_end');
        let breaks = row.streak_breaks.filter((b) => b !== found);
        if (found.from < today && inBreak(today, [found])) {
          const kept = { from: found.from, to: shiftDay(today, -1) };
          await tx.query(sql`UPDATE streak_breaks SET to_date = ${kept.to}::date WHERE user_id = ${userId}::uuid AND from_date = ${found.from}::date`);
          breaks = [...breaks, kept];
        } else {
          await store.deleteBreak(tx, userId, found.from);
        }
        await settleAndSave(tx, userId, row, breaks, at);
      });
      await deps.changes.caughtUp();
    },
  };
}
