import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/session';
import { LoginPage } from '../features/auth/components/login-page';
import { AppShell, ScreenLoading } from './app-shell';

// Screens load on demand, so the login screen downloads only what it needs. A `...Route` is a screen composed
// in app/routes/ from several features; a `...Page` is a screen one feature holds alone.
const TasksRoute = lazy(() => import('./routes/tasks-route'));
const FeedRoute = lazy(() => import('./routes/feed-route'));
const ChallengesPage = lazy(() => import('../features/challenges/components/challenges-page'));
const SubscriptionRoute = lazy(() => import('./routes/subscription-route'));
const SubscribePage = lazy(() => import('../features/subscriptions/components/subscribe-page'));
const ProfileRoute = lazy(() => import('./routes/profile-route'));
const SettingsRoute = lazy(() => import('./routes/settings-route'));
const PublicProfilePage = lazy(() => import('../features/users/components/public-profile-page'));
const QuoteWidgetPage = lazy(() => import('../features/quotes/components/quote-widget-page'));

export function AppRoutes() {
  const { session } = useSession();
  if (session.status === 'loading') {
    // The screen's own loading text, in the same column, while the stored user is fetched.
    return (
      <Routes>
        <Route element={<AppShell showNav={false} />}>
          <Route path="*" element={<ScreenLoading />} />
        </Route>
      </Routes>
    );
  }

  if (session.status === 'signed-out') {
    // Signed-out visitors see the login screen everywhere except public profiles (and the quote
    // widget, which explains that it needs a login).
    return (
      <Routes>
        <Route element={<AppShell showNav={false} />}>
          <Route path="/profile/:username" element={<PublicProfilePage />} />
          <Route path={paths.quoteWidget} element={<QuoteWidgetPage />} />
          <Route path="*" element={<LoginPage />} />
        </Route>
      </Routes>
    );
  }

  return (
    <Routes>
      <Route element={<AppShell showNav />}>
        <Route path={paths.tasks} element={<TasksRoute />} />
        <Route path={paths.feed} element={<FeedRoute />} />
        <Route path={paths.challenges} element={<ChallengesPage />} />
        <Route path={paths.subscription} element={<SubscriptionRoute />} />
        <Route path={paths.subscribe} element={<SubscribePage />} />
        <Route path={paths.profile} element={<ProfileRoute />} />
        <Route path={paths.settings} element={<SettingsRoute />} />
        <Route path="/profile/:username" element={<PublicProfilePage />} />
        <Route path={paths.quoteWidget} element={<QuoteWidgetPage />} />
        <Route path="*" element={<Navigate to={paths.tasks} replace />} />
      </Route>
    </Routes>
  );
}
