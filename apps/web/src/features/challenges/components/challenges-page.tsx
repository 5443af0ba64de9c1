import type { ActiveChallengeSummary, Challenge } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { WhenOpen } from '../../../components/ui/on-demand';
import { PageHeader } from '../../../components/ui/page';
import { TabList, TabPanel, useTabs } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../auth/session';
import { useJoinAction } from '../hooks/use-join-action';
import { ActiveChallengesSection } from './active-challenges-section';
import type { ViewedChallenge } from './challenge-detail-dialog';
import { ChallengeHistory } from './challenge-history';
import { ChallengeList } from './challenge-list';
import { tabListClass, tabTriggerClass } from './tab-styles';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

// The dialogs (and the dialog library under them) load the first time one opens, not with the screen.
const CreateChallengeDialog = preloadableLazy(() => import('./create-challenge-dialog').then((m) => ({ default: m.CreateChallengeDialog })));
const ChallengeDetailDialog = preloadableLazy(() => import('./challenge-detail-dialog').then((m) => ({ default: m.ChallengeDetailDialog })));
const LeaveChallengeDialog = preloadableLazy(() => import('./leave-challenge-dialog').then((m) => ({ default: m.LeaveChallengeDialog })));

const pageTabs = ['available', 'history'] as const;

/**
 * /challenges: find, create and join challenges, follow (and leave) the ones you are in, and look back at your
 * record. Each challenge is listed once: yours that run under 'Your Active Challenges', the ones to join under
 * 'Browse Challenges', the finished and left ones in the history.
 */
export default function ChallengesPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [creating, setCreating] = useState(false);
  // A challenge's own address (`/challenges/<id>`, where joining through an invite lands) and a notification about
  // one (`?challenge=<id>`) open this screen on it; its name shows once it is read.
  const [searchParams] = useSearchParams();
  const { id: addressed } = useParams();
  const navigate = useNavigate();
  const [viewed, setViewed] = useState<ViewedChallenge | null>(() => {
    const id = addressed ?? searchParams.get('challenge');
    return id ? { id, name: '' } : null;
  });
  const closeDetail = () => {
    setViewed(null);
    // Closed, the screen is the Challenges screen again: a reload or a shared address opens no dialog.
    if (addressed) void navigate(paths.challenges, { replace: true });
  };
  const [leaving, setLeaving] = useState<ActiveChallengeSummary | null>(null);
  const { join, joiningId } = useJoinAction(user.id);
  const [tab, setTab] = useState<(typeof pageTabs)[number]>('available');
  const tabs = useTabs(tab, setTab, pageTabs);

  const actions = {
    userId: user.id,
    joiningId,
    onJoin: (challenge: Challenge) => void join(challenge),
    onView: (challenge: Challenge) => setViewed({ id: challenge.id, name: challenge.name, shown: challenge }),
  };

  return (
    <div className="space-y-4">
      <PageHeader title={t`Challenges`} subtitle={t`Compete with friends!`} />
      <div>
        <TabList label={t`Challenges`} className={tabListClass}>
          <button {...tabs.tab('available')} className={tabTriggerClass}>
            <Trans>Available Challenges</Trans>
          </button>
          <button {...tabs.tab('history')} className={tabTriggerClass}>
            <Trans>Challenge History</Trans>
          </button>
        </TabList>
        <TabPanel {...tabs.panel('available')} className="mt-4 space-y-6">
          <Button className="w-full" onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden /> <Trans>Create New Challenge</Trans>
          </Button>
          <ActiveChallengesSection
            userId={user.id}
            onCreate={() => setCreating(true)}
            onView={(c) => setViewed({ id: c.id, name: c.name })}
            onLeave={setLeaving}
          />
          <section aria-labelledby="browse-title" className="space-y-3">
            <h2 id="browse-title" className="text-lg font-semibold">
              <Trans>Browse Challenges</Trans>
            </h2>
            <ChallengeList {...actions} />
          </section>
        </TabPanel>
        <TabPanel {...tabs.panel('history')} className="mt-4">
          <ChallengeHistory userId={user.id} />
        </TabPanel>
      </div>
      <WhenOpen open={creating}>
        <CreateChallengeDialog userId={user.id} open onOpenChange={setCreating} />
      </WhenOpen>
      <WhenOpen open={viewed !== null}>
        <ChallengeDetailDialog
          viewed={viewed}
          userId={user.id}
          joiningId={joiningId}
          onJoin={actions.onJoin}
          onOpenChange={(open) => !open && closeDetail()}
        />
      </WhenOpen>
      <WhenOpen open={leaving !== null}>
        {leaving ? <LeaveChallengeDialog challenge={leaving} userId={user.id} open onOpenChange={(open) => !open && setLeaving(null)} /> : null}
      </WhenOpen>
    </div>
  );
}
