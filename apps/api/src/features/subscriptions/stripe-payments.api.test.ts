import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type Agent, type TestContext } from '../../../test/test-app';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import { createIntent } from '../../../test/factories/subscriptions';

// The official Stripe SDK against a fake Stripe API on loopback: our code is exactly what runs in production.
let fake: FakeStripe;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_dayleaf', STRIPE_API_BASE: fake.url });
});
afterAll(async () => {
  await fake?.close();
});

async function storedUser(id: string) {
  const { rows } = await ctx.deps.db.query<{ subscription_end_date: string | null; trophies: number; subscriptions: number }>(
    `SELECT subscription_end_date,
            (SELECT count(*) FROM user_trophies t WHERE t.user_id = u.id AND t.trophy_id = 'premium') AS trophies,
            (SELECT count(*) FROM subscriptions s WHERE s.user_id = u.id) AS subscriptions
       FROM users u WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

const subscribe = (agent: Agent, userId: string, paymentIntentId: string) =>
  agent.post('/api/subscriptions/subscribe').send({ user_id: userId, type: 'premium', price_cents: 499, payment_intent_id: paymentIntentId });

describe('POST /api/create-payment-intent (Stripe)', () => {
  it('when the amount is 499, then a Stripe PaymentIntent for 499 usd with the user in its metadata', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = await createIntent(agent);
    const stored = fake.intents.get(intent.paymentIntentId)!;
    expect(stored).toMatchObject({ amount: 499, currency: 'usd', metadata: { userId: user.id }, payment_method_types: ['card'] });
    expect(intent.clientSecret).toBe(stored.client_secret);
    const call = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form['metadata[userId]'] === user.id);
    expect(call?.authorization).toBe('Bearer sk_test_dayleaf');
  });

  it('when Stripe cannot be reached, then 503 and no intent', async () => {
    const down = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_dayleaf', STRIPE_API_BASE: 'http://127.0.0.1:9' });
    const { agent } = await signUp(down);
    const res = await agent.post('/api/create-payment-intent').send({ amount: 499 }).expect(503);
    expect(res.body.error).toBe('The payment service is unavailable. Please try again in a moment.');
  });

  it('when the demo confirm route is called, then 404: Stripe confirms cards itself', async () => {
    const { agent } = await signUp(ctx);
    const intent = await createIntent(agent);
    await agent
      .post('/api/payments/demo/confirm')
      .send({ client_secret: intent.clientSecret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' }, billing_name: 'Ana' })
      .expect(404);
    expect(fake.intents.get(intent.paymentIntentId)!.status).toBe('requires_payment_method');
  });
});

describe('POST /api/subscriptions/subscribe (Stripe)', () => {
  it('when the intent succeeded, then premium for a month and the premium trophy', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = await createIntent(agent);
    fake.update(intent.paymentIntentId, { status: 'succeeded' });
    const res = await subscribe(agent, user.id, intent.paymentIntentId).expect(200);
    expect(res.body).toMatchObject({ subscription_status: 'premium' });
    const me = await agent.get(`/api/users/${user.id}`).expect(200);
    expect(me.body).toMatchObject({ subscription_status: 'premium', progress: { is_premium: true } });
    expect(await storedUser(user.id)).toMatchObject({ trophies: 1, subscriptions: 1 });
    const { rows } = await ctx.deps.db.query('SELECT provider FROM subscriptions WHERE payment_intent_id = $1', [intent.paymentIntentId]);
    expect(rows).toEqual([{ provider: 'stripe' }]);
  });

  it.each(['requires_payment_method', 'processing', 'canceled', 'requires_action'])(
    'when the intent is %s, then 402 and still free',
    async (status) => {
      const { agent, user } = await signUp(ctx);
      const intent = await createIntent(agent);
      fake.update(intent.paymentIntentId, { status });
      await subscribe(agent, user.id, intent.paymentIntentId).expect(402);
      expect(await storedUser(user.id)).toMatchObject({ subscription_end_date: null, trophies: 0, subscriptions: 0 });
    },
  );

  it("when the intent carries another user's id, then 402 and still free", async () => {
    const { agent, user } = await signUp(ctx);
    const other = await signUp(ctx);
    const intent = fake.add({ metadata: { userId: other.user.id } });
    const res = await subscribe(agent, user.id, intent.id).expect(402);
    expect(res.body.error).toBe('This payment belongs to another account.');
    expect(await storedUser(user.id)).toMatchObject({ subscription_end_date: null });
  });

  it('when the intent was for 500 cents, then 402 and still free', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = fake.add({ amount: 500, metadata: { userId: user.id } });
    const res = await subscribe(agent, user.id, intent.id).expect(402);
    expect(res.body.error).toBe('The payment does not match the price of Dayleaf Premium.');
    expect(await storedUser(user.id)).toMatchObject({ subscription_end_date: null });
  });

  it('when the intent is not known to Stripe, then 402', async () => {
    const { agent, user } = await signUp(ctx);
    await subscribe(agent, user.id, 'pi_unknown').expect(402);
  });

  it('when a succeeded intent is used again, then 402 and one month only', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = await createIntent(agent);
    fake.update(intent.paymentIntentId, { status: 'succeeded' });
    await subscribe(agent, user.id, intent.paymentIntentId).expect(200);
    const first = await storedUser(user.id);
    const res = await subscribe(agent, user.id, intent.paymentIntentId).expect(402);
    expect(res.body.error).toBe('This payment has already been used.');
    expect(await storedUser(user.id)).toEqual(first);
  });

  it("when another user replays someone's succeeded intent, then 402 and still free", async () => {
    const ana = await signUp(ctx);
    const bea = await signUp(ctx);
    const intent = await createIntent(ana.agent);
    fake.update(intent.paymentIntentId, { status: 'succeeded' });
    await subscribe(bea.agent, bea.user.id, intent.paymentIntentId).expect(402);
    expect(await storedUser(bea.user.id)).toMatchObject({ subscription_end_date: null, subscriptions: 0 });
  });
});

describe('POST /api/users/:id/subscription/cancel and /resume (Stripe)', () => {
  it('when a user who paid through Stripe cancels and resumes, then 200 each and nothing is asked of Stripe: the month was a one-off payment', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = await createIntent(agent);
    fake.update(intent.paymentIntentId, { status: 'succeeded' });
    await subscribe(agent, user.id, intent.paymentIntentId).expect(200);
    const asked = fake.requests.length;

    const cancelled = await agent.post(`/api/users/${user.id}/subscription/cancel`).expect(200);
    expect(cancelled.body).toMatchObject({ subscription_status: 'premium', cancel_at_period_end: true });
    const resumed = await agent.post(`/api/users/${user.id}/subscription/resume`).expect(200);
    expect(resumed.body).toMatchObject({ subscription_status: 'premium', cancel_at_period_end: false });
    expect(fake.requests.length).toBe(asked);
  });
});
