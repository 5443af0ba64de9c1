import type { ScreenData } from '../first-screen-data';
import { friendRequestsQueryOptions } from '../../features/friends/api/get-friend-requests';
import { friendsQueryOptions } from '../../features/friends/api/get-friends';
import { friendActivitiesQueryOptions } from '../../features/posts/api/get-friend-activities';
import { friendPostsQueryOptions } from '../../features/posts/api/get-friend-posts';

/** `/feed`: the first page of posts, the friends' day, and the counts the header shows. */
export const data: ScreenData = {
  data: (start, id) => {
    start.pages(friendPostsQueryOptions(id));
    start.query(friendActivitiesQueryOptions(id));
    start.pages(friendsQueryOptions(id));
    start.pages(friendRequestsQueryOptions(id));
  },
};
