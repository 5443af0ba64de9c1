import { PageHeader } from '../../../components/ui/page';

// Placeholder until this feature's screen lands.
export default function SubscribePage() {
  return <PageHeader title="Upgrade to Premium" />;
}
