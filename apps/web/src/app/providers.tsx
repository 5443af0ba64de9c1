import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import { createQueryClient } from '../lib/query-client';
import { usePageSettled } from './page-settled';
import { ScreenErrorBoundary } from './screen-error-boundary';
import './sign-out-steps';

// Only the screens that load on demand raise toasts, and they import sonner themselves, so the login screen's
// first script goes without it. A toast raised before this mounts shows when it does (sonner replays them).
const AppToaster = lazy(() => import('./toaster'));

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
