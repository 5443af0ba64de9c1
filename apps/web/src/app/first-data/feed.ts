import type { ScreenData } from '../first-screen-data';
import { friendRequestsQueryOptions } from '../../features/friends/api/get-friend-requests';
import { friendsQueryOptions } from '../../features/friends/api/get-friends';
import { friendActivitiesQueryOptions } from '../../features/posts/api/get-friend-activities';
import { friendPostsQueryOptions } from '../../features/posts/api/get-friend-posts';
import { preloadPhoto } from '../../features/posts/photos/photo-sources';

/**
 * `/feed`: the first page of posts, the friends' day, and the counts the header shows; the first post's photo, the
 * screen's largest paint, starts loading as soon as its page answers.
 */
export const data: ScreenData = {
  data: (start, id) => {
    void start.pages(friendPostsQueryOptions(id)).then((posts) => {
      const first = posts?.pages[0]?.items[0];
      if (first) preloadPhoto({ url: first.photo_url, width: first.photo_width, height: first.photo_height });
    });
    start.pages(friendActivitiesQueryOptions(id));
    start.pages(friendsQueryOptions(id));
    start.pages(friendRequestsQueryOptions(id));
  },
};
