import { t } from '@lingui/core/macro';
import type { BodyInput, Endpoint, QueryInput, RouteOf } from '@dayleaf/contracts/client';
import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, callApi, type CallInput } from '../../lib/api-client';
import { deviceStore } from './device-store';
import { isNetworkError, isOffline } from './offline-work';
import type { QueuedEndpoint, QueuedRoute, QueuedRouteFacts } from './queued-routes';

/**
 * The writes a person can make with no network (decision record 030): kept on the device in the order they were
 * made, shown as done at once by their feature's cache updates, and sent in that order when the network returns,
 * each with `offline_at`, the device's time when the person acted. Any answer with an error status ends a write: it
 * is kept as a "Not saved" entry with the reason until the person dismisses it, and never sent again by itself; only
 * a write that got no answer waits (decision record 060). Nothing here knows a feature: a feature declares the routes
 * its writes may wait on (queued-routes.ts), and its write names one of them and builds its input (features/<x>/api/).
 */

export type { QueuedRoute } from './queued-routes';
type BodyOf<N extends QueuedRoute> = BodyInput<RouteOf<QueuedEndpoint<N>>>;

interface StoredInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export interface QueuedWrite {
  id: string;
  userId: string;
  /** A queued route's name; one a later build no longer declares is not sent (see drain). */
  route: string;
  input: StoredInput;
  /** When the person acted, the device's time with its offset (also sent as `offline_at`). */
  at: string;
  /** What the person did, as the "Not saved" list names it. */
  description: string;
  /** The reason "Not saved" gives when the server failed without saying why (a 5xx); absent in older queues. */
  failed?: string;
  /** A create's temporary id: later writes may name it, and they get the server's id once the create is sent. */
  tempId?: string;
  /** Queries to read again once the write was sent or refused, so the screens show what the server kept. */
  refresh: QueryKey[];
}

export interface RefusedWrite {
  id: string;
  userId: string;
  description: string;
  /** The server's own text (or what failed) */
  reason: string;
  at: string;
}

export interface Outbox {
  items: QueuedWrite[];
  refused: RefusedWrite[];
  /** Temporary id -> the server's, for the writes made before the create was sent. */
  ids: Record<string, string>;
  /** Temporary ids whose create was refused: the writes that name them cannot be sent either. */
  lost: string[];
}

const STORE_KEY = 'outbox';
const LOCK_NAME = 'dayleaf-outbox';
/** While writes wait and the browser says it is online (a connection that drops requests), they are tried this often. */
export const RETRY_MS = 30_000;

const emptyOutbox = (): Outbox => ({ items: [], refused: [], ids: {}, lost: [] });

let snapshot: Outbox = emptyOutbox();
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('dayleaf-outbox');

function publish(next: Outbox): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/**
 * Reads the queue as the device holds it. Writes that left it since this tab last looked were sent or refused by
 * another tab: what they touched is read again, so no screen here still shows a refused write as done.
 */
async function reload(): Promise<Outbox> {
  const stored = (await deviceStore().get<Outbox>(STORE_KEY)) ?? emptyOutbox();
  const left = snapshot.items.filter((item) => !stored.items.some((i) => i.id === item.id));
  publish(stored);
  for (const queryKey of left.flatMap((item) => item.refresh)) void client?.invalidateQueries({ queryKey });
  return stored;
}

function ready(): Promise<void> {
  loaded ??= reload().then(
    () => undefined,
    (err: unknown) => console.warn('Queued writes not read', err),
  );
  return loaded;
}

// Another tab of the app queued, sent or refused writes: this one shows the same and reads again what changed.
channel?.addEventListener('message', () => void reload());

async function change(edit: (box: Outbox) => Outbox): Promise<void> {
  let next = snapshot;
  await deviceStore().update<Outbox>(STORE_KEY, (old) => (next = edit(old ?? emptyOutbox())));
  publish(next);
  channel?.postMessage('changed');
}

/** The device's time `at` as ISO 8601 with its own offset, e.g. 2026-11-24T08:15:00.000+09:00. */
export function isoWithOffset(at: Date): string {
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a timestamp
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:` +
    `${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

const browserOnline = () => onlineManager.isOnline() && !isOffline();

/** Path ids that are temporary ids of creates already sent become the server's ids. */
function withServerIds(input: StoredInput, ids: Record<string, string>): StoredInput {
  if (!input.params) return input;
  return { ...input, params: Object.fromEntries(Object.entries(input.params).map(([k, v]) => [k, ids[v] ?? v])) };
}

let routes: Promise<Record<string, QueuedRouteFacts>> | null = null;

/**
 * Every feature's queued routes by name, loaded once. The app gathers the features' tables (app/queued-routes.ts,
 * the one module of app/ a feature loads): loaded from here, with the queue, they and the code that finds them stay
 * out of every first screen's script (decision record 069).
 */
function queuedRoutes(): Promise<Record<string, QueuedRouteFacts>> {
  routes ??= import('../../app/queued-routes').then(
    ({ queuedRoutes: tables }): Record<string, QueuedRouteFacts> => Object.assign({}, ...Object.values(tables)),
    (err: unknown) => {
      routes = null; // a later call tries again
      throw err;
    },
  );
  return routes;
}

/**
 * Reads the queue and the routes' facts ahead of a first write, so that sendOrQueue then starts its request within
 * the task that called it: a tab closed right after an edit would otherwise close before the request began.
 */
export async function prepareToSend(): Promise<void> {
  await Promise.all([ready(), queuedRoutes()]);
}

/** The facts of the route a write names; a route no feature declares is a mistake in the write. */
async function factsOf(route: QueuedRoute): Promise<QueuedRouteFacts> {
  const facts = (await queuedRoutes())[route];
  if (!facts) throw new Error(`${route} is not a queued route`);
  return facts;
}

function send({ endpoint }: QueuedRouteFacts, input: StoredInput & { keepalive?: boolean }): Promise<unknown> {
  // A stored input was built by its route's feature (OfflineWrite) and kept as plain data; the types stay there.
  return callApi<Endpoint>(endpoint, input as CallInput<RouteOf<Endpoint>>);
}

/** A feature's write: its route, its input (with `offline_at` when it was queued), and what it means to the person. */
export interface OfflineWrite<N extends QueuedRoute> {
  userId: string;
  route: N;
  input: (offlineAt: string | undefined) => StoredInput & {
    body?: BodyOf<N>;
    query?: QueryInput<RouteOf<QueuedEndpoint<N>>>;
    keepalive?: boolean;
  };
  description: string;
  /** The feature's own text for an answer with an error status, shown when the server's is not (a 5xx). */
  failed: string;
  tempId?: string;
  refresh?: QueryKey[];
}

export type Sent<T> = { queued: false; answer: T } | { queued: true };

/**
 * Sends the write now when the network is there and no older write waits; else, or when the connection fails,
 * queues it (resolving once it is on the device) to be sent in order later. A refusal of a write sent now is thrown
 * as before (its screen shows it); only a queued write's refusal goes to the "Not saved" list.
 */
export async function sendOrQueue<N extends QueuedRoute, T>(write: OfflineWrite<N>, at = new Date()): Promise<Sent<T>> {
  await ready();
  const waiting = snapshot.items.some((item) => item.userId === write.userId);
  if (browserOnline() && !waiting) {
    try {
      // A route's facts that fail to load (no network for the code either) queue the write like a failed send.
      const answer = (await send(await factsOf(write.route), withServerIds(write.input(undefined), snapshot.ids))) as T;
      return { queued: false, answer };
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    }
  }
  const { keepalive: _keepalive, ...input } = write.input(isoWithOffset(at));
  const item: QueuedWrite = {
    id: crypto.randomUUID(),
    userId: write.userId,
    route: write.route,
    input,
    at: at.toISOString(),
    description: write.description,
    failed: write.failed,
    ...(write.tempId && { tempId: write.tempId }),
    refresh: write.refresh ?? [],
  };
  await change((box) => ({ ...box, items: [...box.items, item] }));
  // Queued behind older writes while online: the replay sends it after them. A failed connection waits for the
  // network's return or the next try instead.
  if (waiting && browserOnline()) void replayOutbox();
  return { queued: true };
}

/** The feature's text for a write that was not saved (absent in older queues). */
const failedText = (item: QueuedWrite): string => item.failed ?? t`It could not be saved. Please try again.`;

/** The server's own text for a refusal (the too-late text of decision 029); for its own trouble, the feature's. */
function refusalText(err: ApiError, item: QueuedWrite): string {
  return err.status >= 500 ? failedText(item) : (err.serverMessage ?? failedText(item));
}

let client: QueryClient | null = null;
let owner: string | null = null;
let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the queued writes of the signed-in user (or `userId`, at sign-out, which may come before the outbox has
 * started) in order; one tab at a time where the browser has Web Locks. A call while a replay runs makes it look
 * once more when it ends, and resolves then.
 */
export function replayOutbox(userId?: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      await ready();
      do {
        again = false;
        const who = userId ?? owner;
        if (navigator.locks) await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? drain(who) : undefined));
        else await drain(who);
      } while (again);
    } finally {
      // In the same step as the last look, so a call made after it starts a new replay.
      running = null;
    }
  })();
  return running;
}

async function drain(userId: string | null): Promise<void> {
  if (!userId) return;
  const refresh: QueryKey[] = [];
  try {
    for (;;) {
      // Read again each time: another tab may have queued more.
      const box = await reload();
      const item = box.items.find((i) => i.userId === userId);
      if (!item || !browserOnline()) return;
      let facts: QueuedRouteFacts | undefined;
      try {
        facts = (await queuedRoutes())[item.route];
      } catch (err) {
        // The routes' code did not arrive (no network for it either): the write waits for a later try.
        console.warn('Queued routes not read', err);
        return;
      }
      const unsendable = Object.values(item.input.params ?? {}).some((id) => box.lost.includes(id));
      let outcome: { answer: unknown } | { refused: string };
      // A route this build no longer declares cannot be sent: the person is told, as for any refusal.
      if (!facts) outcome = { refused: failedText(item) };
      else if (unsendable) outcome = { refused: facts.orphaned ?? t`What it changes was not saved.` };
      else {
        try {
          outcome = { answer: await send(facts, withServerIds(item.input, box.ids)) };
        } catch (err) {
          // No answer, or a session that ended (the same person signing in again sends it): it waits for a later
          // try. Any other answer ends it, a 5xx too: sent again later, it would apply behind the person's back.
          if (!(err instanceof ApiError) || err.status === 401) return;
          outcome = { refused: refusalText(err, item) };
        }
      }
      refresh.push(...item.refresh);
      await change((current) => {
        const rest = current.items.filter((i) => i.id !== item.id);
        if ('answer' in outcome) {
          const serverId = (outcome.answer as { id?: unknown } | undefined)?.id;
          const ids = item.tempId && typeof serverId === 'string' ? { ...current.ids, [item.tempId]: serverId } : current.ids;
          return { ...current, items: rest, ids };
        }
        const refused: RefusedWrite = { id: item.id, userId, description: item.description, reason: outcome.refused, at: item.at };
        return { ...current, items: rest, refused: [...current.refused, refused], lost: item.tempId ? [...current.lost, item.tempId] : current.lost };
      });
    }
  } finally {
    for (const queryKey of refresh) void client?.invalidateQueries({ queryKey });
  }
}

/**
 * Starts sending `userId`'s queued writes: now, whenever the network returns, and every RETRY_MS while some wait.
 * Returns the function that stops it (sign-out).
 */
export function startOutbox(queryClient: QueryClient, userId: string): () => void {
  client = queryClient;
  owner = userId;
  // The routes' facts load now, so a first write sent at once does not wait for their code.
  queuedRoutes().catch((err: unknown) => console.warn('Queued routes not read', err));
  void replayOutbox();
  const stopListening = onlineManager.subscribe((online) => {
    if (online) void replayOutbox();
  });
  const timer = setInterval(() => {
    if (snapshot.items.length && browserOnline()) void replayOutbox();
  }, RETRY_MS);
  return () => {
    stopListening();
    clearInterval(timer);
    if (owner === userId) owner = null;
  };
}

/** Dismisses a "Not saved" entry once the person has read it. */
export function dismissRefused(id: string): Promise<void> {
  return change((box) => ({ ...box, refused: box.refused.filter((r) => r.id !== id) }));
}

/** Removes every queued write and "Not saved" entry (sign-out, account deletion). */
export async function forgetOutbox(): Promise<void> {
  await deviceStore().del(STORE_KEY);
  loaded = null;
  publish(emptyOutbox());
  channel?.postMessage('changed');
}

/** Calls `listener` on every change of the queue, reading it from the device first. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  void ready();
  return () => listeners.delete(listener);
}

/** The queue as this tab last read it (the same object until it changes). */
export const currentOutbox = (): Outbox => snapshot;

export interface OutboxSummary {
  waiting: number;
  refused: RefusedWrite[];
}

export const summaryOf = (box: Outbox, userId: string): OutboxSummary => ({
  waiting: box.items.filter((i) => i.userId === userId).length,
  refused: box.refused.filter((r) => r.userId === userId),
});

/** How many of `userId`'s writes wait to be sent, and those the server refused, as the device has them now. */
export async function readOutbox(userId: string): Promise<OutboxSummary> {
  return summaryOf(await reload(), userId);
}

/** The bodies of `userId`'s writes on `route` that wait to be sent, oldest first, so a screen can mark them waiting. */
export function waitingBodies<N extends QueuedRoute>(box: Outbox, userId: string, route: N): Array<Partial<BodyOf<N>>> {
  // Stored as plain data by the route's own feature (OfflineWrite), so the body has that route's shape.
  return box.items.filter((i) => i.userId === userId && i.route === route).map((i) => (i.input.body ?? {}) as Partial<BodyOf<N>>);
}
