import type { User } from '@dayleaf/contracts';
import { makeProgress, makeUser } from '@dayleaf/contracts/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { userKeys } from '../features/auth/api/keys';
import { SessionProvider } from '../features/auth/session-provider';
import { USER_ID_KEY } from '../features/auth/session';
import { createQueryCaches } from '../lib/query-client';

/**
 * A free user with no progress yet (the contracts' new account); a test overrides what it looks at. Their zone is
 * UTC, where the tests run the browser too, so the zone sync sends nothing.
 */
export { makeUser };
/** The counts trophies read, as that new account has them; a test overrides the ones it looks at. */
export { makeProgress };
export const TEST_USER_ID = makeUser().id;

/** No retries, so a refused call shows its error at once; failures are toasted and logged as in the app. */
export const createTestQueryClient = () =>
  new QueryClient({ ...createQueryCaches(), defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

interface ProviderOptions {
  /** Signs this user in: their id stored as the session's and their profile already loaded. */
  user?: User;
  /** Where the router starts. */
  path?: string;
  queryClient?: QueryClient;
}

/** Renders `ui` inside the providers every screen has: query client, router, session and toasts. */
export function renderWithProviders(ui: ReactElement, { user, path = '/', queryClient = createTestQueryClient() }: ProviderOptions = {}) {
  if (user) {
    localStorage.setItem(USER_ID_KEY, user.id);
    queryClient.setQueryData(userKeys.user(user.id), user);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>{children}</SessionProvider>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
  rendered.add(queryClient);
  return { ...render(ui, { wrapper }), queryClient };
}

const rendered = new Set<QueryClient>();

/**
 * Waits (up to `limitMs`) until the query clients of this test's renders have no query or mutation running, such
 * as the saves a component starts as it unmounts, so their requests reach this test's handlers and not the next
 * test's (setup.ts calls it after unmounting). A request the test deliberately never answers is left after the limit.
 */
export async function queriesSettled(limitMs = 2000) {
  const busy = () => [...rendered].some((client) => client.isFetching() > 0 || client.isMutating() > 0);
  // Counted in rounds rather than read from the clock, which a test may have frozen.
  for (let waited = 0; busy() && waited < limitMs; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
  rendered.clear();
}
