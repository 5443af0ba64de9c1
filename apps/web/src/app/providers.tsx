import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import { createQueryClient } from '../lib/query-client';

// Only the screens that load on demand raise toasts, and they import sonner themselves, so the login screen's
// first script goes without it. A toast raised before this mounts shows when it does (sonner replays them).
const AppToaster = lazy(() => import('./toaster'));

/** True once the page has loaded, so the toaster's code does not compete with the first screen's. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/** `client` is the app's query client when main.tsx has already started the first screen's queries in it. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const pageLoaded = usePageLoaded();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionProvider>{children}</SessionProvider>
      </BrowserRouter>
      <Suspense fallback={null}>{pageLoaded ? <AppToaster /> : null}</Suspense>
    </QueryClientProvider>
  );
}
