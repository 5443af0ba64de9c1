import type { User } from '@dayleaf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../features/auth/session';
import { FriendTodayAction } from '../../features/friends/components/nudge-button';
import { ProfileFriendButton } from '../../features/friends/components/profile-friend-button';
import { moodLabel } from '../../features/moods/moods';
import { profileKeys } from '../../features/users/api/keys';
import { useLocalToday } from '../../lib/use-local-today';
import VisitorProfileRoute, { ProfileWithYear } from './visitor-profile-route';

/**
 * Someone else's profile as a signed-in user sees it: the visitor's page and year (up to the viewer's today, with
 * tasks and moods for friends) and the friends feature's button.
 */
export default function PublicProfileRoute() {
  const { session } = useSession();
  const viewer = session.user;
  // Signed out, router.tsx shows the visitor's route itself; this one may still render while the session ends.
  if (!viewer) return <VisitorProfileRoute />;
  return <SignedInProfile viewer={viewer} />;
}

function SignedInProfile({ viewer }: { viewer: User }) {
  const queryClient = useQueryClient();
  const today = useLocalToday(viewer.time_zone, viewer.day_start_hour);
  return (
    <ProfileWithYear
      viewerId={viewer.id}
      today={today}
      friendAction={(person, friendship) => (
        <>
          <ProfileFriendButton
            userId={viewer.id}
            person={person}
            friendship={friendship}
            onChanged={() => queryClient.invalidateQueries({ queryKey: profileKeys.all })}
          />
          {friendship.state === 'friends' ? <FriendTodayAction userId={viewer.id} friend={person} /> : null}
        </>
      )}
      describeMood={moodLabel}
    />
  );
}
