import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { paths, signedOutRoutes } from '../config/paths';
import { useSession } from '../features/auth/session';
import { LoginPage } from '../features/auth/components/login-page';
import { StandardColors } from '../features/themes/components/standard-colors';
import { loadVisitorMessages } from '../lib/i18n/i18n';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { AppShell, ScreenLoading } from './app-shell';
import { useFirstScreenCodeArrived, useRevealedInTransition } from './first-screen-code';

// Screens load on demand, so the login screen downloads only what it needs; first-screens.ts preloads the one a
// visit opens on. A `...Route` is a screen composed in app/routes/ from several features; a `...Page` is a screen
// one feature holds alone.
export const TasksRoute = preloadableLazy(() => import('./routes/tasks-route'));
export const FeedRoute = preloadableLazy(() => import('./routes/feed-route'));
export const ChallengesPage = preloadableLazy(() => import('../features/challenges/components/challenges-page'));
export const SubscriptionRoute = preloadableLazy(() => import('./routes/subscription-route'));
const SubscribePage = preloadableLazy(() => import('../features/subscriptions/components/subscribe-page'));
export const ProfileRoute = preloadableLazy(() => import('./routes/profile-route'));
export const SettingsRoute = preloadableLazy(() => import('./routes/settings-route'));
// A signed-out visitor's public profile brings only its own words, not the whole app's (build/catalog-parts.ts).
export const VisitorProfileRoute = preloadableLazy(() => import('./routes/visitor-profile-route'), loadVisitorMessages);
export const PublicProfileRoute = preloadableLazy(() => import('./routes/public-profile-route'));
// Invite links (docs/decisions/085-invite-links.md): open signed out and signed in, each in its own chunk.
const ChallengeInvitePage = preloadableLazy(() => import('../features/challenges/components/challenge-invite-page'));
const FriendInvitePage = preloadableLazy(() => import('../features/friends/components/friend-invite-page'));
const NotificationsPage = preloadableLazy(() => import('../features/notifications/components/notifications-page'));
const QuoteWidgetPage = preloadableLazy(() => import('../features/quotes/components/quote-widget-page'));

// Signed out, the screens that read through the query library bring its provider along (signed in, the app has it).
const Queries = preloadableLazy(() => import('./queries'), loadVisitorMessages);

/**
 * Starts the code of the screen a signed-out visit opens on, when it is not the login screen (which is in this
 * script): main.tsx renders once it is here, as the page preloads it, so the screen shows in the first commit
 * instead of after a fallback and React's 300 ms throttle of the next reveal (lib/preloadable-lazy.tsx).
 */
export function startSignedOut(pathname: string): Promise<unknown> {
  if (matchPath(signedOutRoutes.publicProfile, pathname)) return Promise.all([Queries.preload(), VisitorProfileRoute.preload()]);
  if (matchPath(signedOutRoutes.quoteWidget, pathname)) return Promise.all([Queries.preload(), QuoteWidgetPage.preload()]);
  return Promise.resolve();
}

/** The screen's own loading text, in the same column, while the stored user and the first screen's code come. */
export function LoadingRoutes() {
  return (
    <Routes>
      <Route element={<AppShell showNav={false} booting />}>
        <Route path="*" element={<ScreenLoading />} />
      </Route>
    </Routes>
  );
}

// Made once: a render of AppRoutes (each change of the session, such as the user's record read again when the app
// comes back to the foreground) then finds the same elements and leaves the routes alone, instead of React Router
// matching every route again and the shell and the screen rendering again from above.
const signedOutScreens = (
  <>
    <StandardColors />
    <Routes>
      <Route element={<AppShell showNav={false} />}>
        <Route
          path={signedOutRoutes.publicProfile}
          element={
            <Queries>
              <VisitorProfileRoute />
            </Queries>
          }
        />
        <Route
          path={signedOutRoutes.quoteWidget}
          element={
            <Queries>
              <QuoteWidgetPage />
            </Queries>
          }
        />
        <Route
          path={signedOutRoutes.challengeInvite}
          element={
            <Queries>
              <ChallengeInvitePage />
            </Queries>
          }
        />
        <Route
          path={signedOutRoutes.friendInvite}
          element={
            <Queries>
              <FriendInvitePage />
            </Queries>
          }
        />
        <Route path="*" element={<LoginPage />} />
      </Route>
    </Routes>
  </>
);

const signedInScreens = (
  <Routes>
    <Route element={<AppShell showNav />}>
      <Route path={paths.tasks} element={<TasksRoute />} />
      <Route path={paths.feed} element={<FeedRoute />} />
      <Route path={paths.challenges} element={<ChallengesPage />} />
      <Route path="/challenges/:id" element={<ChallengesPage />} />
      <Route path="/invite/challenge/:token" element={<ChallengeInvitePage />} />
      <Route path="/invite/friend/:token" element={<FriendInvitePage />} />
      <Route path={paths.subscription} element={<SubscriptionRoute />} />
      <Route path={paths.subscribe} element={<SubscribePage />} />
      <Route path={paths.profile} element={<ProfileRoute />} />
      <Route path={paths.settings} element={<SettingsRoute />} />
      <Route path="/profile/:username" element={<PublicProfileRoute />} />
      <Route path={paths.quoteWidget} element={<QuoteWidgetPage />} />
      <Route path={paths.notifications} element={<NotificationsPage />} />
      <Route path="*" element={<Navigate to={paths.tasks} replace />} />
    </Route>
  </Routes>
);

export function AppRoutes() {
  const { session } = useSession();
  const firstScreenCodeArrived = useFirstScreenCodeArrived();
  const revealed = useRevealedInTransition(session.status !== 'loading' && (session.status !== 'signed-in' || firstScreenCodeArrived));
  if (!revealed) return <LoadingRoutes />;

  if (session.status === 'signed-out') {
    // Signed-out visitors see the login screen everywhere except public profiles, invite links (and the quote
    // widget, which explains that it needs a login). Signing in keeps the address, so the signed-in routes below
    // open what was asked for (a challenge's `/challenges/<id>`, an invite). None is painted with a premium theme.
    return signedOutScreens;
  }

  return signedInScreens;
}
