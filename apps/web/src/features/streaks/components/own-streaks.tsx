import type { Mood, User } from '@dayleaf/contracts';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useLocalToday } from '../../../lib/use-local-today';
import { useDays } from '../api/get-days';
import { useStats } from '../api/get-stats';
import { yearRange } from '../year';
import { CardShape, Loaded } from './card-states';

// The cards' code comes with their data, not with the profile's first screen, which shows their shapes meanwhile.
const YearCard = preloadableLazy(() => import('./year-card'));
const StatsCard = preloadableLazy(() => import('./stats-card'));

type Range = { from: string; to: string };

/**
 * The own profile's year and streak stats, from one read of the year's days (the stats card's weeks come from it)
 * and one of the figures, both asked for at once, beside the cards' code.
 */
export function OwnStreaks({ user, describeMood }: { user: User; describeMood?: (mood: Mood) => string }) {
  // The user's today in their zone (docs/product.md#your-day), as the tasks screen has it.
  const { t } = useLingui();
  const today = useLocalToday(user.time_zone, user.day_start_hour);
  const range: Range = useMemo(() => yearRange(today), [today]);
  const days = useDays(user.id, user.id, range.from, range.to);
  const stats = useStats(user.id, user.id);
  return (
    <>
      <Loaded query={days} title={t`Your year`} failed={t`Your year could not be loaded.`} tall>
        {(data) => <YearCard title={t`Your year`} range={range} days={data} describeMood={describeMood} />}
      </Loaded>
      <Loaded query={stats} title={t`Streak stats`} failed={t`Your streak stats could not be loaded.`}>
        {(figures) => (days.isPending ? <CardShape title={t`Streak stats`} /> : <StatsCard stats={figures} range={range} days={days.data} />)}
      </Loaded>
    </>
  );
}
