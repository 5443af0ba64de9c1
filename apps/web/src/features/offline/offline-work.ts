import type { QueryClient } from '@tanstack/react-query';
import { forgetFirstRequests } from '../../lib/first-requests';
import { withMessages } from '../../lib/preloadable-lazy';

/**
 * The first script's part of working offline (decision record 030): when to put the last copies of the reads back
 * and when to start keeping them and sending queued writes. The machinery itself (last-copies.ts, outbox.ts,
 * idb-keyval) loads on demand, so an online first screen neither waits for it nor downloads it before its paint.
 */

/**
 * Names this build, so copies written by another build (whose answers may have another shape) are not read: the
 * page's entry script, whose hashed name changes with any chunk of the build, since each chunk names the chunks it
 * loads by their hashed names. The development server and the tests have one build.
 */
const build = () => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? 'dev';

/** The write queue's code, with the messages a refusal's reason is made from (it keeps the text it made). */
export const importOutbox = withMessages(() => import('./outbox'));

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A fetch that never got an answer (no network, a dropped connection), as opposed to the server's refusal. */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}

/** Cache Storage of the photos the service worker keeps (written there, removed here at sign-out). */
export const PHOTOS_CACHE = 'dayleaf-photos';

/**
 * Before the first render: when the browser says it has no network, the last copies of `userId`'s reads go into
 * the cache, so the first screen shows them instead of waiting (TanStack Query already knows it is offline, from
 * lib/query-client.ts, so the screens' queries wait for the network instead of failing). Online this does
 * nothing and returns null, so the caller goes on at once.
 */
export function restoreIfOffline(client: QueryClient, userId: string | null): Promise<void> | null {
  return isOffline() && userId ? restoreLastCopies(client, userId) : null;
}

/** Puts the last copies of `userId`'s reads into the cache (where they are older than what it holds, nothing changes). */
export async function restoreLastCopies(client: QueryClient, userId: string): Promise<void> {
  try {
    const copies = await import('./last-copies');
    await copies.restoreLastCopies(client, { userId, buster: build() });
  } catch (err) {
    console.warn('Last copies not read', err);
  }
}

/** Runs `start` once the page has loaded and the browser is idle: past the first screen's paint. */
export function afterPageLoad(start: () => void): () => void {
  let cancelled = false;
  const run = () => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 0));
    idle(() => {
      if (!cancelled) start();
    });
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

/**
 * While `userId` is signed in: keeps the last copies of their reads and sends their queued writes, both started
 * after the page's load. Returns the function that stops both.
 */
export function workOffline(client: QueryClient, userId: string): () => void {
  const stops: Array<() => void> = [];
  let stopped = false;
  const cancel = afterPageLoad(() => {
    Promise.all([import('./last-copies'), importOutbox()]).then(
      ([copies, outbox]) => {
        if (stopped) return;
        stops.push(copies.keepLastCopies(client, { userId, buster: build() }), outbox.startOutbox(client, userId));
      },
      (err: unknown) => console.warn('Offline work not started', err),
    );
  });
  return () => {
    stopped = true;
    cancel();
    for (const stop of stops) stop();
  };
}

/**
 * Removes what this device kept for the signed-in person: the last copies of their reads, their queued writes, the
 * photos seen and the screens' first requests (sign-out, account deletion).
 */
export async function forgetDevice(): Promise<void> {
  forgetFirstRequests();
  const [copies, outbox] = await Promise.all([import('./last-copies'), importOutbox()]);
  await Promise.all([
    copies.forgetLastCopies(),
    outbox.forgetOutbox(),
    typeof caches === 'undefined' ? undefined : caches.delete(PHOTOS_CACHE),
  ]);
}

/**
 * Before sign-out: sends `userId`'s queued writes when the network is there, and says how many still wait (no
 * network, the server's trouble, a write it refused that is now under "Not saved"). The "Not saved" entries are
 * not counted: the server refused them and the person has been shown them, so signing out loses none that could
 * still be saved.
 */
export async function sendWaitingWrites(userId: string): Promise<number> {
  const outbox = await importOutbox();
  if (!(await outbox.readOutbox(userId)).waiting) return 0;
  if (!isOffline()) await outbox.replayOutbox(userId);
  return (await outbox.readOutbox(userId)).waiting;
}

/** Removes the last copies of the reads only: the session ended on the server, but its queued writes still wait. */
export async function forgetLastCopies(): Promise<void> {
  const copies = await import('./last-copies');
  await copies.forgetLastCopies();
}
