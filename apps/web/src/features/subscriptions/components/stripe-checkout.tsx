import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import type { CardPayer } from '../payment-flow';
import { PaymentForm } from './payment-form';

/** With a publishable key: Stripe Elements collects the card; the card never touches our server. */
export default function StripeCheckout({ publishableKey }: { publishableKey: string }) {
  const [stripePromise] = useState(() => loadStripe(publishableKey));
  return (
    <Elements stripe={stripePromise}>
      <StripePaymentForm />
    </Elements>
  );
}

/** The iframe cannot read our CSS variables, so it gets the current theme's colours as values. */
function cardStyle() {
  /* eslint-disable lingui/no-unlocalized-strings -- CSS values and custom properties */
  const css = getComputedStyle(document.documentElement);
  const color = (name: string) => `hsl(${css.getPropertyValue(name).trim().replace(/ /g, ', ')})`;
  return {
    base: { fontSize: '16px', color: color('--foreground'), '::placeholder': { color: color('--muted-foreground') } },
    invalid: { color: color('--destructive') },
  };
  /* eslint-enable lingui/no-unlocalized-strings */
}

function StripePaymentForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [style] = useState(cardStyle);

  const payer = useMemo<CardPayer>(
    () => ({
      ready: Boolean(stripe && elements),
      hasCard: () => Boolean(elements?.getElement(CardElement)),
      async confirm(clientSecret, billingName) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { status: 'failed' };
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: { name: billingName } } });
        if (result.error) return { status: 'failed', message: result.error.message };
        if (result.paymentIntent?.status === 'succeeded') return { status: 'succeeded', paymentIntentId: result.paymentIntent.id };
        return { status: 'failed' };
      },
    }),
    [stripe, elements],
  );

  const cardFields = (
    <div className="rounded-xl border border-border bg-background px-3 py-3.5">
      <CardElement options={{ style }} />
    </div>
  );
  return <PaymentForm payer={payer} cardFields={cardFields} />;
}
