import type { ActiveChallengeSummary } from '@dayleaf/contracts';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Crown, Eye, LogOut, Plus, Timer, Trophy, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/page';
import { useLingui } from '../../../lib/i18n/runtime';
import { useFilteredPages } from '../../../lib/use-filtered-pages';
import { useActiveChallenges } from '../api/get-active-challenges';
import { daysLeftText } from './join-state';
import { InviteButton } from './invite-button';
import { LoadMore } from '../../../components/ui/load-more';
import { ProgressBar } from './progress-bar';

interface ActiveActions {
  userId: string;
  onCreate(): void;
  onView(challenge: ActiveChallengeSummary): void;
  onLeave(challenge: ActiveChallengeSummary): void;
}

const participantCount = (participants: number) => plural(participants, { one: '# participant', other: '# participants' });

/** Running and not completed yet: a challenge completed before its end is in the history, as 'Completed'. */
const underWay = (c: ActiveChallengeSummary) => c.progress < c.totalDays;

/**
 * The running challenges the user takes part in, with their own progress in each. The creator invites friends to
 * theirs; anyone else may leave (asked first, by the page).
 */
export function ActiveChallengesSection({ userId, onCreate, onView, onLeave }: ActiveActions) {
  // The counts are written here: re-rendered in a new language with the rest of the screen.
  useLingui();
  const query = useActiveChallenges(userId);
  const { items: active, looking } = useFilteredPages(query, underWay);

  return (
    <section aria-labelledby="active-challenges-title" className="space-y-3">
      <h2 id="active-challenges-title" className="text-lg font-semibold">
        <Trans>Your Active Challenges</Trans>
      </h2>
      {query.isPending || looking ? (
        <LoadingText>
          <Trans>Loading challenges...</Trans>
        </LoadingText>
      ) : query.isError ? null : active.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-6 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/15 text-primary" aria-hidden>
            <Trophy className="h-6 w-6" />
          </span>
          <h3 className="font-semibold">
            <Trans>No Challenges Yet</Trans>
          </h3>
          <p className="text-sm text-muted-foreground">
            <Trans>Join a challenge below or start your own and invite friends.</Trans>
          </p>
          <Button size="sm" className="mt-1" onClick={onCreate}>
            <Plus className="h-4 w-4" aria-hidden /> <Trans>Create Challenge</Trans>
          </Button>
        </Card>
      ) : (
        <div className="space-y-2">
          {active.map((c) => (
            <Card key={c.id} role="article" aria-label={c.name} className="space-y-2 p-3">
              <div className="flex items-start justify-between gap-2">
                <h3 dir="auto" className="min-w-0 break-words font-semibold leading-snug">{c.name}</h3>
                {c.is_own_challenge ? (
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent/20 px-2 py-0.5 text-xs font-medium text-foreground">
                    <Crown className="h-3 w-3 text-accent" aria-hidden /> <Trans>Your Challenge</Trans>
                  </span>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <Timer className="h-3.5 w-3.5" aria-hidden />
                  {daysLeftText(c.daysLeft)}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Users className="h-3.5 w-3.5" aria-hidden />
                  {participantCount(c.participants)}
                </span>
              </div>
              <ProgressBar value={c.progress} max={c.totalDays} />
              <div className="flex gap-2 pt-1">
                {c.is_own_challenge ? <InviteButton challengeId={c.id} name={c.name} className="min-w-0 flex-1 whitespace-nowrap" /> : null}
                <Button size="sm" variant="outline" className="shrink-0 whitespace-nowrap" onClick={() => onView(c)}>
                  <Eye className="h-4 w-4" aria-hidden />
                  <Trans>View</Trans>
                </Button>
                {c.is_own_challenge ? null : (
                  <Button size="sm" variant="ghost" className="ms-auto shrink-0 whitespace-nowrap text-muted-foreground" onClick={() => onLeave(c)}>
                    <LogOut className="h-4 w-4" aria-hidden />
                    <Trans>Leave</Trans>
                  </Button>
                )}
              </div>
            </Card>
          ))}
          <LoadMore query={query} />
        </div>
      )}
    </section>
  );
}
