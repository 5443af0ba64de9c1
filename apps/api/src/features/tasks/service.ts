import { WEEK_STRIP_DAYS, type CompleteDayResponse, type Task, type WeekDayState, type WeekResponse } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { type Place, atOfWrite, freezeCap, historyService, keptOf, placeOf, planCompletion, saveCompletion, shownStreak, wrongQueuedDate } from '../streaks';
import { actedAt, addDays, atOf, type At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { badRequest, conflict, forbidden, notFound } from '../../shared/http/errors';
import { awardTrophies } from '../trophies';
import { countCompletedDate } from '../challenges';
import * as repo from './repo';
import { taskLimit } from './task-rules';


function overTheLimit(isPremium: boolean) {
  return isPremium
    ? forbidden('task_limit_premium', { params: { limit: taskLimit(true) } })
    : forbidden('task_limit_free', { params: { limit: taskLimit(false), premiumLimit: taskLimit(true) } });
}

export function tasksService(deps: Deps) {
  const { db, clock } = deps;
  const history = historyService(deps);

  /** The client's `date` must be the use case's day: today, or for a write queued offline its day. */
  function requireToday(at: At, date: string): void {
    if (date === at.today) return;
    throw at.offlineAt ? wrongQueuedDate(at) : badRequest('tasks_today_only', { params: { today: at.today } });
  }

  async function lockOwner(tx: Queryable, userId: string, at: At) {
    const owner = await repo.lockUser(tx, userId, at);
    if (!owner) throw notFound('user_not_found');
    return owner;
  }

  /**
   * What an edit decided: the result when it was allowed (theirs, of today, on a day not yet completed), else why not.
   * For a write queued offline, "today" is its day (at.today).
   */
  function outcomeOf<T>(outcome: repo.TaskEdit<T> | null, userId: string, at: At): T {
    if (!outcome) throw notFound('task_not_found');
    if (outcome.user_id !== userId) throw forbidden('own_tasks_only');
    if (outcome.day_completed) throw conflict('day_locked');
    if (outcome.date !== at.today) throw conflict('past_day');
    return outcome.result!;
  }

  /**
   * Changes a task of the session's user under their row lock: theirs, of today, on a day not yet
   * completed. The check and the write are one statement (see repo.deleteTaskIfEditable).
   */
  async function editTask<T>(userId: string, at: At, edit: (tx: Queryable, at: At) => Promise<repo.TaskEdit<T> | null>): Promise<T> {
    let ticked = false;
    const result = await db.transaction(async (tx) => {
      await lockOwner(tx, userId, at);
      const outcome = await edit(tx, at);
      ticked = outcome?.was_completed ?? false;
      return outcomeOf(outcome, userId, at);
    });
    if (ticked) await ticksHeard();
    return result;
  }

  /**
   * A ticked task came or went: the user's own days, kept in the process (features/streaks/kept-history.ts), count
   * it and hear of it before the answer (decision 074). An edit that leaves the tick as it was tells no one.
   */
  const ticksHeard = () => deps.changes.caughtUp();

  return {
    /** The tasks of the asked day, the user's today when none is asked. */
    listTasks(userId: string, place: Place, date: string | undefined): Promise<Task[]> {
      return repo.listTasks(db, userId, date ?? atOf(clock, place).today);
    },

    /**
     * The user's last WEEK_STRIP_DAYS dates in their zone and day start, oldest first, as the year's days tell them
     * (a frozen or break day is not a missed one). A date before the one the account was made on is 'before'.
     */
    async week(userId: string, place: Place): Promise<WeekResponse> {
      const at = atOf(clock, place);
      const from = addDays(at.today, -(WEEK_STRIP_DAYS - 1));
      const lived = new Map<string, WeekDayState>((await history.days(userId, userId, from, at.today)).map((day) => [day.date, day.state]));
      const days = Array.from({ length: WEEK_STRIP_DAYS }, (_, i) => {
        const date = addDays(from, i);
        return { date, state: lived.get(date) ?? 'before' };
      });
      return { days };
    },

    async createTask(
      userId: string,
      place: Place,
      input: { name: string; emoji: string; date: string; completed: boolean; offline_at?: string | undefined },
    ): Promise<Task> {
      const at = atOfWrite(clock, place, input.offline_at);
      requireToday(at, input.date);
      const task = await db.transaction(async (tx) => {
        const owner = await lockOwner(tx, userId, at);
        const { name, emoji, completed } = input;
        const added = await repo.insertTaskIfAllowed(tx, userId, { name, emoji, completed }, taskLimit(owner.is_premium), at);
        if (added.completed) throw conflict('day_locked');
        if (!added.task) throw overTheLimit(owner.is_premium);
        return added.task;
      });
      if (task.completed) await ticksHeard();
      return task;
    },

    async updateTask(
      userId: string,
      place: Place,
      taskId: string,
      patch: { name?: string | undefined; emoji?: string | undefined; completed?: boolean | undefined; offline_at?: string | undefined },
    ): Promise<Task> {
      // One statement and no user lock: the task's row decides (day_locked, see repo.updateTaskIfEditable). A change
      // keeps the number of the day's tasks, which is what the user lock guards for adds and deletes.
      const at = atOfWrite(clock, place, patch.offline_at);
      const edit = await repo.updateTaskIfEditable(db, taskId, userId, patch, at);
      const task = outcomeOf(edit, userId, at);
      if (edit!.was_completed !== task.completed) await ticksHeard();
      return task;
    },

    async deleteTask(userId: string, place: Place, taskId: string, offlineAt?: string): Promise<void> {
      await editTask(userId, atOfWrite(clock, place, offlineAt, 'query'), (tx, at) => repo.deleteTaskIfEditable(tx, taskId, userId, at));
    },

    /**
     * Completes the user's today in one transaction: marker, tasks, streak and trophies. A repeat of a completed
     * day changes nothing and answers the streak as it stands; a date that overlaps the last completed one (after
     * travel or a new day start) is 409 (completeToday in features/streaks/local-day.ts). A completion queued offline completes
     * its day as it would have then: judged at its offline_at, so the streak it stores is the one of that day.
     */
    async completeDay(userId: string, place: Place, date: string, offlineAt?: string): Promise<CompleteDayResponse> {
      const at = atOfWrite(clock, place, offlineAt);
      requireToday(at, date);
      const completed = await db.transaction(async (tx) => {
        const owner = await lockOwner(tx, userId, at);
        // The zone read under the lock decides, so a settings change racing this request cannot mix two places.
        const here = placeOf(owner);
        const state = await repo.dayState(tx, userId, at);
        const kept = keptOf(owner);
        const unchanged = { streak_count: shownStreak(kept, at.now), milestone: null, freezes: kept.freezes };
        if (state.completed) return unchanged;
        if (state.task_count === 0) throw badRequest('no_tasks_to_complete');
        const plan = planCompletion(kept, owner.streak_started_date, actedAt(at), here, owner.streak_breaks, freezeCap(owner.is_premium));
        if (plan.today !== at.today) throw badRequest('tasks_today_only', { params: { today: plan.today } });
        if (plan.kind === 'overlap') throw conflict('overlapping_day');
        // The day's task rows are locked (day_locked) before the marker reads their names, so a PATCH that is not
        // under the user lock either committed before (its name is read) or is refused after.
        await repo.completeDayTasks(tx, userId, at);
        // Its day.completed event takes the day to the friends' activities once this commits (decision 070).
        if (!(await repo.insertDayMarker(tx, userId, at, plan.next.streak))) return unchanged;
        await countCompletedDate(tx, userId, at.today, at);
        const saved = await saveCompletion(tx, userId, plan, here, at);
        await awardTrophies(tx, userId, at);
        return saved;
      });
      // The streak and the challenges' progress are on the kept participant pages: they hear of the day first (decision 074).
      await deps.changes.caughtUp();
      return completed;
    },
  };
}
