import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../shared/clock';
import { createTestContext, signUp, type TestContext } from '../../../test/test-app';
import { makePremium } from '../../../test/factories/subscriptions';
import { addTask, tomorrow, yesterday } from '../../../test/factories/tasks';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function storedTasks(userId: string) {
  const { rows } = await ctx.deps.db.query<{ name: string; emoji: string; completed: boolean }>(
    'SELECT name, emoji, completed FROM tasks WHERE user_id = $1 AND NOT is_marker ORDER BY created_at',
    [userId],
  );
  return rows;
}

describe('GET /api/users/:id/tasks', () => {
  it("when the user has tasks today, then 200 with them in the order added and no one else's", async () => {
    const { agent, user } = await signUp(ctx);
    const other = await signUp(ctx);
    await addTask(ctx, agent, user.id, 'Stretch', '🧘');
    await addTask(ctx, agent, user.id, 'Read', '📚');
    await addTask(ctx, other.agent, other.user.id, 'Not mine');
    const res = await agent.get(`/api/users/${user.id}/tasks`).query({ date: today(ctx.clock) }).expect(200);
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(['Stretch', 'Read']);
    expect(res.body[0]).toMatchObject({ user_id: user.id, emoji: '🧘', date: today(ctx.clock), completed: false });
  });

  it("when no date is given, then today's tasks", async () => {
    const { agent, user } = await signUp(ctx);
    await addTask(ctx, agent, user.id, 'Walk');
    const res = await agent.get(`/api/users/${user.id}/tasks`).expect(200);
    expect(res.body).toHaveLength(1);
  });

  it('when another day is asked for, then only that day', async () => {
    const { agent, user } = await signUp(ctx);
    await addTask(ctx, agent, user.id, 'Walk');
    const res = await agent.get(`/api/users/${user.id}/tasks`).query({ date: yesterday(ctx) }).expect(200);
    expect(res.body).toEqual([]);
  });

  it.each(['2026-02-30', '2026-3-1', 'today'])('when the date is %s, then 400', async (date) => {
    const { agent, user } = await signUp(ctx);
    await agent.get(`/api/users/${user.id}/tasks`).query({ date }).expect(400);
  });

  it("when the id is another user's, then 403", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await agent.get(`/api/users/${other.user.id}/tasks`).expect(403);
  });

  it('when there is no session, then 401', async () => {
    const { user } = await signUp(ctx);
    await request(ctx.app).get(`/api/users/${user.id}/tasks`).expect(401);
  });
});

describe('POST /api/tasks', () => {
  it('when the task is valid, then 201 with its id, and it is stored trimmed', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent
      .post('/api/tasks')
      .send({ user_id: user.id, name: '  Meditate  ', emoji: '🧘', date: today(ctx.clock), completed: false })
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(String), user_id: user.id, name: 'Meditate', emoji: '🧘', date: today(ctx.clock), completed: false });
    expect(await storedTasks(user.id)).toEqual([{ name: 'Meditate', emoji: '🧘', completed: false }]);
  });

  it('when no emoji is sent, then it defaults to ✅', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.post('/api/tasks').send({ user_id: user.id, name: 'Plain', date: today(ctx.clock) }).expect(201);
    expect(res.body.emoji).toBe('✅');
  });

  it.each([
    ['a family (one grapheme of several code points)', '👨‍👩‍👧'],
    ['a flag', '🇵🇹'],
    ['a skin tone', '👍🏽'],
  ])('when the emoji is %s, then it is accepted', async (_case, emoji) => {
    const { agent, user } = await signUp(ctx);
    await agent.post('/api/tasks').send({ user_id: user.id, name: 'Emoji', emoji, date: today(ctx.clock) }).expect(201);
  });

  it('when the name is 60 characters, then it is accepted', async () => {
    const { agent, user } = await signUp(ctx);
    await agent.post('/api/tasks').send({ user_id: user.id, name: 'x'.repeat(60), date: today(ctx.clock) }).expect(201);
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['an empty name', { name: '' }],
    ['no name', { name: undefined }],
    ['a name of 61 characters', { name: 'x'.repeat(61) }],
    ['the marker name', { name: 'Daily tasks completed' }],
    ['two emojis', { emoji: '🔥🔥' }],
    ['an empty emoji', { emoji: '' }],
    ['a blank emoji', { emoji: ' ' }],
    ['completed as text', { completed: 'yes' }],
    ['a date that does not exist', { date: '2026-02-30' }],
  ])('when the body has %s, then 400 and nothing is stored', async (_case, change) => {
    const { agent, user } = await signUp(ctx);
    const res = await agent
      .post('/api/tasks')
      .send({ user_id: user.id, name: 'Walk', emoji: '🚶', date: today(ctx.clock), completed: false, ...change })
      .expect(400);
    expect(typeof res.body.error).toBe('string');
    expect(await storedTasks(user.id)).toEqual([]);
  });

  it.each([
    ['yesterday', yesterday],
    ['tomorrow', tomorrow],
  ])('when the date is %s, then 400', async (_case, day) => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.post('/api/tasks').send({ user_id: user.id, name: 'Walk', date: day(ctx) }).expect(400);
    expect(res.body.error).toMatch(/only be saved for today/);
    expect(await storedTasks(user.id)).toEqual([]);
  });

  it('when a free user adds a 4th task, then 403 with the limit, and 3 stay stored', async () => {
    const { agent, user } = await signUp(ctx);
    for (const name of ['One', 'Two', 'Three']) await addTask(ctx, agent, user.id, name);
    const res = await agent.post('/api/tasks').send({ user_id: user.id, name: 'Four', date: today(ctx.clock) }).expect(403);
    expect(res.body.error).toBe('Free accounts can have up to 3 tasks a day. Upgrade to Premium for up to 10.');
    expect(await storedTasks(user.id)).toHaveLength(3);
  });

  it('when a free user sends 10 tasks at once, then exactly 3 are stored', async () => {
    const { agent, user } = await signUp(ctx);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => agent.post('/api/tasks').send({ user_id: user.id, name: `Task ${i}`, date: today(ctx.clock) })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 403)).toHaveLength(7);
    expect(await storedTasks(user.id)).toHaveLength(3);
  });

  it('when a premium user adds an 11th task, then 403, after 10 were accepted', async () => {
    const { agent, user } = await signUp(ctx);
    await makePremium(ctx, user.id);
    for (let i = 1; i <= 10; i++) await addTask(ctx, agent, user.id, `Task ${i}`);
    const res = await agent.post('/api/tasks').send({ user_id: user.id, name: 'Eleven', date: today(ctx.clock) }).expect(403);
    expect(res.body.error).toBe('You can have up to 10 tasks a day.');
    expect(await storedTasks(user.id)).toHaveLength(10);
  });

  it('when the day is already completed, then 409', async () => {
    const { agent, user } = await signUp(ctx);
    await addTask(ctx, agent, user.id);
    await agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(200);
    const res = await agent.post('/api/tasks').send({ user_id: user.id, name: 'Late', date: today(ctx.clock) }).expect(409);
    expect(res.body.error).toMatch(/already completed/);
  });

  it("when user_id is another user's, then 403 and nothing is stored for them", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await agent.post('/api/tasks').send({ user_id: other.user.id, name: 'Sneaky', date: today(ctx.clock) }).expect(403);
    expect(await storedTasks(other.user.id)).toEqual([]);
  });

  it('when there is no session, then 401', async () => {
    const { user } = await signUp(ctx);
    await request(ctx.app).post('/api/tasks').send({ user_id: user.id, name: 'x', date: today(ctx.clock) }).expect(401);
  });
});

describe('PATCH /api/tasks/:id', () => {
  it('when the owner renames, changes the emoji and checks it, then 200 and stored', async () => {
    const { agent, user } = await signUp(ctx);
    const task = await addTask(ctx, agent, user.id, 'Old');
    const res = await agent.patch(`/api/tasks/${task.id}`).send({ name: 'New', emoji: '🌟', completed: true }).expect(200);
    expect(res.body).toMatchObject({ id: task.id, name: 'New', emoji: '🌟', completed: true });
    expect(await storedTasks(user.id)).toEqual([{ name: 'New', emoji: '🌟', completed: true }]);
  });

  it('when only one field is sent, then the others stay', async () => {
    const { agent, user } = await signUp(ctx);
    const task = await addTask(ctx, agent, user.id, 'Keep', '🍎');
    await agent.patch(`/api/tasks/${task.id}`).send({ completed: true }).expect(200);
    expect(await storedTasks(user.id)).toEqual([{ name: 'Keep', emoji: '🍎', completed: true }]);
  });

  it.each([
    ['a blank name', { name: '  ' }],
    ['a name of 61 characters', { name: 'y'.repeat(61) }],
    ['the marker name', { name: 'Daily tasks completed' }],
    ['two emojis', { emoji: '🍎🍐' }],
  ])('when the body has %s, then 400 and the task is unchanged', async (_case, body) => {
    const { agent, user } = await signUp(ctx);
    const task = await addTask(ctx, agent, user.id, 'Same', '🍎');
    await agent.patch(`/api/tasks/${task.id}`).send(body).expect(400);
    expect(await storedTasks(user.id)).toEqual([{ name: 'Same', emoji: '🍎', completed: false }]);
  });

  it("when the task is another user's, then 403 and it is unchanged", async () => {
    const owner = await signUp(ctx);
    const task = await addTask(ctx, owner.agent, owner.user.id, 'Mine');
    const { agent } = await signUp(ctx);
    await agent.patch(`/api/tasks/${task.id}`).send({ name: 'Yours' }).expect(403);
    expect((await storedTasks(owner.user.id))[0]!.name).toBe('Mine');
  });

  it('when the task does not exist, then 404; when the id is not a uuid, then 400', async () => {
    const { agent } = await signUp(ctx);
    await agent.patch('/api/tasks/00000000-0000-4000-8000-000000000000').send({ name: 'x' }).expect(404);
    await agent.patch('/api/tasks/not-an-id').send({ name: 'x' }).expect(400);
  });

  it('when the day is completed, then 409 and the task is unchanged', async () => {
    const { agent, user } = await signUp(ctx);
    const task = await addTask(ctx, agent, user.id, 'Done');
    await agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(200);
    await agent.patch(`/api/tasks/${task.id}`).send({ name: 'Changed' }).expect(409);
    expect((await storedTasks(user.id))[0]!.name).toBe('Done');
  });

  it('when the task is from a day that has passed, then 409', async () => {
    const { agent, user } = await signUp(ctx);
    const task = await addTask(ctx, agent, user.id, 'Yesterday');
    ctx.clock.advanceDays(1);
    const res = await agent.patch(`/api/tasks/${task.id}`).send({ name: 'Today' }).expect(409);
    expect(res.body.error).toBe("Only today's tasks can be changed.");
  });
});

describe('DELETE /api/tasks/:id', () => {
  it('when the owner deletes a task, then 200 and it is gone', async () => {
    const { agent, user } = await signUp(ctx);
    const task = await addTask(ctx, agent, user.id, 'Gone');
    await agent.delete(`/api/tasks/${task.id}`).expect(200);
    expect(await storedTasks(user.id)).toEqual([]);
  });

  it("when the task is another user's, then 403 and it stays", async () => {
    const owner = await signUp(ctx);
    const task = await addTask(ctx, owner.agent, owner.user.id, 'Stays');
    const { agent } = await signUp(ctx);
    await agent.delete(`/api/tasks/${task.id}`).expect(403);
    expect(await storedTasks(owner.user.id)).toHaveLength(1);
  });

  it('when the day is completed, then 409 and the task stays', async () => {
    const { agent, user } = await signUp(ctx);
    const task = await addTask(ctx, agent, user.id, 'Locked');
    await agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(200);
    await agent.delete(`/api/tasks/${task.id}`).expect(409);
    expect(await storedTasks(user.id)).toHaveLength(1);
  });
});
