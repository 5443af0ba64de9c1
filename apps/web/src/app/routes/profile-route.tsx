import { useSession } from '../../features/auth/session';
import { AddMeCard } from '../../features/friends/components/add-me-card';
import { MoodHistory } from '../../features/moods/components/mood-history';
import { MoodPicker } from '../../features/moods/components/mood-picker';
import { moodOption } from '../../features/moods/moods';
import { NotSavedPanel } from '../../features/offline/components/not-saved-panel';
import { OwnStreaks } from '../../features/streaks/components/own-streaks';
import { ProfilePage } from '../../features/users/components/profile-page';
import { TrophyCase } from '../../features/trophies/components/trophy-case';

/**
 * The own profile composes the users feature with the streaks feature's year and stats, the daily loop's trophy
 * case and moods, the friends feature's "Add me on Dayleaf" link, and the changes made offline that were not saved (a mood among them) above the picker.
 */
export default function ProfileRoute() {
  const { session } = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <ProfilePage
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
