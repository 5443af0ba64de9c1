import type { ThemePackage, User } from '@dayleaf/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { USER_ID_KEY, SessionProvider } from '../../auth/session';

export const USER_ID = '00000000-0000-4000-8000-0000000000aa';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: USER_ID,
    username: 'ana',
    bio: '',
    profile_photo: null,
    subscription_status: 'free',
    subscription_end_date: null,
    streak_count: 0,
    last_streak_restoration_date: null,
    is_profile_private: false,
    progress: { streak: 0, friends: 0, challenges_completed: 0, challenges_joined: 0, posts: 0, post_count: 0, is_premium: false },
    ...overrides,
  };
}

const colors = (background: string) =>
  JSON.stringify({
    primary: '146 50% 36%',
    accent: '38 92% 50%',
    background,
    foreground: '150 25% 12%',
    card: '0 0% 100%',
    muted: '140 20% 92%',
    border: '140 15% 86%',
    secondary: '140 25% 90%',
  });

export const CATALOG: ThemePackage[] = [
  { id: 'default', name: 'default', description: 'Classic.', category: 'basic', is_premium: false, colors: colors('140 30% 97%') },
  { id: 'forest', name: 'Forest', description: 'Pine.', category: 'nature', is_premium: false, colors: colors('100 25% 95%') },
  { id: 'ocean', name: 'Ocean Breeze', description: 'Sea.', category: 'nature', is_premium: true, colors: colors('195 45% 96%') },
  { id: 'autumn', name: 'Autumn Harvest', description: 'Leaves.', category: 'seasonal', is_premium: true, colors: colors('36 50% 95%') },
  { id: 'midnight', name: 'Midnight', description: 'Night.', category: 'dark', is_premium: true, colors: colors('230 30% 9%') },
  { id: 'lavender', name: 'Lavender Dream', description: 'Violet.', category: 'others', is_premium: true, colors: colors('260 45% 97%') },
];

type Answer = { status: number; body: unknown } | (() => Promise<{ status: number; body: unknown }>);

/** Answers the app's calls from a table keyed by 'METHOD /path'; records what was asked. */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const entry = answers[key];
      if (!entry) return new Response(JSON.stringify({ error: `No fake for ${key}` }), { status: 404 });
      const { status, body } = typeof entry === 'function' ? await entry() : entry;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** Renders a signed-in screen at /subscribe or /subscription with the real providers, fetch faked. */
export function renderSignedIn(user: User, element: ReactNode, path = '/subscription') {
  localStorage.setItem(USER_ID_KEY, user.id);
  const queryClient = createQueryClient();
  queryClient.setQueryData(['users', user.id], user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route path={path} element={element} />
            <Route path="/subscription" element={<p>Subscription screen</p>} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
