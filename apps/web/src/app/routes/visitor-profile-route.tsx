import { useLingui } from '@lingui/react/macro';
import type { Mood, ProfileFriendship } from '@dayleaf/contracts';
import { useState, type ReactNode } from 'react';
import { TheirYear } from '../../features/streaks/components/their-year';
import PublicProfilePage from '../../features/users/components/public-profile-page';
import { clockDay } from '../../lib/clock-day';
import { usePageSettled } from '../page-settled';

interface ProfileWithYearProps {
  /** Who looks, signed in; null for a visitor, a stranger to everyone. */
  viewerId: string | null;
  /** The last day of the year shown: the viewer's today. */
  today: string;
  friendAction?: (person: { id: string; username: string; done_today?: boolean }, friendship: ProfileFriendship) => ReactNode;
  describeMood?: (mood: Mood) => string;
  /** True while the year is not to be asked for yet (TheirYear's `waiting`). */
  yearWaiting?: boolean;
}

/**
 * Someone's profile: the users feature's page with the streaks feature's year under the streak (states only for a
 * stranger). The signed-in route (public-profile-route.tsx) builds on it, so the build counts these modules once,
 * for this screen, and leaves them out of the chunk every signed-in screen loads (build/screen-chunks.ts).
 */
export function ProfileWithYear({ viewerId, today, friendAction, describeMood, yearWaiting }: ProfileWithYearProps) {
  const { t } = useLingui();
  return (
    <PublicProfilePage
      friendAction={friendAction}
      below={({ id, username }) => (
        <TheirYear userId={id} viewerId={viewerId} today={today} title={id === viewerId ? t`Your year` : t`${username}'s year`} describeMood={describeMood} waiting={yearWaiting} />
      )}
    />
  );
}

/**
 * A profile a signed-out visitor opened from a link, with the person's year up to the day the browser's clock shows
 * (read without Intl, decision record 035). The year and its card's code wait until the page has settled: the screen's
 * largest paint is the person and the way in, and on a phone every request started before it is one more it waits
 * for; the year's shape holds its place meanwhile.
 */
export default function VisitorProfileRoute() {
  const [today] = useState(() => clockDay(new Date(), 0));
  const settled = usePageSettled();
  return <ProfileWithYear viewerId={null} today={today} yearWaiting={!settled} />;
}
