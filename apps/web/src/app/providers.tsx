import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import { createQueryClient } from '../lib/query-client';
import { ScreenErrorBoundary } from './screen-error-boundary';
import './sign-out-steps';

// Only the screens that load on demand raise toasts, and they import sonner themselves, so the login screen's
// first script goes without it. A toast raised before this mounts shows when it does (sonner replays them).
const AppToaster = lazy(() => import('./toaster'));

/** How long after the page's load the toaster's code waits: past a first screen's paint on a slow phone. */
const TOASTER_AFTER_LOAD_MS = 3000;
/** The longest the settling waits for an idle moment after that. */
const IDLE_WAIT_MS = 2000;

/**
 * True a while after the page has loaded, once the browser is idle, so the toaster's code (and sonner's) is not
 * among the scripts a first screen waits for on the few connections the browser opens at once. A toast raised
 * earlier shows when the toaster mounts.
 */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      // A page that is never idle (a slow phone, an animation) still settles: the worker must get registered.
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setSettled(true), { timeout: IDLE_WAIT_MS })
        : window.setTimeout(() => setSettled(true), 0);
    };
    const afterLoad = () => {
      timer = window.setTimeout(whenIdle, TOASTER_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
  return settled;
}

/** The service worker's code loads only in a build and after the page has settled (decision record 028). */
const startServiceWorker = () =>
  import('./service-worker').then(
    (m) => m.registerServiceWorker(),
    (err: unknown) => console.warn('Service worker not started', err),
  );

/** `client` is the app's query client when main.tsx has already started the first screen's queries in it. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const pageSettled = usePageSettled();
  useEffect(() => {
    if (pageSettled && import.meta.env.PROD) void startServiceWorker();
  }, [pageSettled]);
  return (
    <QueryClientProvider client={queryClient}>
      <ScreenErrorBoundary>
        <BrowserRouter>
          <SessionProvider>{children}</SessionProvider>
        </BrowserRouter>
        <Suspense fallback={null}>{pageSettled ? <AppToaster /> : null}</Suspense>
      </ScreenErrorBoundary>
    </QueryClientProvider>
  );
}
