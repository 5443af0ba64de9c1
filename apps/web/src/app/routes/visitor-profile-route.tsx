import { useState } from 'react';
import { TheirYear } from '../../features/streaks/components/streak-sections';
import PublicProfilePage from '../../features/users/components/public-profile-page';
import { clockDay } from '../../lib/clock-day';

/**
 * A profile a signed-out visitor opened from a link: the users feature's page with the person's year, which a
 * stranger sees as states only, up to the day the browser's clock shows (read without Intl, decision record 035).
 */
export default function VisitorProfileRoute() {
  const [today] = useState(() => clockDay(new Date(), 0));
  return <PublicProfilePage below={(person) => <TheirYear userId={person.id} viewerId={null} today={today} title={`${person.username}'s year`} />} />;
}
