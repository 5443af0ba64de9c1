import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, TEST_USER_ID } from '../../../test/render';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { recordRequests, server } from '../../../test/msw/server';
import { subscriptionsHandlers } from '../../../test/msw/subscriptions';
import { usersHandlers } from '../../../test/msw/users';
import { renderSignedIn } from '../../../test/subscriptions-fixtures';
import SubscribePage from './subscribe-page';

const intent = () => subscriptionsHandlers.createPaymentIntent(() => HttpResponse.json({ clientSecret: 'pi_demo_1_secret_x', paymentIntentId: 'pi_demo_1' }));

async function fillCard(name: string, number = '4242424242424242') {
  if (name) await userEvent.type(screen.getByLabelText('Name on Card'), name);
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('/subscribe without a Stripe key (demo card form)', () => {
  it('says payments are a demo, and Pay stays disabled until the name is filled', async () => {
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
    renderSignedIn(makeUser(), <SubscribePage />, '/subscribe');
    await fillCard('Ana');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12 / 30');
  });

  it('pays: processing state with buttons disabled, then the welcome toast and /subscription', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const confirmed: unknown[] = [];
    const subscribed: unknown[] = [];
    const reloaded: string[] = [];
    server.use(
      intent(),
      subscriptionsHandlers.confirmDemoPayment(async ({ request }) => {
        confirmed.push(await request.json());
        await released;
        return HttpResponse.json({ status: 'succeeded', paymentIntentId: 'pi_demo_1' });
      }),
      subscriptionsHandlers.subscribe(async ({ request }) => {
        subscribed.push(await request.json());
        return HttpResponse.json({ subscription_status: 'premium', subscription_end_date: '2026-04-10T12:00:00.000Z' });
      }),
      usersHandlers.getUser(({ params }) => {
        reloaded.push(params.id);
        return HttpResponse.json(makeUser({ subscription_status: 'premium' }));
      }),
    );
    renderSignedIn(makeUser(), <SubscribePage />, '/subscribe');
    await fillCard('Ana Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $4.99' }));

    expect(await screen.findByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(await screen.findByText('🎉 Welcome to Dayleaf Premium!')).toBeInTheDocument();
    expect(screen.getByText('You now have access to all premium features.')).toBeInTheDocument();
    expect(await screen.findByText('Subscription screen')).toBeInTheDocument();
    expect(confirmed).toEqual([{
      client_secret: 'pi_demo_1_secret_x',
      card: { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '30', cvc: '123' },
      billing_name: 'Ana Lima',
    }]);
    expect(subscribed).toEqual([{
      user_id: TEST_USER_ID,
      type: 'premium',
      price_cents: 499,
      payment_intent_id: 'pi_demo_1',
    }]);
    expect(reloaded).toContain(TEST_USER_ID);
  });

  it("when the card is declined, shows the provider's message, keeps what was typed and stays on the page; paying again hides it while it runs", async () => {
    const sent = recordRequests();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let attempts = 0;
    server.use(
      intent(),
      subscriptionsHandlers.confirmDemoPayment(async () => {
        if (++attempts > 1) await released;
        return apiError(402, 'Your card was declined.', { code: 'card_declined' });
      }),
    );
    renderSignedIn(makeUser(), <SubscribePage />, '/subscribe');
    await fillCard('Ana', '4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $4.99' })).toBeEnabled();
    expect(screen.getByLabelText('Name on Card')).toHaveValue('Ana');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12 / 30');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
    expect(sent).toContain('POST /api/payments/demo/confirm');
    expect(sent).not.toContain('POST /api/subscriptions/subscribe');

    await userEvent.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect(await screen.findByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Name on Card')).toHaveValue('Ana');
  });
});
