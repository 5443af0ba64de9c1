import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingText } from '../components/ui/page';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';
import { ActiveThemeApplier } from '../features/themes/components/active-theme-applier';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { OfflineBanner } from './offline-banner';
import { usePageSettled } from './page-settled';
import { ScreenErrorBoundary } from './screen-error-boundary';

// Decoration: its code and its 20 animated drawings come once the page has settled, after the first screen's paint.
const FallingLeaves = lazy(() => import('../components/ui/falling-leaves').then((m) => ({ default: m.FallingLeaves })));

// Signed-in only, and nothing to show: not in the login screen's script. first-screens.ts starts it with the
// screen's code, since a boundary that shows even an empty fallback holds back the screen's reveal; it must run
// at once, before the person can pick a zone in settings that it would then take for a new one.
export const TimeZoneSync = preloadableLazy(() => import('../features/users/components/time-zone-sync'));

// Signed-in only: the navigation and its icons are not in the login screen's script. first-screens.ts starts
// them with the user lookup, and the column keeps the navigation's room, so nothing moves when it shows.
// A trophy's moment (its sheet and the trophies read) waits until the page has settled: never on the first screen's path.
const TrophyMoment = lazy(() => import('../features/trophies/components/trophy-moment'));

export const BottomNav = preloadableLazy(() => import('./bottom-nav').then((m) => ({ default: m.BottomNav })));

/** The navigation is hidden on public profiles, the payment page and the quote widget. */
export function hidesNavigation(pathname: string): boolean {
  return pathname.startsWith('/profile/') || pathname === paths.subscribe || pathname === paths.quoteWidget;
}

/**
 * What a screen says while the signed-in user or the screen's own code is still loading: the screen's
 * own loading text where the product names one, so /profile never flashes a generic 'Loading...'.
 */
export function screenLoadingText(pathname: string): string {
  if (pathname === paths.tasks) return 'Loading tasks...';
  if (pathname === paths.feed) return 'Loading feed...';
  if (pathname === paths.profile || pathname.startsWith('/profile/')) return 'Loading profile...';
  return 'Loading...';
}

/** The loading state of the screen at the current path. */
export function ScreenLoading() {
  const { pathname } = useLocation();
  return <LoadingText>{screenLoadingText(pathname)}</LoadingText>;
}

/** The narrow mobile column every screen lives in. */
export function AppShell({ showNav }: { showNav: boolean }) {
  const { pathname } = useLocation();
  const nav = showNav && !hidesNavigation(pathname);
  const pageSettled = usePageSettled();
  return (
    <>
      {pageSettled ? (
        <Suspense fallback={null}>
          <FallingLeaves />
        </Suspense>
      ) : null}
      {showNav ? <ActiveThemeApplier /> : null}
      {showNav ? (
        <Suspense fallback={null}>
          <TimeZoneSync />
        </Suspense>
      ) : null}
      {/* A phone column below 768 px; wider on a tablet; from 1024 px, beside the navigation rail, up to 1,100 px. */}
      <div className={nav ? 'lg:pl-56' : undefined}>
        <main
          className={cn(
            'mx-auto min-h-dvh w-full max-w-md px-4 pt-3 md:max-w-2xl',
            nav ? 'pb-24 lg:max-w-[1100px] lg:px-8 lg:pb-10 lg:pt-6' : 'pb-8',
          )}
        >
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={<ScreenLoading />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
          <OfflineBanner aboveNavigation={nav} />
        </main>
      </div>
      {nav ? (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      ) : null}
      {showNav && pageSettled ? (
        <Suspense fallback={null}>
          <TrophyMoment />
        </Suspense>
      ) : null}
    </>
  );
}
