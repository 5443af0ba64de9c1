import { PageHeader } from '../../../components/ui/page';

// Placeholder until this feature's screen lands.
export default function ChallengesPage() {
  return <PageHeader title="Challenges" />;
}
