import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, stubFetch } from '../../test/render';
import { PAYMENT_TEXT, payForPremium, type CardPayer } from './payment-flow';

const USER = '00000000-0000-4000-8000-000000000001';

// The network is the edge: the real API client runs against canned server answers.
let serverRoutes: Record<string, () => Response | Promise<Response>>;
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  serverRoutes = {};
  fetchMock = stubFetch((url) => {
    const handler = serverRoutes[url];
    if (!handler) throw new Error(`unexpected call ${url}`);
    return handler();
  });
});

function answer(routes: typeof serverRoutes) {
  serverRoutes = routes;
}

const payer = (overrides: Partial<CardPayer> = {}): CardPayer => ({
  ready: true,
  hasCard: () => true,
  confirm: async () => ({ status: 'succeeded', paymentIntentId: 'pi_1' }),
  ...overrides,
});

const intentOk = () => json(200, { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1' });

describe('payForPremium', () => {
  it('when every step succeeds, then ok, and subscribe names the paid intent', async () => {
    const confirm = vi.fn(async () => ({ status: 'succeeded' as const, paymentIntentId: 'pi_1' }));
    answer({ '/api/create-payment-intent': intentOk, '/api/subscriptions/subscribe': () => json(200, {}) });
    expect(await payForPremium(payer({ confirm }), '  Ana Lima ', USER)).toEqual({ ok: true });
    expect(confirm).toHaveBeenCalledWith('pi_1_secret_x', 'Ana Lima');
    const subscribeCall = fetchMock.mock.calls.find(([url]) => url === '/api/subscriptions/subscribe')!;
    expect(JSON.parse(String(subscribeCall[1]?.body))).toEqual({ user_id: USER, type: 'premium', price_cents: 499, payment_intent_id: 'pi_1' });
  });

  it('when the payment library is not ready, then the not-ready text and no call', async () => {
    expect(await payForPremium(payer({ ready: false }), 'Ana', USER)).toEqual({ ok: false, message: PAYMENT_TEXT.notReady });
    expect(await payForPremium(null, 'Ana', USER)).toEqual({ ok: false, message: PAYMENT_TEXT.notReady });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the card element is missing, then the card-not-found text', async () => {
    expect(await payForPremium(payer({ hasCard: () => false }), 'Ana', USER)).toEqual({ ok: false, message: PAYMENT_TEXT.noCard });
  });

  it('when the intent cannot be created, then the intent text', async () => {
    answer({ '/api/create-payment-intent': () => json(503, { error: 'down' }) });
    expect(await payForPremium(payer(), 'Ana', USER)).toEqual({ ok: false, message: 'Failed to create payment intent.' });
  });

  it("when the card is declined, then the provider's message", async () => {
    answer({ '/api/create-payment-intent': intentOk });
    const declined = payer({ confirm: async () => ({ status: 'failed', message: 'Your card was declined.' }) });
    expect(await payForPremium(declined, 'Ana', USER)).toEqual({ ok: false, message: 'Your card was declined.' });
  });

  it('when the card fails without a message, then the check-your-card text', async () => {
    answer({ '/api/create-payment-intent': intentOk });
    expect(await payForPremium(payer({ confirm: async () => ({ status: 'failed' }) }), 'Ana', USER)).toEqual({
      ok: false,
      message: 'Payment failed. Please check your card details.',
    });
  });

  it('when the subscription call fails after the payment, then the contact-support text', async () => {
    answer({ '/api/create-payment-intent': intentOk, '/api/subscriptions/subscribe': () => json(402, { error: 'no' }) });
    expect(await payForPremium(payer(), 'Ana', USER)).toEqual({
      ok: false,
      message: 'Payment succeeded, but failed to update your subscription. Please contact support.',
    });
  });

  it('when confirming throws, then the fallback text', async () => {
    answer({ '/api/create-payment-intent': intentOk });
    const broken = payer({ confirm: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await payForPremium(broken, 'Ana', USER)).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
  });
});
