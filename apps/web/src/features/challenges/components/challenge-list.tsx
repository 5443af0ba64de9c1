import type { Challenge } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { TabList, TabPanel, useTabs } from '../../../components/ui/tabs';
import type { ListPage } from '../../../lib/paged-query';
import { useFriendChallenges } from '../api/get-friend-challenges';
import { useGlobalChallenges } from '../api/get-global-challenges';
import { ChallengeCard } from './challenge-card';
import { ChallengePages } from './challenge-pages';
import { tabListClass, tabTriggerClass } from './tab-styles';

interface ListActions {
  userId: string;
  joiningId: string | undefined;
  onJoin(challenge: Challenge): void;
  onView(challenge: Challenge): void;
}

const sources = ['friends', 'global'] as const;
type Source = (typeof sources)[number];

/**
 * Challenges to join: the ones the user takes part in (their own included) are under 'Your Active Challenges' or in
 * the history, and the ones they left in the history, so they are not listed again here. Ended ones they never
 * joined stay, marked 'Challenge Ended'.
 */
const toJoin = (c: Challenge) => !c.user_joined && !c.user_left;

/** The 'Friends' and 'Global' sources of challenges to join; only the chosen one is fetched. */
export function ChallengeList(actions: ListActions) {
  const { t } = useLingui();
  const [source, setSource] = useState<Source>('friends');
  const tabs = useTabs(source, setSource, sources);
  return (
    <div>
      <TabList label={t`Challenges from`} className={tabListClass}>
        <button {...tabs.tab('friends')} className={tabTriggerClass}>
          <Trans>Friends</Trans>
        </button>
        <button {...tabs.tab('global')} className={tabTriggerClass}>
          <Trans>Global</Trans>
        </button>
      </TabList>
      <TabPanel {...tabs.panel('friends')} className="mt-3">
        <FriendChallenges {...actions} />
      </TabPanel>
      <TabPanel {...tabs.panel('global')} className="mt-3">
        <GlobalChallenges {...actions} />
      </TabPanel>
    </div>
  );
}

function FriendChallenges(actions: ListActions) {
  return <Cards query={useFriendChallenges(actions.userId)} {...actions} />;
}

function GlobalChallenges(actions: ListActions) {
  return <Cards query={useGlobalChallenges(actions.userId)} {...actions} />;
}

function Cards({ query, userId, joiningId, onJoin, onView }: ListActions & { query: UseInfiniteQueryResult<InfiniteData<ListPage<Challenge>>> }) {
  return (
    <ChallengePages query={query} keep={toJoin} empty={<Trans>No challenges found. Create one to get started!</Trans>}>
      {(c) => <ChallengeCard key={c.id} challenge={c} userId={userId} joining={joiningId === c.id} onJoin={onJoin} onView={onView} />}
    </ChallengePages>
  );
}
