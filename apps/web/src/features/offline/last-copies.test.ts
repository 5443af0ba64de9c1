import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/render';
import { deviceStore } from './device-store';
import { forgetLastCopies, keepLastCopies, LAST_COPY_MAX_AGE_MS, restoreLastCopies, type Owner } from './last-copies';

const USER = '11111111-1111-4111-8111-111111111111';
const OTHER = '33333333-3333-4333-8333-333333333333';
const OWNER: Owner = { userId: USER, buster: 'build-1' };

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Waits until the device holds what `client` answered (the writes gather for a moment). */
async function kept(): Promise<Record<string, unknown>> {
  for (let round = 0; round < 400; round++) {
    const stored = await deviceStore().get<{ copies: Record<string, unknown> }>('last-copies');
    if (stored && Object.keys(stored.copies).length) return stored.copies;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('nothing was kept');
}

/** The reads these tests use, declared kept as the features' query options declare theirs (in `meta`). */
function declareKept(client: QueryClient): QueryClient {
  for (const key of [['users', USER], ['users', USER, 'mood-log'], ['tasks', USER, '2026-11-24'], ['quotes', USER, '2026-11-24'], ['tasks', USER, 'week', '2026-11-24']]) {
    client.setQueryDefaults(key, { meta: { keepOffline: 'whole' } });
  }
  for (const key of [['posts', 'friend-posts', USER], ['challenges', 'active', USER]]) client.setQueryDefaults(key, { meta: { keepOffline: 'first-page' } });
  return client;
}

function answeredClient(): QueryClient {
  const client = declareKept(createTestQueryClient());
  client.setQueryData(['users', USER], { id: USER, username: 'ana' });
  client.setQueryData(['users', USER, 'mood-log'], { mood: 'happy' });
  client.setQueryData(['tasks', USER, '2026-11-24'], [{ id: 't1', name: 'Read' }]);
  client.setQueryData(['quotes', USER, '2026-11-24'], { quote: 'Keep going' });
  client.setQueryData(['tasks', USER, 'week', '2026-11-24'], { days: [{ date: '2026-11-24', state: 'today' }] });
  client.setQueryData(['posts', 'friend-posts', USER], { pages: [['p1'], ['p2']], pageParams: [null, 'c1'] });
  client.setQueryData(['challenges', 'active', USER], { pages: [['c1'], ['c2']], pageParams: [null, 'c1'] });
  // Not declared kept: a post's comments; and another user's record (a public profile).
  client.setQueryData(['posts', 'comments', 'p1'], ['nice']);
  client.setQueryData(['users', OTHER], { id: OTHER, username: 'milo' });
  return client;
}

describe('last copies', () => {
  it('when a new page restores them, then the listed reads of the user come back (the feed and challenges with their first page only), nothing else', async () => {
    stops.push(keepLastCopies(answeredClient(), OWNER));
    await kept();

    const reloaded = new QueryClient();
    await restoreLastCopies(reloaded, OWNER);
    expect(reloaded.getQueryData(['users', USER])).toEqual({ id: USER, username: 'ana' });
    expect(reloaded.getQueryData(['users', USER, 'mood-log'])).toEqual({ mood: 'happy' });
    expect(reloaded.getQueryData(['tasks', USER, '2026-11-24'])).toEqual([{ id: 't1', name: 'Read' }]);
    expect(reloaded.getQueryData(['quotes', USER, '2026-11-24'])).toEqual({ quote: 'Keep going' });
    expect(reloaded.getQueryData(['tasks', USER, 'week', '2026-11-24'])).toEqual({ days: [{ date: '2026-11-24', state: 'today' }] });
    expect(reloaded.getQueryData(['posts', 'friend-posts', USER])).toEqual({ pages: [['p1']], pageParams: [null] });
    expect(reloaded.getQueryData(['challenges', 'active', USER])).toEqual({ pages: [['c1']], pageParams: [null] });
    expect(reloaded.getQueryData(['posts', 'comments', 'p1'])).toBeUndefined();
    expect(reloaded.getQueryData(['users', OTHER])).toBeUndefined();
  });

  it('when a later answer changes a kept read, then the copy follows it', async () => {
    const client = answeredClient();
    stops.push(keepLastCopies(client, OWNER));
    await kept();
    client.setQueryData(['tasks', USER, '2026-11-24'], [{ id: 't1', name: 'Read a book' }]);
    const reloaded = new QueryClient();
    for (let round = 0; round < 400; round++) {
      await restoreLastCopies(reloaded, OWNER);
      if ((reloaded.getQueryData(['tasks', USER, '2026-11-24']) as Array<{ name: string }>)[0]!.name === 'Read a book') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(reloaded.getQueryData(['tasks', USER, '2026-11-24'])).toEqual([{ id: 't1', name: 'Read a book' }]);
  });

  it('when the cache already holds a newer answer, then restoring keeps it', async () => {
    stops.push(keepLastCopies(answeredClient(), OWNER));
    await kept();
    const client = new QueryClient();
    client.setQueryData(['users', USER], { id: USER, username: 'ana-now' }, { updatedAt: Date.now() + 1000 });
    await restoreLastCopies(client, OWNER);
    expect(client.getQueryData(['users', USER])).toEqual({ id: USER, username: 'ana-now' });
  });

  it('when another build or another user reads them, then nothing comes back', async () => {
    stops.push(keepLastCopies(answeredClient(), OWNER));
    await kept();
    for (const owner of [
      { ...OWNER, buster: 'build-2' },
      { ...OWNER, userId: OTHER },
    ]) {
      const client = new QueryClient();
      await restoreLastCopies(client, owner);
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });

  it('when a copy is older than the limit, then it is not restored', async () => {
    const client = declareKept(createTestQueryClient());
    client.setQueryData(['users', USER], { id: USER }, { updatedAt: Date.now() - LAST_COPY_MAX_AGE_MS - 1000 });
    client.setQueryData(['quotes', USER, '2026-11-24'], { quote: 'Keep going' });
    stops.push(keepLastCopies(client, OWNER));
    await kept();
    const reloaded = new QueryClient();
    await restoreLastCopies(reloaded, OWNER);
    expect(reloaded.getQueryData(['users', USER])).toBeUndefined();
    expect(reloaded.getQueryData(['quotes', USER, '2026-11-24'])).toEqual({ quote: 'Keep going' });
  });

  it('when forgotten, then nothing comes back', async () => {
    stops.push(keepLastCopies(answeredClient(), OWNER));
    await kept();
    await forgetLastCopies();
    const client = new QueryClient();
    await restoreLastCopies(client, OWNER);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('when offline, a kept read asked for anew (its screen opened with no network) gets its last copy', async () => {
    stops.push(keepLastCopies(answeredClient(), OWNER));
    await kept();
    const client = declareKept(new QueryClient());
    stops.push(keepLastCopies(client, OWNER));
    onlineManager.setOnline(false);
    void client.prefetchQuery({ queryKey: ['tasks', USER, '2026-11-24'], queryFn: () => Promise.resolve([]) });
    for (let round = 0; round < 400 && !client.getQueryData(['tasks', USER, '2026-11-24']); round++) await new Promise((r) => setTimeout(r, 5));
    expect(client.getQueryData(['tasks', USER, '2026-11-24'])).toEqual([{ id: 't1', name: 'Read' }]);
  });

  it('when a kept read gets no answer although the browser says online, then it gets its last copy', async () => {
    stops.push(keepLastCopies(answeredClient(), OWNER));
    await kept();
    const client = declareKept(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    stops.push(keepLastCopies(client, OWNER));
    await client.prefetchQuery({ queryKey: ['quotes', USER, '2026-11-24'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')) });
    for (let round = 0; round < 400 && !client.getQueryData(['quotes', USER, '2026-11-24']); round++) await new Promise((r) => setTimeout(r, 5));
    expect(client.getQueryState(['quotes', USER, '2026-11-24'])).toMatchObject({ status: 'success', data: { quote: 'Keep going' } });
  });
});
