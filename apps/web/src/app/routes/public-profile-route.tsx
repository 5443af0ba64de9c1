import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../features/auth/session';
import { ProfileFriendButton } from '../../features/friends/components/profile-friend-button';
import { profileKeys } from '../../features/users/api/keys';
import PublicProfilePage from '../../features/users/components/public-profile-page';

/** Someone else's profile as a signed-in user sees it: the users feature's page with the friends feature's button. */
export default function PublicProfileRoute() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const viewerId = session.user?.id;
  if (!viewerId) return <PublicProfilePage />;
  return (
    <PublicProfilePage
      friendAction={(person, friendship) => (
        <ProfileFriendButton
          userId={viewerId}
          person={person}
          friendship={friendship}
          onChanged={() => queryClient.invalidateQueries({ queryKey: profileKeys.all })}
        />
      )}
    />
  );
}
