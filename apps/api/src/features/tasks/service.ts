import type { Task } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf, type At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { badRequest, conflict, forbidden, notFound } from '../../shared/http/errors';
import { awardTrophies } from '../../shared/progress';
import * as repo from './repo';
import { streakAfterCompletion, taskLimit, visibleStreak } from './streak-rules';

const DAY_LOCKED = 'This day is already completed; its tasks can no longer be changed.';
const PAST_DAY = "Only today's tasks can be changed.";

function limitMessage(isPremium: boolean): string {
  return isPremium
    ? `You can have up to ${taskLimit(true)} tasks a day.`
    : `Free accounts can have up to ${taskLimit(false)} tasks a day. Upgrade to Premium for up to ${taskLimit(true)}.`;
}

export function tasksService(deps: Deps) {
  const { db, clock } = deps;

  function requireToday(at: At, date: string): void {
    if (date !== at.today) throw badRequest(`Tasks can only be saved for today (${at.today}).`);
  }

  async function lockOwner(tx: Queryable, userId: string, at: At) {
    const owner = await repo.lockUser(tx, userId, at);
    if (!owner) throw notFound('User not found.');
    return owner;
  }

  /**
   * Changes a task of the session's user under their row lock: theirs, of today, on a day not yet
   * completed. The check and the write are one statement (see repo.updateTaskIfEditable).
   */
  function editTask<T>(userId: string, edit: (tx: Queryable, at: At) => Promise<repo.TaskEdit<T> | null>): Promise<T> {
    const at = atOf(clock);
    return db.transaction(async (tx) => {
      await lockOwner(tx, userId, at);
      const outcome = await edit(tx, at);
      if (!outcome) throw notFound('Task not found.');
      if (outcome.user_id !== userId) throw forbidden('You can only change your own tasks.');
      if (outcome.day_completed) throw conflict(DAY_LOCKED);
      if (outcome.date !== at.today) throw conflict(PAST_DAY);
      return outcome.result!;
    });
  }

  return {
    /** The tasks of the asked day, today when none is asked. */
    listTasks(userId: string, date: string | undefined): Promise<Task[]> {
      return repo.listTasks(db, userId, date ?? atOf(clock).today);
    },

    createTask(userId: string, input: { name: string; emoji: string; date: string; completed: boolean }): Promise<Task> {
      const at = atOf(clock);
      requireToday(at, input.date);
      return db.transaction(async (tx) => {
        const owner = await lockOwner(tx, userId, at);
        const { name, emoji, completed } = input;
        const added = await repo.insertTaskIfAllowed(tx, userId, { name, emoji, completed }, taskLimit(owner.is_premium), at);
        if (added.completed) throw conflict(DAY_LOCKED);
        if (!added.task) throw forbidden(limitMessage(owner.is_premium));
        return added.task;
      });
    },

    updateTask(userId: string, taskId: string, patch: { name?: string; emoji?: string; completed?: boolean }): Promise<Task> {
      return editTask(userId, (tx, at) => repo.updateTaskIfEditable(tx, taskId, userId, patch, at));
    },

    async deleteTask(userId: string, taskId: string): Promise<void> {
      await editTask(userId, (tx, at) => repo.deleteTaskIfEditable(tx, taskId, userId, at));
    },

    /**
     * Completes the day in one transaction: marker, tasks, streak and trophies. A repeat of a completed
     * day changes nothing and answers the streak as it stands.
     */
    completeDay(userId: string, date: string): Promise<{ streak_count: number }> {
      const at = atOf(clock);
      requireToday(at, date);
      return db.transaction(async (tx) => {
        const owner = await lockOwner(tx, userId, at);
        const state = await repo.dayState(tx, userId, at);
        const unchanged = { streak_count: visibleStreak(owner.streak_count, owner.last_completed_date, at.today) };
        if (state.completed) return unchanged;
        if (state.task_count === 0) throw badRequest('Add at least one task before completing the day.');
        if (!(await repo.insertDayMarker(tx, userId, at))) return unchanged;
        await repo.completeDayTasks(tx, userId, at);
        const streak = streakAfterCompletion(owner.streak_count, owner.last_completed_date, at.today);
        await repo.setStreak(tx, userId, streak, at);
        await awardTrophies(tx, userId, at);
        return { streak_count: streak };
      });
    },
  };
}
