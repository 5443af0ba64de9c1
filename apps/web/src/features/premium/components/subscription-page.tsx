import { PageHeader } from '../../../components/ui/page';
import { useCurrentUser } from '../../auth/session';
import { PremiumOffer } from './premium-offer';
import { StreakRestorationCard } from './streak-restoration-card';
import { SubscriptionStatusCard } from './subscription-status-card';
import { ThemeGallery } from './theme-gallery';

export default function SubscriptionPage() {
  const user = useCurrentUser();
  const premium = user.subscription_status === 'premium';
  return (
    <div className="space-y-4">
      <PageHeader
        title="Dayleaf Premium"
        subtitle={premium ? 'Thank you for being a member.' : 'More tasks, more themes, second chances.'}
      />
      <SubscriptionStatusCard user={user} />
      {premium ? <StreakRestorationCard user={user} /> : <PremiumOffer />}
      <ThemeGallery user={user} />
    </div>
  );
}
