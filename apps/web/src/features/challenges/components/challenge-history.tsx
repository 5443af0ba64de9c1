import type { ChallengeHistoryItem, ChallengeStatus } from '@dayleaf/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Card } from '../../../components/ui/card';
import { useCurrentUser } from '../../auth/session';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/i18n/format';
import { useChallengeHistory } from '../api/get-challenge-history';
import { shortDate } from './join-state';
import { ChallengePages } from './challenge-pages';
import { ProgressBar } from './progress-bar';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

/**
 * Colour and word together, so the status never depends on colour alone; every colour is the theme's, in pairs the
 * theme check keeps readable (features/themes/theme-contrast.test.ts).
 */
const STATUS = {
  active: { word: msg`Active`, badgeClass: 'bg-accent/20 text-foreground', bar: 'accent' },
  completed: { word: msg`Completed`, badgeClass: 'bg-primary text-primary-foreground', bar: 'primary' },
  expired: { word: msg`Expired`, badgeClass: 'bg-muted text-muted-foreground', bar: 'muted' },
  left: { word: msg({ message: 'Left', comment: 'The status of a challenge the user left' }), badgeClass: 'border border-border text-muted-foreground', bar: 'muted' },
} as const satisfies Record<ChallengeStatus, { word: MessageDescriptor; badgeClass: string; bar: 'primary' | 'accent' | 'muted' }>;

/** The record: challenges completed, ended or left. Running ones are under 'Your Active Challenges'. */
const finished = (item: ChallengeHistoryItem) => item.status !== 'active';

export function ChallengeHistory({ userId }: { userId: string }) {
  const query = useChallengeHistory(userId);
  return (
    <ChallengePages query={query} keep={finished} empty={<Trans>No challenge history yet. Join your first challenge to start building your record!</Trans>}>
      {(item) => <HistoryCard key={item.id} item={item} />}
    </ChallengePages>
  );
}

function HistoryCard({ item }: { item: ChallengeHistoryItem }) {
  const { t, i18n } = useLingui();
  const status = STATUS[item.status];
  const rate = formatNumber(item.completion_rate);
  return (
    <Card role="article" aria-label={item.challenge_name} className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <h3 dir="auto" className="min-w-0 break-words font-semibold leading-snug">{item.challenge_name}</h3>
        <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', status.badgeClass)}>{i18n._(status.word)}</span>
      </div>
      <p dir="auto" className="line-clamp-2 break-words text-sm text-muted-foreground">{item.challenge_description}</p>
      <ProgressBar value={item.final_progress} max={item.duration_days} label={t`Progress`} tone={status.bar} />
      <div className="flex items-end justify-between gap-3">
        <dl className="grid flex-1 grid-cols-2 gap-2 text-xs">
          <div>
            <dt className="text-muted-foreground">
              <Trans>Completion rate</Trans>
            </dt>
            <dd className="text-base font-semibold tabular-nums">{t`${rate}%`}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{item.completed_at ? t`Finished` : t`Started`}</dt>
            <dd className="text-sm font-medium">{shortDate(item.completed_at ?? item.started_at)}</dd>
          </div>
        </dl>
        {item.status === 'left' ? null : <ShareResult item={item} />}
      </div>
    </Card>
  );
}

// The button's code comes just after the screen (it is not in the screen's first script); the card's on a press.
const ShareButton = preloadableLazy(() => import('../../../components/ui/share-button'));

/** A result worth showing: the card of a challenge completed or taken part in to its end. */
function ShareResult({ item }: { item: ChallengeHistoryItem }) {
  const { t } = useLingui();
  const name = item.challenge_name;
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const shared = {
    id: item.id,
    name: item.challenge_name,
    duration_days: item.duration_days,
    progress: item.final_progress,
    standing: item.place === null ? null : { place: item.place, of: item.participants },
  };
  return (
    <Suspense fallback={null}>
      <ShareButton
        className="shrink-0"
        label={t`Share your result in ${name}`}
        card={() => import('../share-challenge').then((m) => m.challengeShareCard(queryClient, user, shared))}
      />
    </Suspense>
  );
}
