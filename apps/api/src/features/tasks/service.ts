import type { Task } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { today } from '../../shared/clock';
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

  function requireToday(date: string): string {
    const day = today(clock);
    if (date !== day) throw badRequest(`Tasks can only be saved for today (${day}).`);
    return day;
  }

  async function lockOwner(tx: Queryable, userId: string) {
    const owner = await repo.lockUser(tx, userId, clock.now());
    if (!owner) throw notFound('User not found.');
    return owner;
  }

  /**
   * Changes a task of the session's user under their row lock: theirs, of today, on a day not yet
   * completed. The check and the write are one statement (see repo.updateTaskIfEditable).
   */
  function editTask<T>(userId: string, edit: (tx: Queryable, day: string) => Promise<repo.TaskEdit<T> | null>): Promise<T> {
    return db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      const day = today(clock);
      const outcome = await edit(tx, day);
      if (!outcome) throw notFound('Task not found.');
      if (outcome.user_id !== userId) throw forbidden('You can only change your own tasks.');
      if (outcome.day_completed) throw conflict(DAY_LOCKED);
      if (outcome.date !== day) throw conflict(PAST_DAY);
      return outcome.result!;
    });
  }

  return {
    listTasks(userId: string, date: string | undefined): Promise<Task[]> {
      return repo.listTasks(db, userId, date ?? today(clock));
    },

    createTask(userId: string, input: { name: string; emoji: string; date: string; completed: boolean }): Promise<Task> {
      const day = requireToday(input.date);
      return db.transaction(async (tx) => {
        const owner = await lockOwner(tx, userId);
        const added = await repo.insertTaskIfAllowed(tx, { ...input, userId, date: day }, taskLimit(owner.is_premium));
        if (added.completed) throw conflict(DAY_LOCKED);
        if (!added.task) throw forbidden(limitMessage(owner.is_premium));
        return added.task;
      });
    },

    updateTask(userId: string, taskId: string, patch: { name?: string; emoji?: string; completed?: boolean }): Promise<Task> {
      return editTask(userId, (tx, day) => repo.updateTaskIfEditable(tx, taskId, userId, day, patch, clock.now()));
    },

    async deleteTask(userId: string, taskId: string): Promise<void> {
      await editTask(userId, (tx, day) => repo.deleteTaskIfEditable(tx, taskId, userId, day));
    },

    /**
     * Completes the day in one transaction: marker, tasks, streak and trophies. A repeat of a completed
     * day changes nothing and answers the streak as it stands.
     */
    completeDay(userId: string, date: string): Promise<{ streak_count: number }> {
      const day = requireToday(date);
      return db.transaction(async (tx) => {
        const owner = await lockOwner(tx, userId);
        const state = await repo.dayState(tx, userId, day);
        const unchanged = { streak_count: visibleStreak(owner.streak_count, owner.last_completed_date, day) };
        if (state.completed) return unchanged;
        if (state.task_count === 0) throw badRequest('Add at least one task before completing the day.');
        if (!(await repo.insertDayMarker(tx, userId, day, clock.now()))) return unchanged;
        await repo.completeDayTasks(tx, userId, day, clock.now());
        const streak = streakAfterCompletion(owner.streak_count, owner.last_completed_date, day);
        await repo.setStreak(tx, userId, streak, day);
        await awardTrophies(tx, userId, clock);
        return { streak_count: streak };
      });
    },
  };
}
