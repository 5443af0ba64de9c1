import type { PushSubscriptionBody } from '@dayleaf/contracts';

/**
 * This browser's side of reminders: notification permission and the push subscription. Everything the
 * reminders screen and sign-out need from the browser goes through a `PushDevice`, so tests hand in a fake
 * (jsdom has no push, and headless Chromium reaches no push service).
 */

/**
 * - `unsupported`: no service worker, Push API or Notification API (older browsers; Safari on iPhone outside a
 *   Home Screen app).
 * - `no-worker`: the APIs exist but this page runs no service worker (the development server registers none).
 * - `ready`: a subscription can be made.
 */
export type PushSupport = 'unsupported' | 'no-worker' | 'ready';

export interface PushDevice {
  /** What this browser can do, and whether it holds a subscription for `applicationServerKey`. Asks the user nothing. */
  check(applicationServerKey: string): Promise<{ support: PushSupport; subscribed: boolean }>;
  /** The browser's permission question (or its stored answer, without asking again). */
  requestPermission(): Promise<NotificationPermission>;
  /** A subscription for `applicationServerKey`: the one this browser holds when it has that key, else a new one. */
  subscribe(applicationServerKey: string): Promise<PushSubscriptionBody>;
  /** Ends this browser's subscription, if any (best effort), and says which endpoint it had. */
  unsubscribe(): Promise<string | null>;
  /**
   * Settles once the page's service worker is active, however long that takes (never where none is registered).
   * A worker still installing when `check` gave up turns the screen ready when it settles.
   */
  workerActive(): Promise<void>;
}

function apisExist(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';
}

/** How long the switch waits for the service worker to be active before saying it is not running. */
export const WORKER_WAIT_MS = 10_000;

/**
 * The page's service worker registration once its worker is active. Builds register the worker just after the
 * first paint, so `ready` settles soon; the development server registers none and `ready` would never settle, so
 * there it is undefined. A build whose worker failed to register never settles `ready` either: after
 * WORKER_WAIT_MS it is undefined too, so the switch says so instead of spinning.
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!apisExist()) return undefined;
  if (import.meta.env.DEV && !(await navigator.serviceWorker.getRegistration())) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, WORKER_WAIT_MS, undefined);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** The bytes of a URL-safe base64 key, as `applicationServerKey` is compared and sent. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

function sameKey(held: ArrayBuffer | null | undefined, key: string): boolean {
  if (!held) return false;
  const a = new Uint8Array(held);
  const b = keyBytes(key);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) throw new Error('The push subscription has no endpoint or keys.');
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

export const browserPush: PushDevice = {
  async check(key) {
    if (!apisExist()) return { support: 'unsupported', subscribed: false };
    const reg = await activeRegistration();
    if (!reg) return { support: 'no-worker', subscribed: false };
    const held = await reg.pushManager.getSubscription();
    return { support: 'ready', subscribed: sameKey(held?.options.applicationServerKey, key) };
  },

  requestPermission: () => Notification.requestPermission(),

  async subscribe(key) {
    const reg = await activeRegistration();
    if (!reg) throw new Error('No service worker is registered.');
    const { pushManager } = reg;
    const held = await pushManager.getSubscription();
    if (held && sameKey(held.options.applicationServerKey, key)) return bodyOf(held);
    // A subscription made with another server key cannot be reused: the push service would refuse our pushes.
    await held?.unsubscribe();
    return bodyOf(await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  },

  async unsubscribe() {
    // Never waits for a worker: a browser whose worker is not registered holds no subscription.
    const held = apisExist() ? await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() : undefined;
    if (!held) return null;
    // The push service forgets it too, so a server that still holds it is answered 410 and drops it.
    await held.unsubscribe().catch((err: unknown) => console.warn('Push unsubscribe failed', err));
    return held.endpoint;
  },

  async workerActive() {
    const never = new Promise<void>(() => {});
    if (!apisExist()) return never;
    if (import.meta.env.DEV && !(await navigator.serviceWorker.getRegistration())) return never;
    await navigator.serviceWorker.ready;
  },
};
