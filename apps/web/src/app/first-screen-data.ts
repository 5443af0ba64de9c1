import type { User } from '@dayleaf/contracts';
import { QueryObserver, type FetchInfiniteQueryOptions, type InfiniteData, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { themePackagesQueryOptions } from '../features/themes/api/get-theme-packages';
import { userThemesQueryOptions } from '../features/themes/api/get-user-themes';
import { takeNotedRequests } from '../lib/first-requests';
import { keepFirstRequests } from '../lib/kept-requests';
import { localToday } from '../lib/local-day';

/**
 * The part of a first screen's start that loads on demand (decision record 026): the holding of started queries
 * until their screen takes them over, the navigation's theme, and the screen's own first-paint queries, which each
 * screen declares in `first-data/<screen>.ts` with the same options its hooks use, so the hooks find them in the
 * cache (or in flight) when the screen's code arrives. A query not declared is only asked for when the screen's
 * code runs; a declared query the screen no longer asks for costs one unused request, never wrong data.
 */

/** How long a started query waits for its screen to take it over before it is left to the cache's rules. */
const HOLD_MS = 30_000;

export interface Starter {
  query<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): void;
  /** Starts a paged list's first page; its answer, or undefined when it failed (the screen's hook shows that). */
  pages<T, K extends QueryKey, P>(options: FetchInfiniteQueryOptions<T, Error, T, K, P>): Promise<InfiniteData<T, P> | undefined>;
}

export type Params = Record<string, string | undefined>;

/** What a screen shows at first paint. */
export interface ScreenData {
  /** The queries the screen shows at first paint that need only the user's id: started with the user lookup. */
  data?: (start: Starter, userId: string, params: Params) => void;
  /**
   * Those that need the user's record (their day comes from their zone and day start): started the moment the
   * lookup answers, while the screen's code is still on its way.
   */
  dataOfUser?: (start: Starter, user: User) => void;
}

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
    // Paged lists stay in the cache for minutes (the default gcTime), so fetching is enough to hold them.
    pages: (options) => queryClient.fetchInfiniteQuery(options).catch(() => undefined),
  };
}

/** Starts the navigation's theme and the first-paint queries of `screen` for the user `userId`, whose record `lookup` brings. */
export function startScreenData(
  queryClient: QueryClient,
  userId: string,
  lookup: Promise<User>,
  screen: ScreenData | undefined,
  params: Params,
): void {
  const start = starter(queryClient);
  // The navigation's theme, on every signed-in screen (features/themes/components/active-theme-applier.tsx).
  start.query(themePackagesQueryOptions());
  start.query(userThemesQueryOptions(userId));
  if (!screen) return;
  screen.data?.(start, userId, params);
  // A failed lookup is the session's to handle (it signs out); the screen then never opens.
  lookup.then((user) => screen.dataOfUser?.(start, user), () => undefined);
}

/**
 * Once the screen's code is here and the user is known, keeps what the start asked for as the screen's first
 * requests, which index.html sends first on the next visit (decision record 036). A lookup that failed (the
 * session is gone) keeps nothing.
 */
export function keepScreenRequests(pathname: string, lookup: Promise<User>, arrived: Promise<void>): void {
  Promise.all([lookup, arrived]).then(
    ([user]) => keepFirstRequests(pathname, user, localToday(new Date(), user.time_zone, user.day_start_hour)),
    // The screen never opened (the session is gone): what was noted is dropped.
    () => void takeNotedRequests(),
  );
}
