import { useSyncExternalStore } from 'react';
import { afterPageLoad, importOutbox } from './offline-work';
import type { OfflineWrite, Outbox, OutboxSummary, QueuedRoute, Sent, waitingBodies } from './outbox';

export type { RefusedWrite } from './outbox';

/**
 * The screens' way to the device's write queue (outbox.ts), which loads after the first screen has rendered
 * instead of with it: no first screen's script carries the queue and IndexedDB's library (about 3 kB gzip). The
 * queue is read from IndexedDB anyway, so a first render showed no waiting write before either; the screens read it
 * once the page has loaded, as the offline layer starts sending it (offline-work.ts), well before a first write.
 */
type OutboxModule = typeof import('./outbox');

let loaded: OutboxModule | null = null;
let loading: Promise<OutboxModule> | null = null;

function loadOutbox(): Promise<OutboxModule> {
  loading ??= importOutbox().then(
    (outbox) => (loaded = outbox),
    (err: unknown) => {
      loading = null; // a later call tries again
      throw err;
    },
  );
  return loading;
}

/**
 * Options of a mutation whose function calls sendOrQueue: it runs with no network too (TanStack would hold it
 * until the network returns), since the queue is where it waits.
 */
export const queueable = { networkMode: 'always' } as const;

/** outbox.ts sendOrQueue, timed when the person acted, not when the queue's code arrived. */
export async function sendOrQueue<N extends QueuedRoute, T>(write: OfflineWrite<N>): Promise<Sent<T>> {
  const at = new Date();
  return (await loadOutbox()).sendOrQueue<N, T>(write, at);
}

/**
 * Loads what sendOrQueue waits for (the queue's code, the queue, the routes' facts) as soon as the person starts
 * editing, not when the write goes: a write made as they leave (a closed tab, an app sent away) must start its
 * request before the page is gone. Once per page, so an edit's keystrokes cost nothing; failing here is harmless:
 * the write loads it again.
 */
let prepared: Promise<void> | null = null;

export function prepareToSend(): Promise<void> {
  prepared ??= loadOutbox()
    .then((outbox) => outbox.prepareToSend())
    .catch(() => {
      prepared = null; // the next edit tries again
    });
  return prepared;
}

/** Dismisses a "Not saved" entry once the person has read it. */
export async function dismissRefused(id: string): Promise<void> {
  await (await loadOutbox()).dismissRefused(id);
}

const NOTHING_READ: Outbox = { items: [], refused: [], ids: {}, lost: [] };

// Read once the page has loaded: fetched at the first render, the queue's three files (one importing the next)
// would sit on the path to the first screen's largest paint (decision record 065).
function subscribe(listener: () => void): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  const cancel = afterPageLoad(() => {
    loadOutbox().then(
      (outbox) => {
        if (stopped) return;
        unsubscribe = outbox.subscribeOutbox(listener);
        listener();
      },
      (err: unknown) => console.warn('Queued writes not read', err),
    );
  });
  return () => {
    stopped = true;
    cancel();
    unsubscribe();
  };
}

const useCurrentOutbox = (): Outbox => useSyncExternalStore(subscribe, () => loaded?.currentOutbox() ?? NOTHING_READ);

/** How many of `userId`'s writes wait to be sent, and those the server refused, following every change. */
export function useOutbox(userId: string): OutboxSummary {
  const box = useCurrentOutbox();
  return loaded ? loaded.summaryOf(box, userId) : { waiting: 0, refused: [] };
}

/** The bodies of `userId`'s writes on `route` that wait to be sent, oldest first, so a screen can mark them waiting. */
export function useWaitingWrites<N extends QueuedRoute>(userId: string, route: N): ReturnType<typeof waitingBodies<N>> {
  const box = useCurrentOutbox();
  return loaded ? loaded.waitingBodies(box, userId, route) : [];
}
