import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import { createQueryClient } from '../lib/query-client';

// Only the screens that load on demand raise toasts, and they import sonner themselves, so the login screen's
// first script goes without it. A toast raised before this mounts shows when it does (sonner replays them).
const AppToaster = lazy(() => import('./toaster'));

/**
 * True once the page has loaded and the browser is idle (or 2 s after the load at the latest), so the toaster's
 * code does not compete with the first screen's for the few connections the browser opens at once.
 */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setSettled(true), { timeout: 2000 })
        : window.setTimeout(() => setSettled(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
  return settled;
}

/** `client` is the app's query client when main.tsx has already started the first screen's queries in it. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const pageSettled = usePageSettled();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionProvider>{children}</SessionProvider>
      </BrowserRouter>
      <Suspense fallback={null}>{pageSettled ? <AppToaster /> : null}</Suspense>
    </QueryClientProvider>
  );
}
