import { DAY_MARKER_NAME, type Task } from '@dayleaf/contracts';
import type { Test } from 'supertest';
import { expect } from 'vitest';
import { addDays, atOf, today } from '../../src/shared/clock';
import { awardTrophies } from '../../src/features/trophies/progress';
import { countCompletedDate } from '../../src/features/challenges/stored-progress';
import type { TasksEvent } from '../../src/features/tasks/events';
import { recordEvent } from '../../src/shared/events/events';
import type { Agent, TestContext } from '../test-app';

/*
 * Two ways to complete a day. completeToday goes through the API, for tests of the daily loop and what it
 * leads to (streaks, trophies). completeDay writes the day's marker row for any date, for tests of another
 * feature (challenges) that need completed days in the past and should not depend on the daily-loop API.
 */

/** A new task on `date` as the web sends it (ticked or not), not yet sent: for tests that check the answer themselves. */
export function addTaskRequest(agent: Agent, userId: string, date: string, name = 'Drink water', emoji = '💧', completed = false): Test {
  return agent.post('/api/tasks').send({ user_id: userId, name, emoji, date, completed });
}

/** Adds a task for today through the API and returns it. */
export async function addTask(ctx: TestContext, agent: Agent, userId: string, name = 'Drink water', emoji = '💧'): Promise<Task> {
  const res = await addTaskRequest(agent, userId, today(ctx.clock), name, emoji);
  expect(res.status).toBe(201);
  return res.body as Task;
}

/** The completion of `date` as the web sends it, not yet sent: for tests that check the answer themselves or race it. */
export function completeRequest(agent: Agent, userId: string, date: string): Test {
  return agent.post(`/api/users/${userId}/complete-daily-tasks`).send({ date });
}

/** Adds a task and completes today; returns the streak the server answered. */
export async function completeToday(ctx: TestContext, agent: Agent, userId: string): Promise<number> {
  await addTask(ctx, agent, userId);
  const res = await completeRequest(agent, userId, today(ctx.clock)).expect(200);
  return res.body.streak_count as number;
}

export const yesterday = (ctx: TestContext) => addDays(today(ctx.clock), -1);
export const tomorrow = (ctx: TestContext) => addDays(today(ctx.clock), 1);

/**
 * A completed day made directly in the database: the day's marker task and its day.completed event, counted in the
 * user's challenges as the daily loop counts it (features/challenges/stored-progress.ts); like the daily loop,
 * awarding trophies happens in the same transaction, which is how challenge_complete is earned. Returns the newly
 * earned trophy ids.
 */
export async function completeDay(ctx: TestContext, userId: string, date: string): Promise<string[]> {
  const at = atOf(ctx.clock);
  return ctx.deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO tasks (user_id, name, date, completed, is_marker, day_locked, day_task_names, created_at, updated_at)
       VALUES ($1, $2, $3::date, true, true, true, '{}', $4, $4) RETURNING id`,
      [userId, DAY_MARKER_NAME, date, at.now],
    );
    await recordEvent<TasksEvent>(tx, { type: 'day.completed', payload: { userId, date, markerId: rows[0]!.id } }, at);
    await countCompletedDate(tx, userId, date, at);
    return awardTrophies(tx, userId, at);
  });
}
