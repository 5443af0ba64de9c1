import type { Challenge } from '@dayleaf/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/page';
import { TabPanel, useTabPanels } from '../../../components/ui/tab-panels';
import { flattenPages, type ListPage } from '../../../lib/paged-query';
import { useFriendChallenges } from '../api/get-friend-challenges';
import { useGlobalChallenges } from '../api/get-global-challenges';
import { ChallengeCard } from './challenge-card';
import { LoadMore } from '../../../components/ui/load-more';
import { tabList, tabTrigger } from './tab-styles';

interface ListActions {
  userId: string;
  joiningId: string | undefined;
  onJoin(challenge: Challenge): void;
  onView(challenge: Challenge): void;
}

type Source = 'friends' | 'global';

/** The 'Friends' and 'Global' sources of challenges to join; only the chosen one is fetched. */
export function ChallengeList(actions: ListActions) {
  const [source, setSource] = useState<Source>('friends');
  const panels = useTabPanels(source);
  return (
    <Tabs.Root value={source} onValueChange={(v) => setSource(v as Source)}>
      <Tabs.List aria-label="Challenges from" className={tabList}>
        <Tabs.Trigger value="friends" {...panels.trigger('friends')} className={tabTrigger}>
          Friends
        </Tabs.Trigger>
        <Tabs.Trigger value="global" {...panels.trigger('global')} className={tabTrigger}>
          Global
        </Tabs.Trigger>
      </Tabs.List>
      <TabPanel {...panels.panel('friends')} className="mt-3">
        <FriendChallenges {...actions} />
      </TabPanel>
      <TabPanel {...panels.panel('global')} className="mt-3">
        <GlobalChallenges {...actions} />
      </TabPanel>
    </Tabs.Root>
  );
}

function FriendChallenges(actions: ListActions) {
  return <Cards query={useFriendChallenges(actions.userId)} {...actions} />;
}

function GlobalChallenges(actions: ListActions) {
  return <Cards query={useGlobalChallenges(actions.userId)} {...actions} />;
}

function Cards({ query, userId, joiningId, onJoin, onView }: ListActions & { query: UseInfiniteQueryResult<InfiniteData<ListPage<Challenge>>> }) {
  if (query.isPending) return <LoadingText>Loading challenges...</LoadingText>;
  if (query.isError) return null;
  const challenges = flattenPages(query.data);
  if (challenges.length === 0) {
    return (
      <Card className="py-8 text-center text-sm text-muted-foreground">No challenges found. Create one to get started!</Card>
    );
  }
  return (
    <div className="space-y-3">
      {challenges.map((c) => (
        <ChallengeCard key={c.id} challenge={c} userId={userId} joining={joiningId === c.id} onJoin={onJoin} onView={onView} />
      ))}
      <LoadMore query={query} />
    </div>
  );
}
