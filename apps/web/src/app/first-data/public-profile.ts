import type { ScreenData } from '../first-screen-data';
import { publicProfileQueryOptions } from '../../features/users/api/get-public-profile';

/** `/profile/:username`: the profile as the signed-in user sees it. */
export const data: ScreenData = {
  data: (start, id, { username }) => {
    if (username) start.query(publicProfileQueryOptions(username, id));
  },
};
