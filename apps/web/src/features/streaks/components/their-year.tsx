import type { Mood } from '@dayleaf/contracts';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useDays } from '../api/get-days';
import { yearRange } from '../year';
import { Loaded } from './card-states';

// The card's code comes with its data, not with the profile's first screen, which shows its shape meanwhile.
const YearCard = preloadableLazy(() => import('./year-card'));

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
  const { t } = useLingui();
  const range = useMemo(() => yearRange(today), [today]);
  const days = useDays(userId, viewerId, range.from, range.to);
  return (
    <Loaded query={days} title={title} failed={t`This year could not be loaded.`} tall>
      {(data) => <YearCard title={title} range={range} days={data} describeMood={describeMood} />}
    </Loaded>
  );
}

