import type { QueryClient } from '@tanstack/react-query';
import type { Params, ScreenData } from './first-screen-data';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { userQueryOptions } from '../features/auth/api/get-user';
import { readStoredId } from '../features/auth/session';
import { loadThemePainter } from '../features/themes/components/active-theme-applier';
import { hidesNavigation, loadBottomNav } from './app-shell';

/**
 * The first screen of a visit starts everything it needs at once, when the app's script runs: the signed-in
 * user (whose id the browser keeps), the screen's code and the screen's first-paint data, instead of one after
 * the other (user, then code, then data). Decision record 026 has the why and the figures.
 */

interface FirstScreen {
  path: string;
  /** The screen's code: the module router.tsx loads lazily for that path. */
  code: () => Promise<unknown>;
  /** What the screen shows at first paint (first-data/), when it has something worth starting early. */
  data?: () => Promise<{ data: ScreenData }>;
}

const screens: FirstScreen[] = [
  { path: paths.tasks, code: () => import('./routes/tasks-route'), data: () => import('./first-data/tasks') },
  { path: paths.feed, code: () => import('./routes/feed-route'), data: () => import('./first-data/feed') },
  {
    path: paths.challenges,
    code: () => import('../features/challenges/components/challenges-page'),
    data: () => import('./first-data/challenges'),
  },
  { path: paths.subscription, code: () => import('./routes/subscription-route') },
  { path: paths.profile, code: () => import('./routes/profile-route'), data: () => import('./first-data/profile') },
  { path: paths.settings, code: () => import('./routes/settings-route') },
  {
    path: '/profile/:username',
    code: () => import('../features/users/components/public-profile-page'),
    data: () => import('./first-data/public-profile'),
  },
];

/**
 * Starts the first screen of the visit at `pathname`: for a browser that keeps a signed-in user id, the user
 * lookup, the screen's code, the navigation's and the theme's code and the screen's first-paint data (first-data/), all at
 * once. Signed out, nothing: the login screen is in the first script.
 */
export function startFirstScreen(queryClient: QueryClient, pathname: string): void {
  const userId = readStoredId();
  if (!userId) return;
  const lookup = queryClient.fetchQuery(userQueryOptions(userId));
  // A failed lookup is the session's to handle (it signs out).
  lookup.catch(() => undefined);
  let params: Params = {};
  const screen = screens.find((candidate) => {
    const match = matchPath(candidate.path, pathname);
    if (match) params = match.params;
    return !!match;
  });
  // In the order they are needed, since the browser opens only a few connections at once: what the screen shows
  // at first paint (small chunks of their own, so the login screen's script goes without them), the screen's
  // code, then the navigation and the theme.
  Promise.all([import('./first-screen-data'), screen?.data?.()]).then(
    ([m, screenData]) => m.startScreenData(queryClient, userId, lookup, screenData?.data, params),
    (err: unknown) => console.warn('First screen data not started', err),
  );
  // A failed load is retried by the lazy import that needs it, which shows its error there.
  screen?.code().catch(() => undefined);
  if (!hidesNavigation(pathname)) loadBottomNav().catch(() => undefined);
  loadThemePainter().catch(() => undefined);
}
