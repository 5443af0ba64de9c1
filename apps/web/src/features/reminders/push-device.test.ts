import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeReminders } from '../../test/reminders-fixtures';
import { TEST_USER_ID } from '../../test/render';
import { browserPush, WORKER_WAIT_MS } from './push-device';
import { ReminderSetupError, turnOnHere } from './reminder-switch';

const KEY = makeReminders().vapid_public_key;

/** A browser with the push APIs whose page has a registration but whose worker `ready` gives (or never gives). */
function browserWithWorker(ready: Promise<unknown>) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({}), ready },
  });
}

describe('browserPush: waiting for the service worker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('when the worker never becomes active (it failed to register), then after the wait the browser has no worker, not an endless wait', async () => {
    browserWithWorker(new Promise(() => {}));
    let answer: unknown;
    void browserPush.check(KEY).then((a) => (answer = a));

    await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ support: 'no-worker', subscribed: false });
  });

  it('when the worker never becomes active, then turning reminders on fails with the no-worker problem', async () => {
    browserWithWorker(new Promise(() => {}));
    const turning = turnOnHere(TEST_USER_ID, makeReminders(), browserPush);
    const failed = expect(turning).rejects.toEqual(new ReminderSetupError('no-worker'));

    await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS);
    await failed;
  });

  it('when the worker becomes active after the wait, then workerActive settles then, so the screen can ask again', async () => {
    let activate = (_: unknown) => {};
    browserWithWorker(new Promise((resolve) => (activate = resolve)));
    await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS);
    let settled = false;
    void browserPush.workerActive().then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS * 3);
    expect(settled).toBe(false);
    activate({});
    await expect.poll(() => settled).toBe(true);
  });

  it('when the worker is active, then the browser is ready without waiting for the clock', async () => {
    browserWithWorker(Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(null) } }));

    await expect(browserPush.check(KEY)).resolves.toEqual({ support: 'ready', subscribed: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
