import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSession } from '../../features/auth/session';
import { AddMeCard } from '../../features/friends/components/add-me-card';
import { MoodHistory } from '../../features/moods/components/mood-history';
import { MoodPicker } from '../../features/moods/components/mood-picker';
import { moodOption } from '../../features/moods/moods';
import { NotSavedPanel } from '../../features/offline/components/not-saved-panel';
import { OwnStreaks } from '../../features/streaks/components/own-streaks';
import { ProfilePage } from '../../features/users/components/profile-page';
import { TrophyCase } from '../../features/trophies/components/trophy-case';
import { preloadableLazy } from '../../lib/preloadable-lazy';

// The button's code comes just after the screen (it is not in the screen's first script); the card's on a press.
const ShareButton = preloadableLazy(() => import('../../components/ui/share-button'));

/**
 * The own profile composes the users feature with the streaks feature's year and stats, the daily loop's trophy
 * case and moods, the friends feature's "Add me on Dayleaf" link, and the changes made offline that were not saved (a
 * mood among them) above the picker. Share, on the streak card, makes a card of the streak, the trophies and the year
 * (profile-share.ts).
 */
export default function ProfileRoute() {
  const { t } = useLingui();
  const { session } = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const queryClient = useQueryClient();
  return (
    <ProfilePage
      streakAction={
        user ? (
          <Suspense fallback={null}>
            <ShareButton label={t`Share your profile card`} card={() => import('./profile-share').then((m) => m.profileShareCard(queryClient, user))} />
          </Suspense>
        ) : null
      }
      middle={
        user ? (
          <>
            <OwnStreaks user={user} describeMood={(mood) => moodOption(mood).label} />
            <AddMeCard userId={user.id} username={user.username} />
            <TrophyCase user={user} />
            <NotSavedPanel />
            <MoodPicker userId={user.id} />
            <MoodHistory userId={user.id} timeZone={user.time_zone} dayStartHour={user.day_start_hour} />
          </>
        ) : null
      }
    />
  );
}
