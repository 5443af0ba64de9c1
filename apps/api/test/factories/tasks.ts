import type { Task } from '@dayleaf/contracts';
import { expect } from 'vitest';
import { addDays, today } from '../../src/shared/clock';
import type { Agent, TestContext } from '../test-app';

/** Adds a task for today through the API and returns it. */
export async function addTask(ctx: TestContext, agent: Agent, userId: string, name = 'Drink water', emoji = '💧'): Promise<Task> {
  const res = await agent.post('/api/tasks').send({ user_id: userId, name, emoji, date: today(ctx.clock), completed: false });
  expect(res.status).toBe(201);
  return res.body as Task;
}

/** Adds a task and completes today; returns the streak the server answered. */
export async function completeToday(ctx: TestContext, agent: Agent, userId: string): Promise<number> {
  await addTask(ctx, agent, userId);
  const res = await agent.post(`/api/users/${userId}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(200);
  return res.body.streak_count as number;
}

export const yesterday = (ctx: TestContext) => addDays(today(ctx.clock), -1);
export const tomorrow = (ctx: TestContext) => addDays(today(ctx.clock), 1);
