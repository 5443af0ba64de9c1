import type { ThemePackage, User } from '@dayleaf/contracts';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render';

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
  stubFetch(async (url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const entry = answers[key];
    if (!entry) return jsonResponse(404, { error: `No fake for ${key}` });
    const { status, body } = typeof entry === 'function' ? await entry() : entry;
    return jsonResponse(status, body);
  });
  return calls;
}

/** Renders a signed-in screen at /subscribe or /subscription with the app's query client, fetch faked. */
export function renderSignedIn(user: User, element: ReactNode, path = '/subscription') {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
      <Route path="/subscription" element={<p>Subscription screen</p>} />
    </Routes>,
    { user, path, queryClient: createQueryClient() },
  );
}
