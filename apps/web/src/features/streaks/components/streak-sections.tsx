import type { Mood, User } from '@dayleaf/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cardClasses } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalToday } from '../../../lib/use-local-today';
import { useDays } from '../api/get-days';
import { useStats } from '../api/get-stats';
import { yearRange } from '../year';

// The cards' code comes with their data, not with the profile's first screen, which shows their shapes meanwhile.
const YearCard = lazy(() => import('./year-card'));
const StatsCard = lazy(() => import('./stats-card'));

type Range = { from: string; to: string };

/** A card's shape while its code or data comes: its title and a block. */
function CardShape({ title, tall = false }: { title: string; tall?: boolean }) {
  return (
    <section aria-label={title} aria-busy="true" className={cardClasses('space-y-3 p-4')}>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className={tall ? 'h-44 w-full' : 'h-28 w-full'} />
    </section>
  );
}

/** A card whose data could not be read: says so, and offers to read again. */
function CardFailed({ title, text, retry }: { title: string; text: string; retry(): void }) {
  return (
    <section aria-label={title} className={cardClasses('p-4 text-center')}>
      <p className="mb-3 text-sm text-muted-foreground">{text}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        Try again
      </Button>
    </section>
  );
}

/** What a read shows: its shape while pending, its failure, else `ready` with the data. */
function Loaded<T>({ query, title, failed, tall, children }: { query: UseQueryResult<T>; title: string; failed: string; tall?: boolean; children(data: T): ReactNode }) {
  if (query.isPending) return <CardShape title={title} tall={tall} />;
  if (query.isError) return <CardFailed title={title} text={failed} retry={() => void query.refetch()} />;
  return <Suspense fallback={<CardShape title={title} tall={tall} />}>{children(query.data)}</Suspense>;
}

interface YearProps {
  userId: string;
  /** Who looks: the answer holds tasks and moods for the user and their friends, states only for others. */
  viewerId: string | null;
  /** The last day shown: the viewer's today. */
  today: string;
  title: string;
  describeMood?: (mood: Mood) => string;
}

/** A user's year (features/streaks/components/year-card.tsx) as `viewerId` may see it: on a profile someone else opens. */
export function TheirYear({ userId, viewerId, today, title, describeMood }: YearProps) {
  const range = useMemo(() => yearRange(today), [today]);
  const days = useDays(userId, viewerId, range.from, range.to);
  return (
    <Loaded query={days} title={title} failed="This year could not be loaded." tall>
      {(data) => <YearCard title={title} range={range} days={data} describeMood={describeMood} />}
    </Loaded>
  );
}

/**
 * The own profile's year and streak stats, from one read of the year's days (the stats card's weeks come from it)
 * and one of the figures, both asked for at once, beside the cards' code.
 */
export function OwnStreaks({ user, describeMood }: { user: User; describeMood?: (mood: Mood) => string }) {
  // The user's today in their zone (docs/product.md#your-day), as the tasks screen has it.
  const today = useLocalToday(user.time_zone, user.day_start_hour);
  const range: Range = useMemo(() => yearRange(today), [today]);
  const days = useDays(user.id, user.id, range.from, range.to);
  const stats = useStats(user.id, user.id);
  return (
    <>
      <Loaded query={days} title="Your year" failed="Your year could not be loaded." tall>
        {(data) => <YearCard title="Your year" range={range} days={data} describeMood={describeMood} />}
      </Loaded>
      <Loaded query={stats} title="Streak stats" failed="Your streak stats could not be loaded.">
        {(figures) => (days.isPending ? <CardShape title="Streak stats" /> : <StatsCard stats={figures} range={range} days={days.data} />)}
      </Loaded>
    </>
  );
}
