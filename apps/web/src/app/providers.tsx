import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import { createQueryClient } from '../lib/query-client';

// Only the screens that load on demand raise toasts, and they import sonner themselves, so the login screen's
// first script goes without it. A toast raised before this mounts shows when it does (sonner replays them).
const AppToaster = lazy(() => import('./toaster'));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionProvider>{children}</SessionProvider>
      </BrowserRouter>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
