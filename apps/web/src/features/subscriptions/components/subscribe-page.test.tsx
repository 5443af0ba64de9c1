import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, TEST_USER_ID } from '../../../test/render';
import { fakeApi, renderSignedIn } from '../../../test/subscriptions-fixtures';
import SubscribePage from './subscribe-page';

const intent = { status: 200, body: { clientSecret: 'pi_demo_1_secret_x', paymentIntentId: 'pi_demo_1' } };

async function fillCard(name: string, number = '4242424242424242') {
  if (name) await userEvent.type(screen.getByLabelText('Name on Card'), name);
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('/subscribe without a Stripe key (demo card form)', () => {
  it('says payments are a demo, and Pay stays disabled until the name is filled', async () => {
    fakeApi({});
    renderSignedIn(makeUser(), <SubscribePage />, '/subscribe');
    expect(screen.getByRole('heading', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This subscription is a demo');
    const pay = screen.getByRole('button', { name: 'Pay $4.99' });
    expect(pay).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Name on Card'), '   ');
    expect(pay).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Name on Card'), 'Ana');
    expect(pay).toBeEnabled();
  });

  it('formats the card number and expiry as they are typed', async () => {
    fakeApi({});
    renderSignedIn(makeUser(), <SubscribePage />, '/subscribe');
    await fillCard('Ana');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12 / 30');
  });

  it('pays: processing state with buttons disabled, then the welcome toast and /subscription', async () => {
    let release!: () => void;
    const calls = fakeApi({
      'POST /api/create-payment-intent': intent,
      'POST /api/payments/demo/confirm': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { status: 'succeeded', paymentIntentId: 'pi_demo_1' } });
        }),
      'POST /api/subscriptions/subscribe': { status: 200, body: { subscription_status: 'premium', subscription_end_date: '2026-04-10T12:00:00.000Z' } },
      [`GET /api/users/${TEST_USER_ID}`]: { status: 200, body: makeUser({ subscription_status: 'premium' }) },
    });
    renderSignedIn(makeUser(), <SubscribePage />, '/subscribe');
    await fillCard('Ana Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $4.99' }));

    expect(await screen.findByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(await screen.findByText('🎉 Welcome to Dayleaf Premium!')).toBeInTheDocument();
    expect(screen.getByText('You now have access to all premium features.')).toBeInTheDocument();
    expect(await screen.findByText('Subscription screen')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/payments/demo/confirm')!.body).toEqual({
      client_secret: 'pi_demo_1_secret_x',
      card: { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '30', cvc: '123' },
      billing_name: 'Ana Lima',
    });
    expect(calls.find((c) => c.key === 'POST /api/subscriptions/subscribe')!.body).toEqual({
      user_id: TEST_USER_ID,
      type: 'premium',
      price_cents: 499,
      payment_intent_id: 'pi_demo_1',
    });
    expect(calls.some((c) => c.key === `GET /api/users/${TEST_USER_ID}`)).toBe(true);
  });

  it("when the card is declined, shows the provider's message and stays on the page", async () => {
    const calls = fakeApi({
      'POST /api/create-payment-intent': intent,
      'POST /api/payments/demo/confirm': { status: 402, body: { error: 'Your card was declined.', code: 'card_declined' } },
    });
    renderSignedIn(makeUser(), <SubscribePage />, '/subscribe');
    await fillCard('Ana', '4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $4.99' })).toBeEnabled();
    expect(calls.some((c) => c.key === 'POST /api/subscriptions/subscribe')).toBe(false);
  });
});
