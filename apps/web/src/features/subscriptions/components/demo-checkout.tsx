import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../lib/api-client';
import { useMemo, useState } from 'react';
import { Field, Input } from '../../../components/ui/input';
import { useConfirmDemoPayment } from '../api/confirm-demo-payment';
import type { CardPayer } from '../payment-flow';
import { PaymentForm } from './payment-form';

/** '4242424242424242' as '4242 4242 4242 4242'. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** 'MMYY' typed as 'MM / YY'. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Without a Stripe key: our own card form, charged by the demo provider with Stripe's test-card rules. */
export function DemoCheckout() {
  const { t } = useLingui();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const { mutateAsync: confirmDemoPayment } = useConfirmDemoPayment();

  const payer = useMemo<CardPayer>(
    () => ({
      ready: true,
      hasCard: () => true,
      async confirm(clientSecret, billingName) {
        const [month = '', year = ''] = expiry.split('/').map((p) => p.trim());
        try {
          const res = await confirmDemoPayment({ clientSecret, card: { number, exp_month: month, exp_year: year, cvc }, billingName });
          return { status: 'succeeded', paymentIntentId: res.paymentIntentId };
        } catch (err) {
          if (err instanceof ApiError) return { status: 'failed', message: err.serverMessage };
          throw err;
        }
      },
    }),
    [number, expiry, cvc, confirmDemoPayment],
  );

  const cardFields = (
    <div className="space-y-3 rounded-xl border border-border bg-muted/40 p-3">
      <Field label={t`Card number`}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={number}
            onChange={(e) => setNumber(groupDigits(e.target.value))}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t`Expiry (MM/YY)`}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t`MM / YY`}
              value={expiry}
              onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            />
          )}
        </Field>
        <Field label={t`CVC`}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={cvc}
              onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            />
          )}
        </Field>
      </div>
    </div>
  );

  return <PaymentForm payer={payer} cardFields={cardFields} />;
}
