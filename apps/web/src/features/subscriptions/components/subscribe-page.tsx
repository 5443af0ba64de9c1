import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, Info } from 'lucide-react';
import { Suspense } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadingText, PageHeader } from '../../../components/ui/page';
import { env } from '../../../config/env';
import { useCurrentUser } from '../../auth/session';
import { DemoCheckout } from './demo-checkout';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

// Stripe's libraries load only when a key is configured, and only on this page.
const StripeCheckout = preloadableLazy(() => import('./stripe-checkout'));

export default function SubscribePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const key = env.VITE_STRIPE_PUBLISHABLE_KEY;
  return (
    <div className="space-y-4">
      <PageHeader title={t`Upgrade to Premium`} subtitle={t`Dayleaf Premium, billed monthly.`} />
      <Card className="flex items-center gap-3 border-gold/50">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold-soft">
          <Crown className="h-6 w-6 fill-amber-400 text-gold" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <Trans>Dayleaf Premium</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            {user.subscription_status === 'premium' ? t`Adds one month to your membership.` : t`10 daily tasks, all themes, streak restoration.`}
          </p>
        </div>
        <p className="shrink-0 text-end">
          <Trans>
            <span className="text-xl font-bold">$4.99</span>
            <span className="block text-xs text-muted-foreground">per month</span>
          </Trans>
        </p>
      </Card>
      {key ? null : (
        <p className="flex gap-2 rounded-xl border border-border bg-secondary p-3 text-sm text-secondary-foreground" role="note">
          <Info className="h-5 w-5 shrink-0" aria-hidden />
          <span>
            <Trans>
              This subscription is a demo: no real card is charged. Pay with the test card 4242 4242 4242 4242, any future expiry date and
              any CVC.
            </Trans>
          </span>
        </p>
      )}
      <Card>
        {key ? (
          <Suspense fallback={<LoadingText>{t`Loading payment form...`}</LoadingText>}>
            <StripeCheckout publishableKey={key} />
          </Suspense>
        ) : (
          <DemoCheckout />
        )}
      </Card>
    </div>
  );
}
