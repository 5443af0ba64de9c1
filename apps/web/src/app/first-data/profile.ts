import type { ScreenData } from '../first-screen-data';
import { todayMoodQueryOptions } from '../../features/moods/api/get-today-mood';
import { trophiesQueryOptions } from '../../features/trophies/api/get-trophies';
import { userTrophiesQueryOptions } from '../../features/trophies/api/get-user-trophies';

/** `/profile`: the trophy case and today's mood. */
export const data: ScreenData = {
  data: (start, id) => {
    start.query(trophiesQueryOptions());
    start.query(userTrophiesQueryOptions(id));
    start.query(todayMoodQueryOptions(id));
  },
};
