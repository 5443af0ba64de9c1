import { expect } from 'vitest';
import { signUp, type Agent, type SignedUp, type TestContext } from '../test-app';

/*
 * Two ways to make a test user premium. makePremium writes the row, for tests about something else that
 * merely need a premium user; becomePremium pays through the API, for tests of the payment path and of what
 * a paid month leads to.
 */

export const TEST_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2035, cvc: '123' };

/**
 * Makes the user premium for 30 days from the test clock's now by writing subscription_end_date: no payment,
 * no subscriptions row, no trophy. For tests about another feature that only need a premium user, such as
 * the premium task limit in tasks.api.test.ts.
 */
export async function makePremium(ctx: TestContext, userId: string): Promise<void> {
  const end = new Date(ctx.clock.now().getTime() + 30 * 86_400_000);
  await ctx.deps.db.query('UPDATE users SET subscription_end_date = $2 WHERE id = $1', [userId, end]);
}

/** A payment intent for the premium price, as the subscribe page asks for it. */
export async function createIntent(agent: Agent): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const res = await agent.post('/api/create-payment-intent').send({ amount: 499 }).expect(200);
  return res.body;
}

/**
 * Pays with the demo provider's 4242 card and subscribes: the real way a user becomes premium, with the
 * subscriptions row and a calendar month in UTC. For tests of the payment path (payments.api.test.ts) and
 * tests whose clock runs to the paid month's end: restore-streak.api.test.ts (a restore 30 days after the
 * first, still inside the month) and the premium expiry in themes.api.test.ts.
 */
export async function becomePremium(agent: Agent, userId: string): Promise<string> {
  const intent = await createIntent(agent);
  await agent.post('/api/payments/demo/confirm').send({ client_secret: intent.clientSecret, card: TEST_CARD, billing_name: 'Test User' }).expect(200);
  const res = await agent
    .post('/api/subscriptions/subscribe')
    .send({ user_id: userId, type: 'premium', price_cents: 499, payment_intent_id: intent.paymentIntentId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return intent.paymentIntentId;
}

/** A new user who paid for premium (becomePremium), for tests of what premium allows and of cancelling it. */
export async function signUpPremium(ctx: TestContext): Promise<SignedUp> {
  const account = await signUp(ctx);
  await becomePremium(account.agent, account.user.id);
  return account;
}
