import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, signUp, type Agent, type TestContext } from '../../../test/test-app';
import { becomePremium, signUpPremium } from '../../../test/factories/subscriptions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set('2026-03-10T12:00:00Z'));

/** The paid month becomePremium buys at the test clock's start. */
const PERIOD_END = '2026-04-10T12:00:00.000Z';

const cancel = (agent: Agent, userId: string) => agent.post(`/api/users/${userId}/subscription/cancel`);
const resume = (agent: Agent, userId: string) => agent.post(`/api/users/${userId}/subscription/resume`);

async function storedFlag(userId: string): Promise<boolean> {
  const { rows } = await ctx.deps.db.query<{ cancel_at_period_end: boolean }>('SELECT cancel_at_period_end FROM users WHERE id = $1', [userId]);
  return rows[0]!.cancel_at_period_end;
}

const userRecord = async (agent: Agent, userId: string) => (await agent.get(`/api/users/${userId}`).expect(200)).body;

/** Moves the clock and signs in again, as the user would come back after weeks. */
async function laterAt(instant: string, account: { agent: Agent; username: string }) {
  ctx.clock.set(instant);
  await account.agent.post('/api/auth/login').send({ username: account.username, password: PASSWORD }).expect(200);
}

describe('POST /api/users/:id/subscription/cancel', () => {
  it('when a premium user cancels, then 200, premium stays until the paid end and the user record says it is cancelled', async () => {
    const { agent, user } = await signUpPremium(ctx);
    expect(await userRecord(agent, user.id)).toMatchObject({ subscription_status: 'premium', cancel_at_period_end: false });

    const res = await cancel(agent, user.id).expect(200);
    expect(res.body).toEqual({ subscription_status: 'premium', subscription_end_date: PERIOD_END, cancel_at_period_end: true });
    expect(await userRecord(agent, user.id)).toMatchObject({
      subscription_status: 'premium',
      subscription_end_date: PERIOD_END,
      cancel_at_period_end: true,
      progress: { is_premium: true },
    });
    expect(await storedFlag(user.id)).toBe(true);
  });

  it('when the paid end comes, then a cancelled user is premium to the last minute and free after, with nothing cancelled left to show', async () => {
    const account = await signUpPremium(ctx);
    await cancel(account.agent, account.user.id).expect(200);

    await laterAt('2026-04-10T11:59:00Z', account);
    expect(await userRecord(account.agent, account.user.id)).toMatchObject({ subscription_status: 'premium', cancel_at_period_end: true });

    ctx.clock.set(PERIOD_END);
    expect(await userRecord(account.agent, account.user.id)).toMatchObject({
      subscription_status: 'free',
      subscription_end_date: PERIOD_END,
      cancel_at_period_end: false,
    });
  });

  it('when the user cancels twice, then both are 200 with the same answer', async () => {
    const { agent, user } = await signUpPremium(ctx);
    const first = await cancel(agent, user.id).expect(200);
    const second = await cancel(agent, user.id).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await storedFlag(user.id)).toBe(true);
  });

  it('when a free user cancels, then 409 and nothing is stored', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await cancel(agent, user.id).expect(409);
    expect(res.body).toEqual({ error: 'You have no premium subscription to cancel.', code: 'subscription_none' });
    expect(await storedFlag(user.id)).toBe(false);
  });

  it('when premium has already ended, then 409 and nothing is stored', async () => {
    const account = await signUpPremium(ctx);
    await laterAt(PERIOD_END, account);
    const res = await cancel(account.agent, account.user.id).expect(409);
    expect(res.body.error).toBe('You have no premium subscription to cancel.');
    expect(await storedFlag(account.user.id)).toBe(false);
  });

  it('when a cancelled user pays for another month, then the cancellation is taken back and premium runs to the new end', async () => {
    const { agent, user } = await signUpPremium(ctx);
    await cancel(agent, user.id).expect(200);
    await becomePremium(agent, user.id);
    expect(await userRecord(agent, user.id)).toMatchObject({
      subscription_status: 'premium',
      subscription_end_date: '2026-05-10T12:00:00.000Z',
      cancel_at_period_end: false,
    });
  });

  it("when the id is someone else's, then 403 and their subscription is untouched", async () => {
    const { agent } = await signUpPremium(ctx);
    const other = await signUpPremium(ctx);
    const res = await cancel(agent, other.user.id).expect(403);
    expect(res.body.error).toBe('You can only do that for your own account.');
    expect(await storedFlag(other.user.id)).toBe(false);
  });

  it('when there is no session, then 401', async () => {
    const { user } = await signUpPremium(ctx);
    await request(ctx.app).post(`/api/users/${user.id}/subscription/cancel`).expect(401);
    expect(await storedFlag(user.id)).toBe(false);
  });
});

describe('POST /api/users/:id/subscription/resume', () => {
  it('when a cancelled premium user resumes, then 200 and the user record is no longer cancelled', async () => {
    const { agent, user } = await signUpPremium(ctx);
    await cancel(agent, user.id).expect(200);
    const res = await resume(agent, user.id).expect(200);
    expect(res.body).toEqual({ subscription_status: 'premium', subscription_end_date: PERIOD_END, cancel_at_period_end: false });
    expect(await userRecord(agent, user.id)).toMatchObject({ subscription_status: 'premium', cancel_at_period_end: false });
    expect(await storedFlag(user.id)).toBe(false);
  });

  it('when a premium user who never cancelled resumes, then 200 with nothing changed', async () => {
    const { agent, user } = await signUpPremium(ctx);
    const res = await resume(agent, user.id).expect(200);
    expect(res.body).toEqual({ subscription_status: 'premium', subscription_end_date: PERIOD_END, cancel_at_period_end: false });
    expect(await storedFlag(user.id)).toBe(false);
  });

  it('when the cancelled period has ended, then 409 and premium is not back', async () => {
    const account = await signUpPremium(ctx);
    await cancel(account.agent, account.user.id).expect(200);
    await laterAt(PERIOD_END, account);
    const res = await resume(account.agent, account.user.id).expect(409);
    expect(res.body).toEqual({ error: 'Your premium has already ended. Subscribe again to get it back.', code: 'premium_ended' });
    expect(await userRecord(account.agent, account.user.id)).toMatchObject({ subscription_status: 'free', cancel_at_period_end: false });
  });

  it('when a free user resumes, then 409', async () => {
    const { agent, user } = await signUp(ctx);
    await resume(agent, user.id).expect(409);
    expect(await userRecord(agent, user.id)).toMatchObject({ subscription_status: 'free', cancel_at_period_end: false });
  });

  it("when the id is someone else's, then 403 and their cancellation stands", async () => {
    const { agent } = await signUpPremium(ctx);
    const other = await signUpPremium(ctx);
    await cancel(other.agent, other.user.id).expect(200);
    await resume(agent, other.user.id).expect(403);
    expect(await storedFlag(other.user.id)).toBe(true);
  });

  it('when there is no session, then 401', async () => {
    const { agent, user } = await signUpPremium(ctx);
    await cancel(agent, user.id).expect(200);
    await request(ctx.app).post(`/api/users/${user.id}/subscription/resume`).expect(401);
    expect(await storedFlag(user.id)).toBe(true);
  });
});
