import { hydrate, onlineManager, type DehydratedState, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { OfflineMeta } from '../../lib/query-client';
import { deviceStore } from './device-store';
import { isNetworkError } from './offline-work';

/**
 * The last copy of the reads a person needs on a train with no signal (decision record 030): kept on the device
 * as each answer arrives, put back into the query cache only when the network does not answer, so an online
 * visit always shows the network's answer and never waits on the device's storage.
 */

const STORE_KEY = 'last-copies';
/** A copy older than this is not shown: a week-old feed is no longer "the last data it had" worth showing. */
export const LAST_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Copy {
  queryKey: QueryKey;
  queryType?: 'infinite';
  data: unknown;
  dataUpdatedAt: number;
}

/**
 * Whose copies these are and which build wrote them: copies of another user are never shown, and copies written by
 * another build (whose answers may have another shape) are dropped.
 */
export interface Owner {
  userId: string;
  buster: string;
}

interface Stored {
  buster: string;
  userId: string;
  copies: Record<string, Copy>;
}

type Keep = (data: unknown) => unknown;
const whole: Keep = (data) => data;
const firstPage: Keep = (data) => {
  const { pages, pageParams } = data as { pages: unknown[]; pageParams: unknown[] };
  return { pages: pages.slice(0, 1), pageParams: pageParams.slice(0, 1) };
};

/** What of the query's data is kept, as its meta asks; undefined when the query is not kept. */
export function keptAs(query: Pick<Query, 'meta'>): Keep | undefined {
  const keep = (query.meta as OfflineMeta | undefined)?.keepOffline;
  return keep === 'whole' ? whole : keep === 'first-page' ? firstPage : undefined;
}

function copyOf(query: Query): Copy | undefined {
  if (query.state.status !== 'success' || query.state.data === undefined) return undefined;
  const keep = keptAs(query);
  if (!keep) return undefined;
  return { queryKey: query.queryKey, queryType: query.queryType, data: keep(query.state.data), dataUpdatedAt: query.state.dataUpdatedAt };
}

function fresh(stored: Stored | undefined, buster: string, userId: string, now: number): Stored {
  if (!stored || stored.buster !== buster || stored.userId !== userId) return { buster, userId, copies: {} };
  const copies = Object.fromEntries(Object.entries(stored.copies).filter(([, c]) => now - c.dataUpdatedAt < LAST_COPY_MAX_AGE_MS));
  return { ...stored, copies };
}

/** How long answers gather before they are written, so a screen's burst of answers is one write. */
const WRITE_AFTER_MS = 300;

/**
 * Keeps the last copy of every kept query of `userId` from now on, starting with those already answered. Returns
 * the function that stops it.
 */
export function keepLastCopies(client: QueryClient, { buster, userId }: Owner): () => void {
  const pending = new Map<string, Copy>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending.size) return;
    const batch = Object.fromEntries(pending);
    pending.clear();
    deviceStore()
      .update<Stored>(STORE_KEY, (old) => {
        const next = fresh(old, buster, userId, Date.now());
        return { ...next, copies: { ...next.copies, ...batch } };
      })
      .catch((err: unknown) => console.warn('Last copies not kept', err));
  };
  const note = (query: Query) => {
    // Only this user's own reads: a query whose key names another user id is not theirs to keep offline.
    if (!query.queryKey.includes(userId)) return;
    const copy = copyOf(query);
    if (!copy) return;
    pending.set(query.queryHash, copy);
    timer ??= setTimeout(write, WRITE_AFTER_MS);
  };
  for (const query of client.getQueryCache().getAll()) note(query);
  // With no network, a kept read asked for anew (a screen opened offline, a query that had left the cache) or one
  // whose fetch got no answer is given its last copy.
  const restore = (query: Query) => {
    if (!query.queryKey.includes(userId) || query.state.data !== undefined || !keptAs(query)) return;
    restoreLastCopies(client, { buster, userId }, query.queryHash).catch((err: unknown) => console.warn('Last copy not read', err));
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') note(event.query);
    else if (event.type === 'added' && !onlineManager.isOnline()) restore(event.query);
    else if (event.type === 'updated' && event.action.type === 'error' && isNetworkError(event.action.error)) restore(event.query);
  });
  const stopOnline = onlineManager.subscribe((online) => {
    if (!online) restoreLastCopies(client, { buster, userId }).catch((err: unknown) => console.warn('Last copies not read', err));
  });
  // A tab closed within the wait still writes what it gathered.
  const onHide = () => {
    if (document.visibilityState === 'hidden') write();
  };
  document.addEventListener('visibilitychange', onHide);
  // Stopped at sign-out: what was gathered is dropped, not written after the device was wiped.
  return () => {
    stop();
    stopOnline();
    document.removeEventListener('visibilitychange', onHide);
    if (timer) clearTimeout(timer);
    pending.clear();
  };
}

/**
 * Puts the last copies of `userId`'s reads (or of the one query `onlyHash`) into the cache. A query that already holds a newer answer keeps it
 * (TanStack's hydrate compares the answers' times), so this is safe to call whenever the network fails.
 */
export async function restoreLastCopies(client: QueryClient, { buster, userId }: Owner, onlyHash?: string): Promise<void> {
  const stored = await deviceStore().get<Stored>(STORE_KEY);
  if (!stored || stored.buster !== buster || stored.userId !== userId) return;
  const now = Date.now();
  const queries: DehydratedState['queries'] = Object.entries(stored.copies)
    .filter(([hash, copy]) => (onlyHash === undefined || hash === onlyHash) && now - copy.dataUpdatedAt < LAST_COPY_MAX_AGE_MS)
    .map(([queryHash, copy]) => ({
      queryHash,
      queryKey: copy.queryKey,
      dehydratedAt: copy.dataUpdatedAt,
      ...(copy.queryType && { queryType: copy.queryType }),
      state: {
        data: copy.data,
        dataUpdateCount: 1,
        dataUpdatedAt: copy.dataUpdatedAt,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    }));
  hydrate(client, { queries });
}

/** Removes every last copy (sign-out, account deletion, a session the server ended). */
export function forgetLastCopies(): Promise<void> {
  return deviceStore().del(STORE_KEY);
}
