import type { ScreenData } from '../first-screen-data';
import { activeChallengesQueryOptions } from '../../features/challenges/api/get-active-challenges';
import { friendChallengesQueryOptions } from '../../features/challenges/api/get-friend-challenges';

/** `/challenges`: the open tabs, Available with Friends as its source. */
export const data: ScreenData = {
  data: (start, id) => {
    start.pages(activeChallengesQueryOptions(id));
    start.pages(friendChallengesQueryOptions(id));
  },
};
