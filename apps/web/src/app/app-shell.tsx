import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FallingLeaves } from '../components/ui/falling-leaves';
import { LoadingText } from '../components/ui/page';
import { paths } from '../config/paths';
import { ActiveThemeApplier } from '../features/premium/components/active-theme-applier';
import { BottomNav } from './bottom-nav';

/** The navigation is hidden on public profiles, the payment page and the quote widget (spec §2). */
export function hidesNavigation(pathname: string): boolean {
  return pathname.startsWith('/profile/') || pathname === paths.subscribe || pathname === paths.quoteWidget;
}

/** The narrow mobile column every screen lives in. */
export function AppShell({ showNav }: { showNav: boolean }) {
  const { pathname } = useLocation();
  const nav = showNav && !hidesNavigation(pathname);
  return (
    <>
      <FallingLeaves />
      {showNav ? <ActiveThemeApplier /> : null}
      <main className={nav ? 'mx-auto min-h-dvh w-full max-w-md px-4 pb-24 pt-3' : 'mx-auto min-h-dvh w-full max-w-md px-4 pb-8 pt-3'}>
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <Outlet />
        </Suspense>
      </main>
      {nav ? <BottomNav /> : null}
    </>
  );
}
