import type { Mood } from '@dayleaf/contracts';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { daysQueryOptions } from '../api/get-days';
import { yearRange } from '../year';
import { Loaded } from './card-states';
import { YearShape } from './year-shape';

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
  /**
   * True while the year and its card's code are not to be asked for yet (the composing route waits for the page to
   * settle where the first paint does not need the year): the card's shape holds its place meanwhile.
   */
  waiting?: boolean;
}

/** A user's year (features/streaks/components/year-card.tsx) as `viewerId` may see it: on a profile someone else opens. */
export function TheirYear({ userId, viewerId, today, title, describeMood, waiting = false }: YearProps) {
  const { t } = useLingui();
  const range = useMemo(() => yearRange(today), [today]);
  const days = useQuery({ ...daysQueryOptions(userId, viewerId, range.from, range.to), enabled: !waiting });
  // Once it was held back, the code comes beside the data rather than after it. A failure shows when the card
  // renders (card-states.tsx).
  const [heldBack] = useState(waiting);
  useEffect(() => {
    if (heldBack && !waiting) YearCard.preload().catch(() => undefined);
  }, [heldBack, waiting]);
  return (
    <Loaded query={days} title={title} failed={t`This year could not be loaded.`} shape={<YearShape title={title} today={range.to} />}>
      {(data) => <YearCard title={title} range={range} days={data} describeMood={describeMood} />}
    </Loaded>
  );
}
