import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, actionErrorText, type ActionErrorTexts } from './api-client';
import { toast } from './lazy-toast';

/**
 * What a query or mutation declares about its failure, read once here instead of in every screen:
 * `errorText` shows an error toast (the server's text, else that fallback), `errorLog` logs the failure
 * with that text (failed queries are logged even without it), and `expectedStatuses` are refusals the screen shows
 * as an answer (a list the viewer may not see), so they are neither logged nor toasted.
 */
export interface FailureMeta extends Record<string, unknown> {
  errorText?: string | ActionErrorTexts;
  errorLog?: string;
  expectedStatuses?: readonly number[];
}

/**
 * What a query keeps of its answer on the device for a visit with no network, declared by the query itself in its
 * options' `meta` (an allowlist: a query without it is per-screen detail that can wait for the network). An
 * infinite list keeps its first page. The offline copies read it (decision record 030).
 */
export interface OfflineMeta {
  keepOffline?: 'whole' | 'first-page';
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta & OfflineMeta;
    mutationMeta: FailureMeta;
  }
}

function report(err: unknown, meta: FailureMeta | undefined, logAlways: boolean): void {
  if (err instanceof ApiError && meta?.expectedStatuses?.includes(err.status)) return;
  if (meta?.errorLog || logAlways) console.warn(meta?.errorLog ?? 'Request failed', err);
  if (meta?.errorText) {
    const text = actionErrorText(err, meta.errorText);
    // The same failure again (an autosave's retry) replaces its toast instead of stacking another.
    toast.error(text, { id: text });
  }
}

/** The caches every query client has (the app's and the tests'), so failures are reported the same way. */
export function createQueryCaches() {
  return {
    // A query's screen keeps what it has on failure; the failure is logged once, whoever watches it.
    queryCache: new QueryCache({ onError: (err, query) => report(err, query.meta, true) }),
    mutationCache: new MutationCache({ onError: (err, _vars, _ctx, mutation) => report(err, mutation.meta, false) }),
  };
}

// TanStack Query starts online and learns only from later 'online'/'offline' events; a page opened with no network
// (an offline reload, served by the service worker) is offline from its first render, so its queries wait for the
// network instead of failing. navigator.onLine is trusted only when it says offline.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    ...createQueryCaches(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change on a retry.
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
