import { PageHeader } from '../../../components/ui/page';

// Placeholder until this feature's screen lands.
export default function FeedPage() {
  return <PageHeader title="Friends Feed" />;
}
