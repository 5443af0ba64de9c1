import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page';
import { useCurrentUser } from '../../auth/session';
import { PremiumOffer } from './premium-offer';
import { StreakRestorationCard } from './streak-restoration-card';
import { SubscriptionStatusCard } from './subscription-status-card';

/** The Premium screen; `themes` (the theme gallery, another feature) is placed under the subscription cards. */
export default function SubscriptionPage({ themes }: { themes?: ReactNode }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const premium = user.subscription_status === 'premium';
  return (
    <div className="space-y-4">
      <PageHeader
        title={t`Dayleaf Premium`}
        subtitle={premium ? t`Thank you for being a member.` : t`More tasks, more themes, second chances.`}
      />
      <SubscriptionStatusCard user={user} />
      {premium ? <StreakRestorationCard user={user} /> : <PremiumOffer />}
      {themes}
    </div>
  );
}
