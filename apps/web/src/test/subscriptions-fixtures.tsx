import type { User } from '@dayleaf/contracts';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { jsonResponse, renderWithProviders, stubFetch } from './render';

type Answer = { status: number; body: unknown } | (() => Promise<{ status: number; body: unknown }>);

/** Answers the premium screens' calls (subscriptions and themes) from a table keyed by 'METHOD /path'; records what was asked. */
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
