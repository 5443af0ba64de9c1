import type { Challenge } from '@dayleaf/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingText } from '../../../components/ui/page';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { formatNumber } from '../../../lib/i18n/format';
import { useCurrentUser } from '../../auth/session';
import { challengeQueryOptions, useChallenge } from '../api/get-challenge';
import { ChallengeAction } from './challenge-action';
import { CreatedBy } from './created-by';
import { InviteLinkSection } from './invite-link-section';
import { ParticipantList } from './participant-list';
import { ProgressBar } from './progress-bar';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

/** The challenge a dialog shows: its id and name, and the list's copy when it was opened from one. */
export interface ViewedChallenge {
  id: string;
  name: string;
  shown?: Challenge;
}

interface DetailProps {
  viewed: ViewedChallenge | null;
  userId: string;
  joiningId: string | undefined;
  onJoin(challenge: Challenge): void;
  onOpenChange(open: boolean): void;
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-xl bg-muted px-2 py-2 text-center">
      <div className="text-lg font-bold tabular-nums">{formatNumber(value)}</div>
      <div className="text-[11px] text-muted-foreground">{label}</div>
    </div>
  );
}

/**
 * Everything about one challenge: what it is, how it stands, the user's own progress and who takes part. It reads
 * the challenge by its id (the active list has only a summary), starting from the list's copy when there is one; a
 * join or leave writes the new state into it.
 */
export function ChallengeDetailDialog({ viewed, userId, joiningId, onJoin, onOpenChange }: DetailProps) {
  const title = useTitle(viewed);
  return (
    <Dialog open={viewed !== null} onOpenChange={onOpenChange} title={title} titleDir="auto">
      {viewed ? <ChallengeDetail viewed={viewed} userId={userId} joining={joiningId === viewed.id} onJoin={onJoin} /> : null}
    </Dialog>
  );
}

/** The name the opener knew, else the one read (a notification's link knows only the id). */
function useTitle(viewed: ViewedChallenge | null): string {
  const { t } = useLingui();
  const query = useQuery({ ...challengeQueryOptions(viewed?.id ?? ''), enabled: !!viewed && !viewed.name && !viewed.shown });
  return viewed?.name || query.data?.name || t`Challenge`;
}

// The button's code comes when a finished challenge is opened; the card's on a press.
const ShareButton = preloadableLazy(() => import('../../../components/ui/share-button'));

/** The user's result in a challenge they took part in to its end (or completed): where its notification leads. */
function ShareResult({ challenge }: { challenge: Challenge }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const shared = { id: challenge.id, name: challenge.name, duration_days: challenge.duration_days, progress: challenge.user_progress };
  return (
    <Suspense fallback={null}>
      <ShareButton
        variant="primary"
        size="md"
        className="w-full"
        label={t`Share your result`}
        card={() => import('../share-challenge').then((m) => m.challengeShareCard(queryClient, user, shared))}
      />
    </Suspense>
  );
}

function ChallengeDetail({ viewed, userId, joining, onJoin }: { viewed: ViewedChallenge; userId: string; joining: boolean; onJoin(c: Challenge): void }) {
  const { t } = useLingui();
  const query = useChallenge(viewed.id, viewed.shown);
  if (query.isPending) {
    return (
      <LoadingText>
        <Trans>Loading challenge...</Trans>
      </LoadingText>
    );
  }
  if (query.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>This challenge could not be loaded. Please try again.</Trans>
      </p>
    );
  }
  const challenge = query.data;
  const { participants, days_remaining: daysLeft } = challenge;
  return (
    <div className="space-y-4">
      <p dir="auto" className="whitespace-pre-line break-words text-sm">{challenge.description}</p>
      <div className="grid grid-cols-3 gap-2">
        <Stat value={challenge.duration_days} label={t`Days total`} />
        <Stat value={participants} label={plural(participants, { one: 'Participant', other: 'Participants' })} />
        <Stat value={daysLeft} label={plural(daysLeft, { one: 'Day left', other: 'Days left' })} />
      </div>
      <CreatedBy
        name={challenge.created_by_name}
        status={challenge.created_by_subscription_status}
        className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground"
      />
      {challenge.user_joined ? <ProgressBar value={challenge.user_progress} max={challenge.duration_days} /> : null}
      <ChallengeAction challenge={challenge} userId={userId} joining={joining} onJoin={onJoin} className="w-full" />
      {challenge.user_joined && (!challenge.is_active || challenge.user_progress >= challenge.duration_days) ? <ShareResult challenge={challenge} /> : null}
      {challenge.user_joined && challenge.is_active ? <InviteLinkSection challenge={challenge} userId={userId} /> : null}
      <section aria-labelledby="participants-title">
        <h3 id="participants-title" className="mb-1 font-semibold">
          <Trans>Participants</Trans>
        </h3>
        <ParticipantList challenge={challenge} userId={userId} />
      </section>
    </div>
  );
}
