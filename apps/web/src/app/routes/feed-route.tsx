import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WhenOpen } from '../../components/ui/on-demand';
import { useCurrentUser } from '../../features/auth/session';
import { postKeys } from '../../features/posts/api/keys';
import { FeedPage } from '../../features/posts/components/feed-page';
import { useFriendRequests } from '../../features/friends/api/get-friend-requests';
import { useFriends } from '../../features/friends/api/get-friends';
import { ChallengesAside } from '../../features/challenges/components/challenges-aside';
import { FriendsAside } from '../../features/friends/components/friends-aside';
import { flattenPages, totalOf } from '../../lib/paged-query';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '../../lib/use-media-query';
import { preloadableLazy } from '../../lib/preloadable-lazy';

const ManageFriendsDialog = preloadableLazy(() =>
  import('../../features/friends/components/manage-friends-dialog').then((m) => ({ default: m.ManageFriendsDialog })),
);

/**
 * The feed with the friends manager: a friendship that starts or ends refreshes the feed. On a wide screen the
 * friends and the running challenges stand beside the posts (their reads start only there).
 */
export default function FeedRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // A friend request's notification opens the feed with the friends manager (`?friends=requests`).
  const [searchParams] = useSearchParams();
  const [managing, setManaging] = useState(() => searchParams.get('friends') === 'requests');
  const friends = useFriends(user.id);
  const requests = useFriendRequests(user.id);
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const manageFriends = () => setManaging(true);

  return (
    <>
      <FeedPage
        onManageFriends={manageFriends}
        hasFriends={friends.data ? totalOf(friends.data) > 0 : undefined}
        pendingRequests={totalOf(requests.data)}
        aside={
          wide ? (
            <>
              <FriendsAside friends={friends.data ? flattenPages(friends.data) : undefined} total={totalOf(friends.data)} onManageFriends={manageFriends} />
              <ChallengesAside userId={user.id} />
            </>
          ) : null
        }
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
