import type { ScreenData } from '../first-screen-data';
import { motivationalQuoteQueryOptions } from '../../features/quotes/api/get-motivational-quote';
import { tasksQueryOptions } from '../../features/tasks/api/get-tasks';
import { weekQueryOptions } from '../../features/tasks/api/get-week';
import { localToday } from '../../lib/local-day';

/** `/`: today's tasks, the week strip and the quote, on the user's today (tasks-page.tsx, get-motivational-quote.ts). */
export const data: ScreenData = {
  dataOfUser: (start, user) => {
    const today = localToday(new Date(), user.time_zone, user.day_start_hour);
    start.query(tasksQueryOptions(user.id, today));
    start.query(weekQueryOptions(user.id, today));
    start.query(motivationalQuoteQueryOptions(user.id, today));
  },
};
