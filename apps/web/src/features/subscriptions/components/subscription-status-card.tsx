import type { User } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, Leaf } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { WhenOpen } from '../../../components/ui/on-demand';
import { formatDate } from '../../../lib/dates';
import { useResumeSubscription } from '../api/resume-subscription';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const CancelSubscriptionDialog = preloadableLazy(() => import('./cancel-subscription-dialog').then((m) => ({ default: m.CancelSubscriptionDialog })));

const longDay = (iso: string) => formatDate(new Date(iso), 'month-day-year');

export function SubscriptionStatusCard({ user }: { user: User }) {
  const { t } = useLingui();
  const premium = user.subscription_status === 'premium';
  const endsOn = premium && user.subscription_end_date ? longDay(user.subscription_end_date) : null;
  let status = t`Up to 3 tasks per day and the free themes.`;
  if (endsOn) status = user.cancel_at_period_end ? t`Your subscription is cancelled. Premium ends on ${endsOn}.` : t`Premium until ${endsOn}.`;
  return (
    <Card>
      <CardTitle className="mb-3">
        <Trans>Subscription Status</Trans>
      </CardTitle>
      <div className="flex items-center gap-3">
        <span
          className={
            premium
              ? 'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold-soft'
              : 'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-secondary'
          }
        >
          {premium ? (
            <Crown className="h-6 w-6 fill-amber-400 text-gold" role="img" aria-label={t`Premium member`} />
          ) : (
            <Leaf className="h-6 w-6 text-primary" aria-hidden />
          )}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-bold">{premium ? t`Premium` : t`Free`}</p>
          <p className="text-sm text-muted-foreground">{status}</p>
        </div>
      </div>
      {endsOn && (user.cancel_at_period_end ? <ResumeButton userId={user.id} /> : <CancelButton endsOn={endsOn} />)}
    </Card>
  );
}

/** The dialog's code loads on the first press: most visits never cancel. */
function CancelButton({ endsOn }: { endsOn: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className="mt-4 w-full" onClick={() => setOpen(true)}>
        <Trans>Cancel subscription</Trans>
      </Button>
      <WhenOpen open={open}>
        <CancelSubscriptionDialog open={open} onOpenChange={setOpen} endsOn={endsOn} />
      </WhenOpen>
    </>
  );
}

function ResumeButton({ userId }: { userId: string }) {
  const { t } = useLingui();
  const resume = useResumeSubscription(userId);
  // A failure's toast comes from the mutation (usePlanChange).
  const onResume = () => resume.mutate(undefined, { onSuccess: () => toast.success(t`Subscription resumed`) });
  return (
    <Button variant="premium" size="sm" className="mt-4 w-full" disabled={resume.isPending} onClick={onResume}>
      {resume.isPending ? t`Resuming...` : t`Resume subscription`}
    </Button>
  );
}
