import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../shared/clock';
import { createTestContext, signUp, type TestContext } from '../../../test/test-app';
import { addTask } from '../../../test/factories/tasks';

/*
 * A task's PATCH decides on its own row (day_locked, docs/decisions/027-stored-progress.md) without the user's
 * lock, so it races the completion: either it lands before the day is completed and the marker carries the new
 * name, or it is refused with 409 and nothing changes.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('PATCH /api/tasks/:id racing the completion of its day', () => {
  it('when a rename and the completion arrive at once, then the marker names what the task is called', async () => {
    for (let round = 0; round < 12; round++) {
      const { agent, user } = await signUp(ctx);
      const task = await addTask(ctx, agent, user.id, 'Stretch');
      const [renamed, completed] = await Promise.all([
        agent.patch(`/api/tasks/${task.id}`).send({ name: `Renamed ${round}` }),
        agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }),
      ]);
      expect(completed.status).toBe(200);
      expect([200, 409]).toContain(renamed.status);
      const { rows } = await ctx.deps.db.query<{ name: string; completed: boolean; day_locked: boolean; names: string[] }>(
        `SELECT t.name, t.completed, t.day_locked, m.day_task_names AS names
           FROM tasks t JOIN tasks m ON m.user_id = t.user_id AND m.date = t.date AND m.is_marker WHERE t.id = $1`,
        [task.id],
      );
      const expected = renamed.status === 200 ? `Renamed ${round}` : 'Stretch';
      expect(rows).toEqual([{ name: expected, completed: true, day_locked: true, names: [expected] }]);
    }
  });

  it('when the day is completed, then a PATCH is 409 and the task is unchanged', async () => {
    const { agent, user } = await signUp(ctx);
    const task = await addTask(ctx, agent, user.id, 'Stretch');
    await agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(200);
    await agent.patch(`/api/tasks/${task.id}`).send({ name: 'Later' }).expect(409);
    const { rows } = await ctx.deps.db.query<{ name: string }>('SELECT name FROM tasks WHERE id = $1', [task.id]);
    expect(rows).toEqual([{ name: 'Stretch' }]);
  });
});
