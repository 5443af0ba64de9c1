import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ShareButton } from '../../components/ui/share-button';
import { useSession } from '../../features/auth/session';
import { AddMeCard } from '../../features/friends/components/add-me-card';
import { MoodHistory } from '../../features/moods/components/mood-history';
import { MoodPicker } from '../../features/moods/components/mood-picker';
import { moodLabel } from '../../features/moods/moods';
import { NotSavedPanel } from '../../features/offline/components/not-saved-panel';
import { OwnStreaks } from '../../features/streaks/components/own-streaks';
import { ProfilePage } from '../../features/users/components/profile-page';
import { TrophyCase } from '../../features/trophies/components/trophy-case';

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
        // In the screen's own script, so its words are in the screen's part of the messages and nothing lazy brings
        // the rest of them as the screen paints (decision 090). The card's code and words come on a press.
        user ? <ShareButton label={t`Share your profile card`} card={() => import('./profile-share').then((m) => m.profileShareCard(queryClient, user))} /> : null
      }
      middle={
        user ? (
          <>
            <OwnStreaks user={user} describeMood={moodLabel} />
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
