import { PageHeader } from '../../../components/ui/page';

// Placeholder until this feature's screen lands.
export default function SubscriptionPage() {
  return <PageHeader title="Dayleaf Premium" />;
}
