import request from 'supertest';
import { beforeAll, describe, it } from 'vitest';
import { addDays, today } from '../src/shared/clock';
import { createChallenge, joinChallenge, leaveChallenge } from './factories/challenges';
import { becomePremium } from './factories/subscriptions';
import { addTask, addTaskRequest, completeRequest } from './factories/tasks';
import { setStreak } from './factories/users';
import { createKeptCopiesContext, type KeptCopiesContext } from './kept-copies';
import { PASSWORD, signUp, type SignedUp, type TestContext } from './test-app';

/**
 * Every write of what a process keeps answers only once this process heard its change (docs/decisions/074), so the
 * client's next request cannot be answered from a copy made before it. The notifications are held back while each
 * write runs: it must still be waiting when the feed's marker queues up behind them.
 */
let kept: KeptCopiesContext;
let ctx: TestContext;

beforeAll(async () => {
  kept = await createKeptCopiesContext();
  ctx = kept.ctx;
  ctx.clock.set('2026-03-10T12:00:00Z');
});

/** A second session of the same person, as another browser of theirs holds it. */
async function secondBrowser(person: SignedUp) {
  const agent = request.agent(ctx.app);
  await agent.post('/api/auth/login').send({ username: person.username, password: PASSWORD }).expect(200);
  await agent.get('/api/auth/me').expect(200);
  return agent;
}

describe('a write of what is kept answers once its change is heard', () => {
  it('when a session ends (logout, by id, all others, a password change, a login over it), then the next request with it is refused', async () => {
    const ana = await signUp(ctx);
    await ana.agent.get('/api/auth/me').expect(200);
    await kept.answersOnceHeard(() => ana.agent.post('/api/auth/logout').expect(200));
    await ana.agent.get('/api/auth/me').expect(401);

    const ben = await signUp(ctx);
    const other = await secondBrowser(ben);
    const listed = (await ben.agent.get('/api/auth/sessions').expect(200)).body as { id: string; current: boolean }[];
    await kept.answersOnceHeard(() => ben.agent.delete(`/api/auth/sessions/${listed.find((s) => !s.current)!.id}`).expect(200));
    await other.get('/api/auth/me').expect(401);

    const third = await secondBrowser(ben);
    await kept.answersOnceHeard(() => ben.agent.post('/api/auth/logout-all').expect(200));
    await third.get('/api/auth/me').expect(401);

    const fourth = await secondBrowser(ben);
    await kept.answersOnceHeard(() => ben.agent.post('/api/auth/password').send({ current_password: PASSWORD, new_password: 'a new long passphrase' }).expect(200));
    await fourth.get('/api/auth/me').expect(401);

    // A login from a browser that holds a session ends that one.
    const cai = await signUp(ctx);
    const login = () => request(ctx.app).post('/api/auth/login').send({ username: cai.username, password: PASSWORD }).expect(200);
    const held = ((await login()).headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    await request(ctx.app).get('/api/auth/me').set('Cookie', held).expect(200);
    await kept.answersOnceHeard(() => login().set('Cookie', held));
    await request(ctx.app).get('/api/auth/me').set('Cookie', held).expect(401);
  });

  it('when the account is deleted, then its session is refused', async () => {
    const dan = await signUp(ctx);
    await dan.agent.get('/api/auth/me').expect(200);
    await kept.answersOnceHeard(() => dan.agent.delete(`/api/users/${dan.user.id}`).send({ password: PASSWORD }).expect(204));
    await dan.agent.get('/api/auth/me').expect(401);
  });

  it("when the zone or day start moves, then the session's next request works in the new place", async () => {
    const eve = await signUp(ctx);
    await eve.agent.get(`/api/users/${eve.user.id}/tasks`).expect(200);
    await kept.answersOnceHeard(() => eve.agent.patch(`/api/users/${eve.user.id}/settings`).send({ time_zone: 'Pacific/Kiritimati' }).expect(200));
    // 12:00 UTC is already the next day at UTC+14: the session's today moved with it.
    const taskOn = (date: string) => addTaskRequest(eve.agent, eve.user.id, date, 'Read', '📖');
    await taskOn(today(ctx.clock)).expect(400);
    await taskOn(addDays(today(ctx.clock), 1)).expect(201);
  });

  it('when the name, photo, premium, a break or a restored streak changes what the pages show, then it answers once heard', async () => {
    const fay = await signUp(ctx);
    await kept.answersOnceHeard(() => fay.agent.patch(`/api/users/${fay.user.id}`).field('username', `${fay.username.slice(0, 24)}_new`).field('bio', 'Hi').expect(200));
    await kept.answersOnceHeard(() => fay.agent.put(`/api/users/${fay.user.id}/break`).send({ from: addDays(today(ctx.clock), 1), to: addDays(today(ctx.clock), 3) }).expect(200));
    await kept.answersOnceHeard(() => fay.agent.delete(`/api/users/${fay.user.id}/break`).expect(204));
    await kept.answersOnceHeard(() => becomePremium(fay.agent, fay.user.id));
    await setStreak(ctx, fay.user.id, 12, addDays(today(ctx.clock), -3));
    await kept.answersOnceHeard(() => fay.agent.post(`/api/users/${fay.user.id}/restore-streak`).set('Content-Type', 'application/json').expect(200));
  });

  it('when a day is completed, or a challenge created, joined or left, then it answers once heard', async () => {
    const gus = await signUp(ctx);
    const hal = await signUp(ctx);
    await addTask(ctx, gus.agent, gus.user.id);
    await kept.answersOnceHeard(() => completeRequest(gus.agent, gus.user.id, today(ctx.clock)).expect(200));
    const { id } = await kept.answersOnceHeard(() => createChallenge(gus));
    await kept.answersOnceHeard(() => joinChallenge(hal, id));
    await kept.answersOnceHeard(() => leaveChallenge(hal, id));
  });
});
