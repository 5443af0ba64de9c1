import type { PushSubscriptionBody, Reminders } from '@dayleaf/contracts';
import { apiError, HttpResponse } from './msw/contract';
import { remindersHandlers } from './msw/reminders';
import { server } from './msw/server';

/** A VAPID public key as the server sends it (URL-safe base64 of an uncompressed P-256 point). */
export const VAPID_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

export const THIS_BROWSER_SUBSCRIPTION: PushSubscriptionBody = {
  endpoint: 'https://push.example.test/send/this-browser',
  expirationTime: null,
  keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
};

export const makeReminders = (overrides: Partial<Reminders> = {}): Reminders => ({
  enabled: false,
  time: '20:00',
  vapid_public_key: VAPID_KEY,
  devices: 0,
  ...overrides,
});

interface FakeDeviceOptions {
  /** As the reminders feature's `PushDevice.check` reports it. */
  support?: 'unsupported' | 'no-worker' | 'ready';
  /** Whether the browser already holds a subscription for the server's key. */
  subscribed?: boolean;
  /** The answer to the permission question. */
  permission?: NotificationPermission;
  /** `subscribe` rejects, as it does when the push service cannot be reached. */
  subscribeFails?: boolean;
}

/**
 * A browser's push as a test wants it, to hand to the reminders feature in place of the browser's (a `PushDevice`);
 * `calls` lists what the app asked of it, in order.
 */
export function fakePushDevice({ support = 'ready', subscribed = false, permission = 'granted', subscribeFails = false }: FakeDeviceOptions = {}) {
  const calls: string[] = [];
  let held = subscribed;
  let activate = () => {};
  const active = new Promise<void>((resolve) => {
    activate = resolve;
  });
  const device = {
    async check(key: string) {
      calls.push(`check ${key === VAPID_KEY ? 'server key' : key}`);
      return { support, subscribed: held };
    },
    async requestPermission(): Promise<NotificationPermission> {
      calls.push('requestPermission');
      return permission;
    },
    async subscribe(key: string) {
      calls.push(`subscribe ${key === VAPID_KEY ? 'server key' : key}`);
      if (subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
      held = true;
      return THIS_BROWSER_SUBSCRIPTION;
    },
    async unsubscribe(): Promise<string | null> {
      calls.push('unsubscribe');
      const had = held;
      held = false;
      return had ? THIS_BROWSER_SUBSCRIPTION.endpoint : null;
    },
    workerActive: () => active,
  };
  /** The page's worker finishes installing after the screen asked: `check` is ready from now on. */
  function activateWorker() {
    support = 'ready';
    activate();
  }
  return { device, calls, activateWorker };
}

/**
 * The reminder routes as the server answers them, over one stored `Reminders`: a PATCH changes it, a new
 * subscription adds a device, the test reminder reaches every device or is 409 without one. `refuse` answers a
 * route with that response instead. Returns what each route received.
 */
export function answerReminders(initial: Reminders, refuse: Partial<Record<'update' | 'add' | 'test', Response>> = {}) {
  let stored = initial;
  const received = { updates: [] as unknown[], added: [] as unknown[], removed: [] as string[], tests: 0 };
  server.use(
    remindersHandlers.getReminders(() => HttpResponse.json(stored)),
    remindersHandlers.updateReminders(async ({ request }) => {
      const body = await request.json();
      received.updates.push(body);
      if (refuse.update) return refuse.update;
      stored = { ...stored, ...body };
      return HttpResponse.json(stored);
    }),
    remindersHandlers.addPushSubscription(async ({ request }) => {
      received.added.push(await request.json());
      if (refuse.add) return refuse.add;
      stored = { ...stored, devices: stored.devices + 1 };
      return HttpResponse.json({ devices: stored.devices }, { status: 201 });
    }),
    remindersHandlers.removePushSubscription(({ request }) => {
      received.removed.push(new URL(request.url).searchParams.get('endpoint') ?? '');
      return new HttpResponse(null, { status: 204 });
    }),
    remindersHandlers.sendTestReminder(() => {
      received.tests += 1;
      if (refuse.test) return refuse.test;
      if (stored.devices === 0) return apiError(409, 'No device gets reminders yet. Turn reminders on, on the device you want them on.');
      return HttpResponse.json({ sent: stored.devices });
    }),
  );
  return { received, stored: () => stored };
}
