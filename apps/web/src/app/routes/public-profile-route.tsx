import type { User } from '@dayleaf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../features/auth/session';
import { ProfileFriendButton } from '../../features/friends/components/profile-friend-button';
import { moodOption } from '../../features/moods/moods';
import { TheirYear } from '../../features/streaks/components/streak-sections';
import { profileKeys } from '../../features/users/api/keys';
import PublicProfilePage from '../../features/users/components/public-profile-page';
import { useLocalToday } from '../../lib/use-local-today';

/**
 * Someone else's profile as a signed-in user sees it: the users feature's page with the friends feature's button
 * and the streaks feature's year (up to the viewer's today; tasks and moods in it only for friends).
 */
export default function PublicProfileRoute() {
  const { session } = useSession();
  const viewer = session.user;
  // Signed out, router.tsx shows the visitor's route instead; this one may still render while the session ends.
  if (!viewer) return <PublicProfilePage />;
  return <SignedInProfile viewer={viewer} />;
}

function SignedInProfile({ viewer }: { viewer: User }) {
  const queryClient = useQueryClient();
  const today = useLocalToday(viewer.time_zone, viewer.day_start_hour);
  return (
    <PublicProfilePage
      friendAction={(person, friendship) => (
        <ProfileFriendButton
          userId={viewer.id}
          person={person}
          friendship={friendship}
          onChanged={() => queryClient.invalidateQueries({ queryKey: profileKeys.all })}
        />
      )}
      below={(person) => (
        <TheirYear
          userId={person.id}
          viewerId={viewer.id}
          today={today}
          title={person.id === viewer.id ? 'Your year' : `${person.username}'s year`}
          describeMood={(mood) => moodOption(mood).label}
        />
      )}
    />
  );
}
