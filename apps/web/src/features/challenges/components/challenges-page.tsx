import type { Challenge } from '@dayleaf/contracts';
import { Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page';
import { TabPanel, useTabPanels } from '../../../components/ui/tab-panels';
import { useCurrentUser } from '../../auth/session';
import { useJoinAction } from '../hooks/use-join-action';
import { ActiveChallengesSection } from './active-challenges-section';
import { ChallengeDetailDialog } from './challenge-detail-dialog';
import { ChallengeHistory } from './challenge-history';
import { ChallengeList } from './challenge-list';
import { CreateChallengeDialog } from './create-challenge-dialog';
import { tabList, tabTrigger } from './tab-styles';

/** /challenges: find, create and join challenges, follow the ones you are in, and look back at your record. */
export default function ChallengesPage() {
  const user = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<Challenge | null>(null);
  const { join, joiningId } = useJoinAction(user.id);
  const [tab, setTab] = useState<'available' | 'history'>('available');
  const panels = useTabPanels(tab);

  async function joinAndShow(challenge: Challenge) {
    const joined = await join(challenge);
    // The open dialog shows the challenge as it now stands (joined, one more participant).
    if (joined) setSelected((current) => (current?.id === joined.id ? joined : current));
  }

  const actions = { userId: user.id, joiningId, onJoin: joinAndShow, onView: setSelected };

  return (
    <div className="space-y-4">
      <PageHeader title="Challenges" subtitle="Compete with friends!" />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
        <Tabs.List aria-label="Challenges" className={tabList}>
          <Tabs.Trigger value="available" {...panels.trigger('available')} className={tabTrigger}>
            Available Challenges
          </Tabs.Trigger>
          <Tabs.Trigger value="history" {...panels.trigger('history')} className={tabTrigger}>
            Challenge History
          </Tabs.Trigger>
        </Tabs.List>
        <TabPanel {...panels.panel('available')} className="mt-4 space-y-6">
          <Button className="w-full" onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Create New Challenge
          </Button>
          <ActiveChallengesSection userId={user.id} onCreate={() => setCreating(true)} />
          <section aria-labelledby="browse-title" className="space-y-3">
            <h2 id="browse-title" className="text-lg font-semibold">
              Browse Challenges
            </h2>
            <ChallengeList {...actions} />
          </section>
        </TabPanel>
        <TabPanel {...panels.panel('history')} className="mt-4">
          <ChallengeHistory userId={user.id} />
        </TabPanel>
      </Tabs.Root>
      <CreateChallengeDialog userId={user.id} open={creating} onOpenChange={setCreating} />
      <ChallengeDetailDialog
        challenge={selected}
        userId={user.id}
        joining={selected !== null && joiningId === selected.id}
        onJoin={joinAndShow}
        onOpenChange={(open) => !open && setSelected(null)}
      />
    </div>
  );
}
