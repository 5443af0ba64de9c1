import { describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse } from '../../test/msw/contract';
import { recordRequests, server } from '../../test/msw/server';
import { subscriptionsHandlers } from '../../test/msw/subscriptions';
import { payForPremium, type CardPayer } from './payment-flow';

const USER = '00000000-0000-4000-8000-000000000001';

// The network is the edge: the real API client runs against the handlers each test declares.

const payer = (overrides: Partial<CardPayer> = {}): CardPayer => ({
  ready: true,
  hasCard: () => true,
  confirm: async () => ({ status: 'succeeded', paymentIntentId: 'pi_1' }),
  ...overrides,
});

const intentOk = () => subscriptionsHandlers.createPaymentIntent(() => HttpResponse.json({ clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1' }));

describe('payForPremium', () => {
  it('when every step succeeds, then ok, and subscribe names the paid intent', async () => {
    const confirm = vi.fn(async () => ({ status: 'succeeded' as const, paymentIntentId: 'pi_1' }));
    const subscribed: unknown[] = [];
    server.use(
      intentOk(),
      subscriptionsHandlers.subscribe(async ({ request }) => {
        subscribed.push(await request.json());
        return HttpResponse.json({ subscription_status: 'premium', subscription_end_date: '2026-04-10T12:00:00.000Z' });
      }),
    );
    expect(await payForPremium(payer({ confirm }), '  Ana Lima ', USER)).toEqual({ ok: true });
    expect(confirm).toHaveBeenCalledWith('pi_1_secret_x', 'Ana Lima');
    expect(subscribed).toEqual([{ user_id: USER, type: 'premium', price_cents: 499, payment_intent_id: 'pi_1' }]);
  });

  it('when the payment library is not ready, then the not-ready text and no call', async () => {
    const sent = recordRequests();
    expect(await payForPremium(payer({ ready: false }), 'Ana', USER)).toEqual({ ok: false, message: 'Payment system is not ready. Please try again in a moment.' });
    expect(await payForPremium(null, 'Ana', USER)).toEqual({ ok: false, message: 'Payment system is not ready. Please try again in a moment.' });
    expect(sent).toEqual([]);
  });

  it('when the card element is missing, then the card-not-found text', async () => {
    expect(await payForPremium(payer({ hasCard: () => false }), 'Ana', USER)).toEqual({ ok: false, message: 'Card details not found. Please refresh and try again.' });
  });

  it('when the intent cannot be created, then the intent text', async () => {
    server.use(subscriptionsHandlers.createPaymentIntent(() => apiError(503, 'down')));
    expect(await payForPremium(payer(), 'Ana', USER)).toEqual({ ok: false, message: 'Failed to create payment intent.' });
  });

  it("when the card is declined, then the provider's message", async () => {
    server.use(intentOk());
    const declined = payer({ confirm: async () => ({ status: 'failed', message: 'Your card was declined.' }) });
    expect(await payForPremium(declined, 'Ana', USER)).toEqual({ ok: false, message: 'Your card was declined.' });
  });

  it('when the card fails without a message, then the check-your-card text', async () => {
    server.use(intentOk());
    expect(await payForPremium(payer({ confirm: async () => ({ status: 'failed' }) }), 'Ana', USER)).toEqual({
      ok: false,
      message: 'Payment failed. Please check your card details.',
    });
  });

  it('when the subscription call fails after the payment, then the contact-support text', async () => {
    server.use(intentOk(), subscriptionsHandlers.subscribe(() => apiError(402, 'no')));
    expect(await payForPremium(payer(), 'Ana', USER)).toEqual({
      ok: false,
      message: 'Payment succeeded, but failed to update your subscription. Please contact support.',
    });
  });

  it('when confirming throws, then the fallback text', async () => {
    server.use(intentOk());
    const broken = payer({ confirm: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await payForPremium(broken, 'Ana', USER)).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
  });
});
