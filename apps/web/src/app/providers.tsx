import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { SessionProvider } from '../features/auth/session';
import { createQueryClient } from '../lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionProvider>{children}</SessionProvider>
      </BrowserRouter>
      {/* The notification library's defaults as the spec lists them: 4 s, 3 visible, bottom-right, Alt+T. */}
      <Toaster position="bottom-right" duration={4000} visibleToasts={3} hotkey={['altKey', 'KeyT']} offset={{ bottom: 88 }} mobileOffset={{ bottom: 88 }} theme="system" richColors closeButton />
    </QueryClientProvider>
  );
}
