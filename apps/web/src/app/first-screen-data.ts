import type { User } from '@dayleaf/contracts';
import { QueryObserver, type FetchInfiniteQueryOptions, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { activeChallengesQueryOptions } from '../features/challenges/api/get-active-challenges';
import { friendChallengesQueryOptions } from '../features/challenges/api/get-friend-challenges';
import { friendRequestsQueryOptions } from '../features/friends/api/get-friend-requests';
import { friendsQueryOptions } from '../features/friends/api/get-friends';
import { todayMoodQueryOptions } from '../features/moods/api/get-today-mood';
import { friendActivitiesQueryOptions } from '../features/posts/api/get-friend-activities';
import { friendPostsQueryOptions } from '../features/posts/api/get-friend-posts';
import { motivationalQuoteQueryOptions } from '../features/quotes/api/get-motivational-quote';
import { themePackagesQueryOptions } from '../features/themes/api/get-theme-packages';
import { userThemesQueryOptions } from '../features/themes/api/get-user-themes';
import { tasksQueryOptions } from '../features/tasks/api/get-tasks';
import { trophiesQueryOptions } from '../features/trophies/api/get-trophies';
import { userTrophiesQueryOptions } from '../features/trophies/api/get-user-trophies';
import { publicProfileQueryOptions } from '../features/users/api/get-public-profile';
import { localToday } from '../lib/local-day';

/**
 * What each signed-in screen shows at first paint, started by first-screens.ts with the user lookup (decision
 * record 026). A screen lists here the queries it shows at first paint, with the same options its hooks use, so
 * the screen's hooks find them in the cache (or in flight) when its code arrives. A query that is not listed is
 * only fetched later; a listed query the screen no longer asks for costs one unused request, never wrong data.
 */

/** How long a started query waits for its screen to take it over before it is left to the cache's rules. */
const HOLD_MS = 30_000;

interface Starter {
  query<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): void;
  pages<T, K extends QueryKey, P>(options: FetchInfiniteQueryOptions<T, Error, T, K, P>): void;
}

type Params = Record<string, string | undefined>;

interface ScreenData {
  path: string;
  /** The queries the screen shows at first paint that need only the user's id: started with the user lookup. */
  data?: (start: Starter, userId: string, params: Params) => void;
  /**
   * Those that need the user's record (their day comes from their zone and day start): started the moment the
   * lookup answers, while the screen's code is still on its way.
   */
  dataOfUser?: (start: Starter, user: User) => void;
}

const screens: ScreenData[] = [
  {
    path: paths.tasks,
    // The day the tasks screen and its quote open on: the user's today (tasks-page.tsx, get-motivational-quote.ts).
    dataOfUser: (start, user) => {
      const today = localToday(new Date(), user.time_zone, user.day_start_hour);
      start.query(tasksQueryOptions(user.id, today));
      start.query(motivationalQuoteQueryOptions(user.id, today));
    },
  },
  {
    path: paths.feed,
    data: (start, id) => {
      start.pages(friendPostsQueryOptions(id));
      start.query(friendActivitiesQueryOptions(id));
      start.pages(friendsQueryOptions(id));
      start.pages(friendRequestsQueryOptions(id));
    },
  },
  {
    path: paths.challenges,
    // The open tabs: Available, with Friends as its source.
    data: (start, id) => {
      start.pages(activeChallengesQueryOptions(id));
      start.pages(friendChallengesQueryOptions(id));
    },
  },
  {
    path: paths.profile,
    data: (start, id) => {
      start.query(trophiesQueryOptions());
      start.query(userTrophiesQueryOptions(id));
      start.query(todayMoodQueryOptions(id));
    },
  },
  {
    path: '/profile/:username',
    data: (start, id, { username }) => {
      if (username) start.query(publicProfileQueryOptions(username, id));
    },
  },
];

/**
 * Starts a query as the screen's hook will, and keeps its answer until that hook takes it over: a query the
 * screen reads fresh on each visit (`gcTime: 0`, today's tasks) would otherwise be dropped the moment it
 * answers, before the screen's code has arrived.
 */
function hold(queryClient: QueryClient, observer: QueryObserver<unknown, Error, unknown, unknown, QueryKey>): void {
  const query = observer.getCurrentQuery();
  let released = false;
  const stopObserving = observer.subscribe(() => {});
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    stopWatching();
    stopObserving();
  };
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.query !== query) return;
    if ((event.type === 'observerAdded' && event.observer !== observer) || event.type === 'removed') release();
  });
  const timer = setTimeout(release, HOLD_MS);
}

function starter(queryClient: QueryClient): Starter {
  return {
    query: (options) => hold(queryClient, new QueryObserver(queryClient, options as never)),
    // Paged lists stay in the cache for minutes (the default gcTime), so a prefetch is enough.
    pages: (options) => void queryClient.prefetchInfiniteQuery(options),
  };
}

/** Starts the first-paint queries of the screen at `pathname` for the user `userId`, whose record `lookup` brings. */
export function startScreenData(queryClient: QueryClient, userId: string, pathname: string, lookup: Promise<User>): void {
  const start = starter(queryClient);
  // The navigation's theme, on every signed-in screen (features/themes/components/active-theme-applier.tsx).
  start.query(themePackagesQueryOptions());
  start.query(userThemesQueryOptions(userId));
  let params: Params = {};
  const screen = screens.find((candidate) => {
    const match = matchPath(candidate.path, pathname);
    if (match) params = match.params;
    return !!match;
  });
  if (!screen) return;
  screen.data?.(start, userId, params);
  // A failed lookup is the session's to handle (it signs out); the screen then never opens.
  lookup.then((user) => screen.dataOfUser?.(start, user), () => undefined);
}
