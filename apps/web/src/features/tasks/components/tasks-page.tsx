import { PageHeader } from '../../../components/ui/page';

// Placeholder until this feature's screen lands.
export default function TasksPage() {
  return <PageHeader title="Dayleaf" />;
}
