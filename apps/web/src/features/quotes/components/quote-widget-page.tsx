import { PageHeader } from '../../../components/ui/page';

// Placeholder until this feature's screen lands.
export default function QuoteWidgetPage() {
  return <PageHeader title="Your Daily Motivation" />;
}
