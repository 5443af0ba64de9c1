import Stripe from 'stripe';
import { serviceUnavailable } from '../../shared/http/errors';
import type { PaymentIntentInfo, PaymentProvider } from './payments';

/** STRIPE_API_BASE (tests: a fake Stripe on loopback) in the SDK's host/port/protocol form. */
export function stripeEndpoint(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === 'resource_missing');
}

/** Stripe outages and rejected keys are the payment service being unavailable (503), never a 500. */
function unavailable(err: unknown): never {
  throw Object.assign(serviceUnavailable('payment_service_unavailable'), { cause: err });
}

export function createStripePayments(config: { secretKey: string; apiBase: string | undefined }): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...stripeEndpoint(config.apiBase),
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: 'Dayleaf' },
  });

  return {
    name: 'stripe',

    async createIntent(userId, amount) {
      const intent = await stripe.paymentIntents
        .create({ amount, currency: 'usd', payment_method_types: ['card'], metadata: { userId }, description: 'Dayleaf Premium (1 month)' })
        .catch(unavailable);
      if (!intent.client_secret) unavailable(new Error('PaymentIntent without client_secret'));
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieve(intentId): Promise<PaymentIntentInfo | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        return {
          id: intent.id,
          status: intent.status,
          amount: intent.amount,
          currency: intent.currency,
          userId: intent.metadata?.userId ?? null,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        unavailable(err);
      }
    },
  };
}
