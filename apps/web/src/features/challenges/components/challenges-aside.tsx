import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { flattenPages } from '../../../lib/paged-query';
import { useActiveChallenges } from '../api/get-active-challenges';
import { ProgressBar } from './progress-bar';

/** How many running challenges the feed's side column shows; the challenges screen has them all. */
export const CHALLENGES_ASIDE_COUNT = 4;

/** The feed's side column on a wide screen: the user's running challenges and their progress in each. */
export function ChallengesAside({ userId }: { userId: string }) {
  const query = useActiveChallenges(userId);
  const active = flattenPages(query.data);
  if (query.isError) return null;
  return (
    <Card aria-labelledby="challenges-aside-title" role="region" className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <CardTitle id="challenges-aside-title">
          <Trans>Your Active Challenges</Trans>
        </CardTitle>
        <Link to={paths.challenges} className="shrink-0 text-sm font-medium text-primary hover:underline">
          <Trans>See all</Trans>
        </Link>
      </div>
      {query.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : active.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Join a challenge or start your own and invite friends.</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {active.slice(0, CHALLENGES_ASIDE_COUNT).map((c) => (
            <li key={c.id} className="space-y-1">
              <p dir="auto" className="break-words text-sm font-semibold leading-snug [overflow-wrap:anywhere]">{c.name}</p>
              <ProgressBar value={c.progress} max={c.totalDays} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
