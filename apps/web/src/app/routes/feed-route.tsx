import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { WhenOpen } from '../../components/ui/on-demand';
import { useCurrentUser } from '../../features/auth/session';
import { postKeys } from '../../features/posts/api/keys';
import { FeedPage } from '../../features/posts/components/feed-page';
import { useFriendRequests } from '../../features/friends/api/get-friend-requests';
import { useFriends } from '../../features/friends/api/get-friends';
import { totalOf } from '../../lib/paged-query';

const ManageFriendsDialog = lazy(() =>
  import('../../features/friends/components/manage-friends-dialog').then((m) => ({ default: m.ManageFriendsDialog })),
);

/** The feed with the friends manager: a friendship that starts or ends refreshes the feed. */
export default function FeedRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [managing, setManaging] = useState(false);
  const friends = useFriends(user.id);
  const requests = useFriendRequests(user.id);

  return (
    <>
      <FeedPage
        onManageFriends={() => setManaging(true)}
        hasFriends={friends.data ? totalOf(friends.data) > 0 : undefined}
        pendingRequests={totalOf(requests.data)}
      />
      <WhenOpen open={managing}>
        <ManageFriendsDialog
          userId={user.id}
          open
          onOpenChange={setManaging}
          onFriendsChanged={() => void queryClient.invalidateQueries({ queryKey: postKeys.all })}
        />
      </WhenOpen>
    </>
  );
}
