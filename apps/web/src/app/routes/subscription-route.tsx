import { useCurrentUser } from '../../features/auth/session';
import SubscriptionPage from '../../features/subscriptions/components/subscription-page';
import { ThemeGallery } from '../../features/themes/components/theme-gallery';

/** The Premium screen: the subscription cards with the theme gallery under them. */
export default function SubscriptionRoute() {
  const user = useCurrentUser();
  return <SubscriptionPage themes={<ThemeGallery user={user} />} />;
}
