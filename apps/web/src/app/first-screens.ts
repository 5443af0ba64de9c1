import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { userQueryOptions } from '../features/auth/api/get-user';
import { readStoredId } from '../features/auth/session';
import { loadThemePainter } from '../features/themes/components/active-theme-applier';
import { loadBottomNav } from './app-shell';

/**
 * The first screen of a visit starts everything it needs at once, when the app's script runs: the signed-in
 * user (whose id the browser keeps), the screen's code and the screen's first-paint data, instead of one after
 * the other (user, then code, then data). Decision record 026 has the why and the figures.
 */

/** Each signed-in screen's code: the module router.tsx loads lazily for that path. */
const screenCode: [path: string, load: () => Promise<unknown>][] = [
  [paths.tasks, () => import('./routes/tasks-route')],
  [paths.feed, () => import('./routes/feed-route')],
  [paths.challenges, () => import('../features/challenges/components/challenges-page')],
  [paths.subscription, () => import('./routes/subscription-route')],
  [paths.profile, () => import('./routes/profile-route')],
  [paths.settings, () => import('./routes/settings-route')],
  ['/profile/:username', () => import('../features/users/components/public-profile-page')],
];

/**
 * Starts the first screen of the visit at `pathname`: for a browser that keeps a signed-in user id, the user
 * lookup, the screen's code, the navigation's and the theme's code and the screen's first-paint data (first-screen-data.ts), all at
 * once. Signed out, nothing: the login screen is in the first script.
 */
export function startFirstScreen(queryClient: QueryClient, pathname: string): void {
  const userId = readStoredId();
  if (!userId) return;
  const lookup = queryClient.fetchQuery(userQueryOptions(userId));
  // A failed lookup is the session's to handle (it signs out).
  lookup.catch(() => undefined);
  // In the order they are needed, since the browser opens only a few connections at once: the table of
  // first-paint queries (a small chunk of its own, so the login screen's script goes without it), the screen's
  // code, then the navigation and the theme.
  import('./first-screen-data').then(
    (m) => m.startScreenData(queryClient, userId, pathname, lookup),
    (err: unknown) => console.warn('First screen data not started', err),
  );
  // A failed load is retried by the lazy import that needs it, which shows its error there.
  screenCode.find(([path]) => matchPath(path, pathname))?.[1]().catch(() => undefined);
  loadBottomNav().catch(() => undefined);
  loadThemePainter().catch(() => undefined);
}
