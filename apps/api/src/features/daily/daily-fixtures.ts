import type { Task } from '@dayleaf/contracts';
import { expect } from 'vitest';
import { addDays, today } from '../../shared/clock';
import type { Agent, TestContext } from '../../../test/test-app';

/** Adds a task for today through the API and returns it. */
export async function addTask(ctx: TestContext, agent: Agent, userId: string, name = 'Drink water', emoji = '💧'): Promise<Task> {
  const res = await agent.post('/api/tasks').send({ user_id: userId, name, emoji, date: today(ctx.clock), completed: false });
  expect(res.status).toBe(201);
  return res.body as Task;
}

/** Makes the user premium for a month from the test clock's now. */
export async function makePremium(ctx: TestContext, userId: string): Promise<void> {
  const end = new Date(ctx.clock.now().getTime() + 30 * 86_400_000);
  await ctx.deps.db.query('UPDATE users SET subscription_end_date = $2 WHERE id = $1', [userId, end]);
}

/** Adds a task and completes today; returns the streak the server answered. */
export async function completeToday(ctx: TestContext, agent: Agent, userId: string): Promise<number> {
  await addTask(ctx, agent, userId);
  const res = await agent.post(`/api/users/${userId}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(200);
  return res.body.streak_count as number;
}

export const yesterday = (ctx: TestContext) => addDays(today(ctx.clock), -1);
export const tomorrow = (ctx: TestContext) => addDays(today(ctx.clock), 1);
