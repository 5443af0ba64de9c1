import { MOODS, type DayEntry, type Mood, type StreakStats } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf, type At } from '../../shared/clock';
import { jsonBody, type JsonBody } from '../../shared/http/handle';
import { forbidden, notFound } from '../../shared/http/errors';
import { daysBetween, inBreak, settle } from './kept-days';
import { localToday, placeOf, shiftDay, type Place } from './local-day';
import * as repo from './history-repo';
import { keptKey, type OwnStats } from './kept-history';
import { keptOf } from './store';


/** docs/product.md#breaks-and-freezes: what each local date of the user's was. */
export function historyService(deps: Deps) {
  const { db, clock } = deps;
  const { ownDays, ownStats } = deps.keptHistory;

  /** The entries of `from`..`to` as `days` answers them, with the user's today and place. */
  async function read(userId: string, viewer: string | null, from: string, to: string, at: At): Promise<{ entries: DayEntry[]; today: string; place: Place }> {
    const row = await repo.daysOf(db, userId, viewer, from, to, at);
    if (!row) throw notFound('user_not_found');
    if (!row.visible) throw forbidden('profile_private');
    const place = placeOf(row);
    const today = localToday(at.now, place);
    return { entries: entriesOf(row, from, to, today, place, at), today, place };
  }

  return {
    /**
     * One entry per date from `from` to `to` that the account has lived (from its first local date to today).
     * Dates already judged come from the stored rows; dates that ended since are judged as the settle job will
     * judge them, so the answer does not wait for the job.
     */
    async days(userId: string, viewer: string | null, from: string, to: string): Promise<DayEntry[]> {
      return (await read(userId, viewer, from, to, atOf(clock))).entries;
    },

    /**
     * The days route: as `days`, but a user's own days are kept while the feed listens, for the date they were read
     * on (kept-history.ts, docs/decisions/081-kept-own-history.md), as the JSON text sent. `place` is the session's.
     */
    async daysAnswer(userId: string, viewer: string | null, from: string, to: string, place: Place): Promise<DayEntry[] | JsonBody<DayEntry[]>> {
      const at = atOf(clock);
      if (viewer !== userId || !ownDays.keeping()) return (await read(userId, viewer, from, to, at)).entries;
      const kept = await ownDays.read(keptKey(userId, place, `${from}|${to}`), at.now.getTime(), async () => {
        const { entries, today, place: where } = await read(userId, viewer, from, to, at);
        return { userId, place: where, today, json: `[${entries.map(entryJson).join(',')}]` };
      });
      return jsonBody(kept.json);
    },

    /**
     * `viewerPlace` is the session's: on one's own stats it gives the right today at once. One's own stats are kept
     * while the feed listens (kept-history.ts), for the date they were read on.
     */
    async stats(userId: string, viewer: string | null, viewerPlace: Place): Promise<StreakStats> {
      const at = atOf(clock, viewerPlace);
      if (viewer !== userId || !ownStats.keeping()) return (await readStats(userId, viewer, at)).stats;
      const kept = await ownStats.read(keptKey(userId, viewerPlace), at.now.getTime(), async () => {
        const read = await readStats(userId, viewer, at);
        return { userId, ...read };
      });
      return kept.stats;
    },
  };

  /** The stats of `userId` as `viewer` sees them at `at`, with the user's place and today, and when the shown streak ends. */
  async function readStats(userId: string, viewer: string | null, at: At): Promise<Omit<OwnStats, 'userId'>> {
    // Another user's today is known only with their row: read it at the viewer's day first, then again if it differs.
    let row = await repo.statsOf(db, userId, viewer, at.today, at);
    if (row && localToday(at.now, placeOf(row)) !== at.today) row = await repo.statsOf(db, userId, viewer, localToday(at.now, placeOf(row)), at);
    if (!row) throw notFound('user_not_found');
    if (!row.visible) throw forbidden('profile_private');
    const place = placeOf(row);
    const today = localToday(at.now, place);
    const first = firstDateFrom(row.created_at, place, shiftDay(today, -364));
    const lived = (days: number) => Math.min(days, daysBetween(first, today) + 1);
    const rate = (doneDays: number, days: number, breakDays: number) => {
      const counted = lived(days) - breakDays;
      return counted > 0 ? Math.min(1, doneDays / counted) : 0;
    };
    const pendingFrozen = settle(keptOf(row), at.now, place, row.streak_breaks).judged.filter((j) => j.state === 'frozen').length;
    const doneDays = row.done_365 ?? [];
    const best = row.best_streak > 0 && row.best_streak_from && row.best_streak_to ? { days: row.best_streak, from: row.best_streak_from, to: row.best_streak_to } : null;
    // The shown streak is the stored one until streak_until passes (shown_streak in SQL).
    const until = row.streak_until === null ? Number.POSITIVE_INFINITY : Date.parse(row.streak_until);
    return {
      place,
      today,
      until: until > at.now.getTime() ? until : Number.POSITIVE_INFINITY,
      stats: {
        current_streak: row.shown,
        best_streak: best,
        days_done: row.days_done,
        rate_30: rate(doneDays.filter((d) => d >= 365 - 30).length, 30, row.break_days_30),
        rate_365: rate(doneDays.length, 365, row.break_days_365),
        freezes_held: Math.max(0, row.freezes - pendingFrozen),
        freezes_earned: row.freezes_earned,
        milestones: row.milestones,
        moods: row.full ? moodCounts(doneDays, row.mood_days ?? [], row.moods ?? []) : null,
      },
    };
  }
}

/** The entries of `row`'s dates from `from` to `to`, as of the user's `today` in `place`. */
function entriesOf(row: repo.DaysRow, from: string, to: string, today: string, place: Place, at: At): DayEntry[] {
  const start = firstDateFrom(row.created_at, place, from);
  const end = to < today ? to : today;
  if (start > end) return [];
  // Per date, indexed by days after `from`: the rows come back as offsets, so the loop compares no date strings.
  const span = daysBetween(from, to) + 1;
  const done = new Uint8Array(span);
  for (const d of row.done ?? []) done[d] = 1;
  const ticked = new Uint32Array(span);
  for (const d of row.ticked ?? []) ticked[d]! += 1;
  const moods: (Mood | null)[] = new Array<Mood | null>(span).fill(null);
  const moodDays = row.mood_days ?? [];
  for (let i = 0; i < moodDays.length; i++) moods[moodDays[i]!] = row.moods![i] as Mood;
  const kept = new Map(row.kept.map((k) => [k.date, k.state]));
  const pending = new Map(settle(keptOf(row), at.now, place, row.streak_breaks).judged.map((j) => [j.date, j.state]));
  const entries: DayEntry[] = [];
  const dates = new DateWalk(start);
  for (let i = daysBetween(from, start), last = daysBetween(from, end); i <= last; i++, dates.next()) {
    const date = dates.date;
    const state = done[i]
      ? 'done'
      : (kept.get(date) ?? (inBreak(date, row.breaks_in_range) ? 'break' : date === today ? 'today' : pending.get(date) === 'frozen' ? 'frozen' : 'missed'));
    entries.push({ date, state, tasks_done: row.full ? ticked[i]! : null, mood: row.full ? moods[i]! : null });
  }
  return entries;
}

/** An entry as JSON.stringify writes it: the same keys in the same order, and no text that needs escaping. */
export function entryJson(entry: DayEntry): string {
  return `{"date":"${entry.date}","state":"${entry.state}","tasks_done":${entry.tasks_done},"mood":${entry.mood === null ? 'null' : `"${entry.mood}"`}}`;
}

/** Moods on done days and on other days; `doneDays` and `moodDays` are offsets in the same year. */
function moodCounts(doneDays: readonly number[], moodDays: readonly number[], moods: readonly string[]): StreakStats['moods'] {
  const zero = () => Object.fromEntries(MOODS.map((m) => [m, 0])) as Record<Mood, number>;
  const onDone = zero();
  const onOther = zero();
  const done = new Uint8Array(365);
  for (const d of doneDays) done[d] = 1;
  for (let i = 0; i < moodDays.length; i++) (done[moodDays[i]!] ? onDone : onOther)[moods[i] as Mood] += 1;
  return { done_days: onDone, other_days: onOther };
}

/**
 * The account's first local date, or `floor` if that is later. An account made two days or more before `floor` began
 * before it in every zone and at every day start, with no Intl call: wallClock keeps one minute per zone, the
 * request's own, and reading an old instant's date would push it out for the next request.
 */
function firstDateFrom(createdAt: string, place: Place, floor: string): string {
  if (Date.parse(createdAt) < Date.parse(`${floor}T00:00:00Z`) - 2 * 86_400_000) return floor;
  const first = localToday(new Date(createdAt), place);
  return first < floor ? floor : first;
}

/** Consecutive YYYY-MM-DD dates from `first`, each made from the last without a Date (a year's answer makes 366). */
export class DateWalk {
  date: string;
  #y: number;
  #m: number;
  #d: number;

  constructor(first: string) {
    this.date = first;
    this.#y = Number(first.slice(0, 4));
    this.#m = Number(first.slice(5, 7));
    this.#d = Number(first.slice(8, 10));
  }

  next(): void {
    if (this.#d < daysInMonth(this.#y, this.#m)) this.#d += 1;
    else if (this.#m < 12) [this.#m, this.#d] = [this.#m + 1, 1];
    else [this.#y, this.#m, this.#d] = [this.#y + 1, 1, 1];
    this.date = `${this.#y}-${this.#m < 10 ? '0' : ''}${this.#m}-${this.#d < 10 ? '0' : ''}${this.#d}`;
  }
}

const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
