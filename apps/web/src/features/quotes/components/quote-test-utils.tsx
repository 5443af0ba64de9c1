import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { SessionProvider, USER_ID_KEY } from '../../auth/session';

export const USER_ID = '6f1c2a4e-8a53-4a55-9a8e-2d4f0c7b9e11';

type QuoteAnswer = { status: number; body: unknown };

/**
 * Answers the app's calls at the network edge: the signed-in user (when `signedIn`) and the quote route.
 * Returns the URLs the app asked for.
 */
export function fakeApi({ signedIn, quote }: { signedIn: boolean; quote: QuoteAnswer }) {
  const asked: string[] = [];
  if (signedIn) localStorage.setItem(USER_ID_KEY, USER_ID);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url === `/api/users/${USER_ID}`) return json(200, { id: USER_ID, username: 'quote_tester' });
      if (url.startsWith('/api/ai/motivational-quote')) return json(quote.status, quote.body);
      return json(404, { error: 'Not found.' });
    }),
  );
  return asked;
}

export function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>{ui}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
