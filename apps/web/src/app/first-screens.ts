import type { QueryClient } from '@tanstack/react-query';
import type { Params, ScreenData } from './first-screen-data';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { userQueryOptions } from '../features/auth/api/get-user';
import { readStoredId } from '../features/auth/stored-id';
import { noteFirstRequests } from '../lib/first-requests';
import { loadFirstScreenMessages } from '../lib/i18n/i18n';
import { ThemePainter } from '../features/themes/components/active-theme-applier';
import { BottomNav, hidesNavigation, NotificationBell, TimeZoneSync } from './app-shell';
import { waitForFirstScreenCode } from './first-screen-code';
import { ChallengesPage, FeedRoute, ProfileRoute, PublicProfileRoute, SettingsRoute, SubscriptionRoute, TasksRoute } from './router';

/**
 * The first screen of a visit starts everything it needs at once, when the app's script runs: the signed-in
 * user (whose id the browser keeps), the screen's code and the screen's first-paint data, instead of one after
 * the other (user, then code, then data). Decision record 026 has the why; bench/notes/2026-11-24-first-screens.md
 * the figures.
 */

interface FirstScreen {
  path: string;
  /** The screen's code: the component router.tsx shows for that path, loaded on demand with `messages`. */
  code: (messages: () => Promise<void>) => Promise<unknown>;
  /** What the screen shows at first paint (first-data/), when it has something worth starting early. */
  data?: () => Promise<{ data: ScreenData }>;
}

const screens: FirstScreen[] = [
  { path: paths.tasks, code: TasksRoute.preload, data: () => import('./first-data/tasks') },
  { path: paths.feed, code: FeedRoute.preload, data: () => import('./first-data/feed') },
  { path: paths.challenges, code: ChallengesPage.preload, data: () => import('./first-data/challenges') },
  { path: paths.subscription, code: SubscriptionRoute.preload },
  { path: paths.profile, code: ProfileRoute.preload, data: () => import('./first-data/profile') },
  { path: paths.settings, code: SettingsRoute.preload },
  { path: '/profile/:username', code: PublicProfileRoute.preload, data: () => import('./first-data/public-profile') },
];

/** The routes whose first screen starts early; the build names each one's scripts in its page (decision record 039). */
export const firstScreenPaths: readonly string[] = screens.map((screen) => screen.path);

/**
 * Starts the first screen of the visit at `pathname`: for a browser that keeps a signed-in user id, the user
 * lookup, the screen's code, the navigation's and the theme's code and the screen's first-paint data (first-data/), all at
 * once. Signed out, nothing: the login screen is in the first script.
 */
export function startFirstScreen(queryClient: QueryClient, pathname: string): void {
  const userId = readStoredId();
  if (!userId) return;
  // What this start asks for, until the screen's code is here, is what index.html asks for first next time.
  noteFirstRequests();
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
  const data = Promise.all([import('./first-screen-data'), screen?.data?.()]);
  data.then(
    ([m, screenData]) => m.startScreenData(queryClient, userId, lookup, screenData?.data, params),
    (err: unknown) => console.warn('First screen data not started', err),
  );
  // The screen shows once its code and the shell's parts are here, in one commit (first-screen-code.ts).
  // A failed load is retried by the lazy component that needs it, which shows its error there.
  // Each with the screen's part of the messages (lib/i18n/i18n.ts), which holds the shell's words too.
  const messages = loadFirstScreenMessages;
  const navigation = hidesNavigation(pathname) ? [] : [BottomNav.preload(messages), NotificationBell.preload(messages)];
  const code = [...(screen ? [screen.code(messages)] : []), ...navigation, ThemePainter.preload(messages), TimeZoneSync.preload(messages)];
  const arrived = waitForFirstScreenCode(code);
  // Noting stops there (a failed download of that chunk leaves it on, for a dozen reads at most).
  data.then(([m]) => m.keepScreenRequests(pathname, lookup, arrived), () => undefined);
}
