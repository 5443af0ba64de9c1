import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type Agent, type TestContext } from '../../../test/test-app';
import { becomePremium, createIntent, TEST_CARD } from '../../../test/factories/subscriptions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const confirm = (agent: Agent, clientSecret: string, card: object = TEST_CARD, billing_name = 'Ana Lima') =>
  agent.post('/api/payments/demo/confirm').send({ client_secret: clientSecret, card, billing_name });

async function storedUser(id: string) {
  // The stored end as an instant, whether the driver gives a Date or an ISO string.
  const { rows } = await ctx.deps.db.query<{ subscription_end_date: Date | string | null; trophies: number }>(
    `SELECT subscription_end_date, (SELECT count(*) FROM user_trophies t WHERE t.user_id = u.id AND t.trophy_id = 'premium') AS trophies
       FROM users u WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

describe('POST /api/create-payment-intent (demo provider)', () => {
  it('when the amount is 499, then 200 with a client secret and an intent stored for the user without a card', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = await createIntent(agent);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_`));
    const { rows } = await ctx.deps.db.query('SELECT * FROM demo_payment_intents WHERE id = $1', [intent.paymentIntentId]);
    expect(rows[0]).toMatchObject({ user_id: user.id, amount: 499, currency: 'usd', status: 'requires_payment_method', card_last4: null });
    expect(JSON.stringify(rows[0])).not.toContain(intent.clientSecret);
  });

  it.each([
    ['500', { amount: 500 }],
    ['a string', { amount: '499' }],
    ['no amount', {}],
  ])('when the amount is %s, then 400', async (_case, body) => {
    const { agent } = await signUp(ctx);
    const res = await agent.post('/api/create-payment-intent').send(body).expect(400);
    expect(res.body.error).toBe('The amount must be 499 cents.');
  });

  it('when there is no session, then 401', async () => {
    await request(ctx.app).post('/api/create-payment-intent').send({ amount: 499 }).expect(401);
  });
});

describe('POST /api/payments/demo/confirm', () => {
  it('when the card is 4242 4242 4242 4242, then 200 succeeded and only the last four digits are kept', async () => {
    const { agent } = await signUp(ctx);
    const intent = await createIntent(agent);
    const res = await confirm(agent, intent.clientSecret).expect(200);
    expect(res.body).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId });
    const { rows } = await ctx.deps.db.query('SELECT * FROM demo_payment_intents WHERE id = $1', [intent.paymentIntentId]);
    expect(rows[0]).toMatchObject({ status: 'succeeded', card_last4: '4242' });
    expect(JSON.stringify(rows[0])).not.toMatch(/424242424242/);
  });

  it('when the card is 4000 0000 0000 0002, then 402 with the decline message and the intent stays unpaid', async () => {
    const { agent } = await signUp(ctx);
    const intent = await createIntent(agent);
    const res = await confirm(agent, intent.clientSecret, { ...TEST_CARD, number: '4000 0000 0000 0002' }).expect(402);
    expect(res.body).toEqual({ error: 'Your card was declined.', code: 'card_declined', decline_code: 'generic_decline' });
    const { rows } = await ctx.deps.db.query('SELECT status, last_error FROM demo_payment_intents WHERE id = $1', [intent.paymentIntentId]);
    expect(rows[0]).toEqual({ status: 'requires_payment_method', last_error: 'generic_decline' });
    // A declined intent can still be paid with another card, as with Stripe.
    await confirm(agent, intent.clientSecret).expect(200);
  });

  it('when the card is 4000 0000 0000 9995, then 402 insufficient funds', async () => {
    const { agent } = await signUp(ctx);
    const intent = await createIntent(agent);
    const res = await confirm(agent, intent.clientSecret, { ...TEST_CARD, number: '4000000000009995' }).expect(402);
    expect(res.body.error).toBe('Your card has insufficient funds.');
  });

  it.each([
    ['a bad Luhn check', { ...TEST_CARD, number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    ['letters in the number', { ...TEST_CARD, number: '4242 abcd 4242 4242' }, 'Your card number is invalid.'],
    ['an expiry in the past', { ...TEST_CARD, exp_month: 1, exp_year: 2026 }, "Your card's expiration date is in the past."],
    ['month 13', { ...TEST_CARD, exp_month: 13 }, "Your card's expiration month is invalid."],
    ['a 2-digit CVC', { ...TEST_CARD, cvc: '12' }, "Your card's security code is invalid."],
    ['no CVC', { ...TEST_CARD, cvc: '' }, "Your card's security code is invalid."],
  ])('when the card has %s, then 400 and the intent is unchanged', async (_case, card, message) => {
    const { agent } = await signUp(ctx);
    const intent = await createIntent(agent);
    const res = await confirm(agent, intent.clientSecret, card).expect(400);
    expect(res.body.error).toBe(message);
    const { rows } = await ctx.deps.db.query('SELECT status, card_last4 FROM demo_payment_intents WHERE id = $1', [intent.paymentIntentId]);
    expect(rows[0]).toEqual({ status: 'requires_payment_method', card_last4: null });
  });

  it('when the name on the card is blank, then 400', async () => {
    const { agent } = await signUp(ctx);
    const intent = await createIntent(agent);
    const res = await confirm(agent, intent.clientSecret, TEST_CARD, '   ').expect(400);
    expect(res.body.error).toBe('Name on card is required.');
  });

  it("when the client secret is wrong or another user's, then 404", async () => {
    const ana = await signUp(ctx);
    const bea = await signUp(ctx);
    const intent = await createIntent(ana.agent);
    await confirm(ana.agent, `${intent.paymentIntentId}_secret_guessed`).expect(404);
    await confirm(bea.agent, intent.clientSecret).expect(404);
  });

  it('when the intent already succeeded, then 409', async () => {
    const { agent } = await signUp(ctx);
    const intent = await createIntent(agent);
    await confirm(agent, intent.clientSecret).expect(200);
    await confirm(agent, intent.clientSecret).expect(409);
  });
});

describe('POST /api/subscriptions/subscribe (demo provider)', () => {
  const subscribe = (agent: Agent, body: object) => agent.post('/api/subscriptions/subscribe').send(body);

  it('when the intent was paid with 4242, then 200 premium for a month and the premium trophy', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = await createIntent(agent);
    await confirm(agent, intent.clientSecret).expect(200);
    const res = await subscribe(agent, { user_id: user.id, type: 'premium', price_cents: 499, payment_intent_id: intent.paymentIntentId }).expect(200);
    expect(res.body).toEqual({ subscription_status: 'premium', subscription_end_date: '2026-04-10T12:00:00.000Z' });
    const me = await agent.get(`/api/users/${user.id}`).expect(200);
    expect(me.body).toMatchObject({ subscription_status: 'premium', progress: { is_premium: true } });
    expect(await storedUser(user.id)).toMatchObject({ trophies: 1 });
    const { rows } = await ctx.deps.db.query('SELECT provider, price_cents FROM subscriptions WHERE payment_intent_id = $1', [intent.paymentIntentId]);
    expect(rows).toEqual([{ provider: 'demo', price_cents: 499 }]);
  });

  it('when there is no payment intent at all, then 402 and the user stays free', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await subscribe(agent, { user_id: user.id, type: 'premium', price_cents: 499 }).expect(402);
    expect(res.body.error).toBe('A completed payment is required to subscribe.');
    expect(await storedUser(user.id)).toMatchObject({ subscription_end_date: null, trophies: 0 });
  });

  it('when the intent was created but never paid, then 402', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = await createIntent(agent);
    await subscribe(agent, { user_id: user.id, type: 'premium', price_cents: 499, payment_intent_id: intent.paymentIntentId }).expect(402);
    expect(await storedUser(user.id)).toMatchObject({ subscription_end_date: null });
  });

  it('when the card was declined, then 402 and still free', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = await createIntent(agent);
    await confirm(agent, intent.clientSecret, { ...TEST_CARD, number: '4000000000000002' }).expect(402);
    await subscribe(agent, { user_id: user.id, type: 'premium', price_cents: 499, payment_intent_id: intent.paymentIntentId }).expect(402);
    expect(await storedUser(user.id)).toMatchObject({ subscription_end_date: null });
  });

  it('when the intent id is unknown, then 402', async () => {
    const { agent, user } = await signUp(ctx);
    await subscribe(agent, { user_id: user.id, type: 'premium', price_cents: 499, payment_intent_id: 'pi_demo_nothing' }).expect(402);
  });

  it("when the intent is another user's, then 402 and neither becomes premium twice", async () => {
    const ana = await signUp(ctx);
    const bea = await signUp(ctx);
    const intent = await createIntent(ana.agent);
    await confirm(ana.agent, intent.clientSecret).expect(200);
    const res = await subscribe(bea.agent, { user_id: bea.user.id, type: 'premium', price_cents: 499, payment_intent_id: intent.paymentIntentId }).expect(402);
    expect(res.body.error).toBe('This payment belongs to another account.');
    expect(await storedUser(bea.user.id)).toMatchObject({ subscription_end_date: null });
  });

  it('when the same intent is sent again, even at once, then one month only and 402 for the replays', async () => {
    const { agent, user } = await signUp(ctx);
    const intent = await createIntent(agent);
    await confirm(agent, intent.clientSecret).expect(200);
    const body = { user_id: user.id, type: 'premium', price_cents: 499, payment_intent_id: intent.paymentIntentId };
    const results = await Promise.all([subscribe(agent, body), subscribe(agent, body), subscribe(agent, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402, 402]);
    expect(results.find((r) => r.status === 402)!.body.error).toBe('This payment has already been used.');
    expect(new Date((await storedUser(user.id)).subscription_end_date!).toISOString()).toBe('2026-04-10T12:00:00.000Z');
  });

  it('when a premium user pays again, then the new month starts when the current one ends', async () => {
    const { agent, user } = await signUp(ctx);
    await becomePremium(agent, user.id);
    await becomePremium(agent, user.id);
    expect(new Date((await storedUser(user.id)).subscription_end_date!).toISOString()).toBe('2026-05-10T12:00:00.000Z');
  });

  it.each([
    ['another price', { type: 'premium', price_cents: 100 }],
    ['another type', { type: 'gold', price_cents: 499 }],
    ['a malformed intent id', { type: 'premium', price_cents: 499, payment_intent_id: '../../v1/charges' }],
  ])('when the body has %s, then 400', async (_case, fields) => {
    const { agent, user } = await signUp(ctx);
    await subscribe(agent, { user_id: user.id, ...fields }).expect(400);
  });

  it('when user_id is someone else, then 403', async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await subscribe(agent, { user_id: other.user.id, type: 'premium', price_cents: 499, payment_intent_id: 'pi_demo_x' }).expect(403);
  });
});
