import { t } from '@lingui/core/macro';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OptionalCode } from '../components/ui/on-demand';
import { LoadingText } from '../components/ui/page';
import { readStoredId } from '../features/auth/stored-id';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';
import { ActiveThemeApplier } from '../features/themes/components/active-theme-applier';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { OfflineBanner } from './offline-banner';
import { usePageSettled } from './page-settled';
import { ScreenErrorBoundary } from './screen-error-boundary';

// Decoration: its code and its 20 animated drawings come once the page has settled, after the first screen's paint.
const FallingLeaves = preloadableLazy(() => import('../components/ui/falling-leaves').then((m) => ({ default: m.FallingLeaves })));

// Signed-in only, and nothing to show: not in the login screen's script. first-screens.ts starts it with the
// screen's code, since a boundary that shows even an empty fallback holds back the screen's reveal; it must run
// at once, before the person can pick a zone in settings that it would then take for a new one.
export const TimeZoneSync = preloadableLazy(() => import('../features/users/components/time-zone-sync'));

// Signed-in only: the navigation and its icons are not in the login screen's script. first-screens.ts starts
// them with the user lookup, and the column keeps the navigation's room, so nothing moves when it shows.
// A trophy's moment (its sheet and the trophies read) waits until the page has settled: never on the first screen's path.
const TrophyMoment = preloadableLazy(() => import('../features/trophies/components/trophy-moment'));

export const BottomNav = preloadableLazy(() => import('./bottom-nav').then((m) => ({ default: m.BottomNav })));

// Signed-in only, like the navigation, and started with it (first-screens.ts).
export const NotificationBell = preloadableLazy(() => import('../features/notifications/components/notification-bell'));

/** Where the header's bell stands: the screens with the navigation, but the notifications screen itself. */
export function showsBell(pathname: string): boolean {
  return !hidesNavigation(pathname) && pathname !== paths.notifications;
}

/** The bell's round place while its code comes, so the header keeps its shape. */
function BellPlaceholder() {
  return <span aria-hidden className="block h-10 w-10 rounded-full border border-border bg-card pointer-coarse:h-11 pointer-coarse:w-11" />;
}

/** The navigation is hidden on public profiles, invite links, the payment page and the quote widget. */
export function hidesNavigation(pathname: string): boolean {
  return pathname.startsWith('/profile/') || pathname.startsWith('/invite/') || pathname === paths.subscribe || pathname === paths.quoteWidget;
}

/**
 * What a screen says while the signed-in user or the screen's own code is still loading: the screen's
 * own loading text where the product names one, so /profile never flashes a generic 'Loading...'.
 */
export function screenLoadingText(pathname: string): string {
  if (pathname === paths.tasks) return t`Loading tasks...`;
  if (pathname === paths.feed) return t`Loading feed...`;
  if (pathname === paths.profile || pathname.startsWith('/profile/')) return t`Loading profile...`;
  return t`Loading...`;
}

/**
 * The shapes a signed-in start shows while its user and screen's code come: each screen's (its title's place, then
 * its content's) and the navigation's place. The signed-in app provides them (app/screen-skeletons.tsx), loaded
 * before the first render of a browser that keeps a user, so the login screen's script goes without them.
 */
export interface SignedInShapes {
  screen(pathname: string): { header?: ReactNode; shape: ReactNode };
  Navigation: ComponentType;
}

let signedInShapes: SignedInShapes | null = null;

export function provideSignedInShapes(shapes: SignedInShapes): void {
  signedInShapes = shapes;
}

/**
 * The loading state of the screen at the current path. For a browser someone is signed in on, the screen's
 * skeleton under its loading text; otherwise (the login screen may be what comes) the text alone.
 */
export function ScreenLoading() {
  const { pathname } = useLocation();
  const text = screenLoadingText(pathname);
  if (!readStoredId() || !signedInShapes) return <LoadingText>{text}</LoadingText>;
  const { header, shape } = signedInShapes.screen(pathname);
  return (
    <LoadingText header={header} shape={shape}>
      {text}
    </LoadingText>
  );
}

/** No shape: the navigation's room is kept by the column's padding alone. */
const EmptyPlace = () => null;

/** The narrow mobile column every screen lives in. */
export function AppShell({ showNav, booting = false }: { showNav: boolean; booting?: boolean }) {
  const { pathname } = useLocation();
  // While the app starts for a browser that keeps a signed-in user, the navigation's place shows at once.
  const navFrameOnly = booting && !showNav && !hidesNavigation(pathname) && readStoredId() !== null;
  const nav = (showNav && !hidesNavigation(pathname)) || navFrameOnly;
  const pageSettled = usePageSettled();
  const bell = nav && showsBell(pathname);
  const NavPlaceholder = signedInShapes?.Navigation ?? EmptyPlace;
  return (
    <>
      {pageSettled ? (
        <OptionalCode>
          <FallingLeaves />
        </OptionalCode>
      ) : null}
      {showNav ? <ActiveThemeApplier /> : null}
      {showNav ? (
        <OptionalCode>
          <TimeZoneSync />
        </OptionalCode>
      ) : null}
      {/* A phone column below 768 px; wider on a tablet; from 1024 px, beside the navigation rail, up to 1,100 px. */}
      <div className={nav ? 'lg:ps-56' : undefined}>
        <main
          className={cn(
            'relative mx-auto min-h-dvh w-full max-w-md px-4 pt-3 md:max-w-2xl',
            nav ? 'pb-24 lg:max-w-[1100px] lg:px-8 lg:pb-10 lg:pt-6' : 'pb-8',
            // Screen headers keep this much room at their end for the bell (PageHeader, TasksHeader).
            bell && '[--header-end:3.25rem]',
          )}
        >
          {bell ? (
            <div className="absolute end-4 top-5 z-10 lg:end-8 lg:top-8">
              {navFrameOnly ? (
                <BellPlaceholder />
              ) : (
                <OptionalCode>
                  <Suspense fallback={<BellPlaceholder />}>
                    <NotificationBell />
                  </Suspense>
                </OptionalCode>
              )}
            </div>
          ) : null}
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={<ScreenLoading />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
          <OfflineBanner aboveNavigation={nav} />
        </main>
      </div>
      {navFrameOnly ? <NavPlaceholder /> : null}
      {nav && !navFrameOnly ? (
        <Suspense fallback={<NavPlaceholder />}>
          <BottomNav />
        </Suspense>
      ) : null}
      {showNav && pageSettled ? (
        <OptionalCode>
          <TrophyMoment />
        </OptionalCode>
      ) : null}
    </>
  );
}
