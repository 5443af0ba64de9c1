import type { Agent } from 'supertest';
import { expect } from 'vitest';

export const TEST_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2035, cvc: '123' };

/** Pays with the demo provider's 4242 card and subscribes: the real way a test user becomes premium. */
export async function becomePremium(agent: Agent, userId: string): Promise<string> {
  const intent = await agent.post('/api/create-payment-intent').send({ amount: 499 }).expect(200);
  await agent
    .post('/api/payments/demo/confirm')
    .send({ client_secret: intent.body.clientSecret, card: TEST_CARD, billing_name: 'Test User' })
    .expect(200);
  const res = await agent
    .post('/api/subscriptions/subscribe')
    .send({ user_id: userId, type: 'premium', price_cents: 499, payment_intent_id: intent.body.paymentIntentId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return intent.body.paymentIntentId as string;
}
