import { expect } from 'vitest';
import type { Agent } from '../../../test/test-app';

export const TEST_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2035, cvc: '123' };

/** A payment intent for the premium price, as the subscribe page asks for it. */
export async function createIntent(agent: Agent): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const res = await agent.post('/api/create-payment-intent').send({ amount: 499 }).expect(200);
  return res.body;
}

/** Pays with the demo provider's 4242 card and subscribes: the real way a test user becomes premium. */
export async function becomePremium(agent: Agent, userId: string): Promise<string> {
  const intent = await createIntent(agent);
  await agent.post('/api/payments/demo/confirm').send({ client_secret: intent.clientSecret, card: TEST_CARD, billing_name: 'Test User' }).expect(200);
  const res = await agent
    .post('/api/subscriptions/subscribe')
    .send({ user_id: userId, type: 'premium', price_cents: 499, payment_intent_id: intent.paymentIntentId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return intent.paymentIntentId;
}
