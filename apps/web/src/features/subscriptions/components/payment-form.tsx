import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle } from 'lucide-react';
import { startTransition, useActionState, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../auth/session';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { useSubscribe } from '../api/subscribe';
import { PAYMENT_TEXT, payForPremium, type CardPayer } from '../payment-flow';

/** Name on card, the provider's card fields, Pay and Cancel; shared by the Stripe and the demo checkout. */
export function PaymentForm({ payer, cardFields }: { payer: CardPayer; cardFields: ReactNode }) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const intent = useCreatePaymentIntent();
  const subscription = useSubscribe(user.id);
  const [name, setName] = useState('');
  // The purchase is an Action: `processing` while it runs, `error` what its last attempt said (null once it paid).
  const [error, pay, processing] = useActionState(async () => {
    const outcome = await payForPremium(payer, name, user.id, {
      createPaymentIntent: () => intent.mutateAsync(),
      subscribe: subscription.mutateAsync,
    });
    if (!outcome.ok) return outcome.message;
    // useSubscribe has already read the user again, so the plan page shows premium.
    toast.success(i18n._(PAYMENT_TEXT.successTitle), { description: i18n._(PAYMENT_TEXT.successDescription) });
    navigate(paths.subscription);
    return null;
  }, null);

  // Started from onSubmit, not `<form action>`: React resets a form once its action ends, and a declined card keeps
  // what was typed.
  function submit(event: FormEvent) {
    event.preventDefault();
    if (processing || !name.trim()) return;
    startTransition(pay);
  }

  function cancel() {
    // Back where the user came from; straight to the plan page when /subscribe was opened directly.
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(paths.subscription);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t`Name on Card`}>
        {(field) => (
          <Input
            {...field}
            value={name}
            autoComplete="cc-name"
            maxLength={100}
            placeholder={t`Full name`}
            disabled={processing}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <fieldset disabled={processing} className="min-w-0">
        <legend className="mb-1 block text-sm font-medium">
          <Trans>Card Details</Trans>
        </legend>
        {cardFields}
      </fieldset>
      {error && !processing ? (
        <p role="alert" className="flex gap-2 rounded-xl border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          <AlertCircle className="h-5 w-5 shrink-0" aria-hidden /> {error}
        </p>
      ) : null}
      <Button type="submit" variant="premium" size="lg" className="w-full" disabled={processing || !name.trim() || !payer.ready}>
        {processing ? t`Processing Payment...` : t`Pay $4.99`}
      </Button>
      <Button variant="outline" className="w-full" disabled={processing} onClick={cancel}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
