import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from '../../config';
import type { PushTarget } from '../../integrations/push/push';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { pushSubscription } from '../../../test/factories/reminders';

/* Push endpoints only on push services' hosts (docs/decisions/031-reminders.md, docs/security.md O1). */

const NOT_PUSH_SERVICE = "endpoint must be a push service's address.";
const sentTo: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  // The production list, and a sender that records instead of reaching any network.
  ctx = await createTestContext({ PUSH_SERVICE_HOSTS: DEFAULT_PUSH_SERVICE_HOSTS }, (base) => ({
    push: {
      publicKey: base.push.publicKey,
      send: async (target: PushTarget) => {
        sentTo.push(target.endpoint);
        return { kind: 'sent' } as const;
      },
    },
  }));
  ctx.clock.set('2026-03-10T12:00:00Z');
});

const devicesOf = (me: SignedUp) => `/api/users/${me.user.id}/push-subscriptions`;
async function endpointsOf(id: string): Promise<string[]> {
  const { rows } = await ctx.deps.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY endpoint', [id]);
  return rows.map((r) => r.endpoint);
}

describe('PUSH_SERVICE_HOSTS', () => {
  it("when unset, then the browsers' push services and no address", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-hosts-'));
    const hosts = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's' }).pushServiceHosts;
    rmSync(dataDir, { recursive: true, force: true });
    expect(hosts).toEqual(['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com']);
  });
});

describe('POST /api/users/:id/push-subscriptions on the default hosts', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGx0',
  ])('when a browser subscribes with %s, then 201', async (endpoint) => {
    const me = await signUp(ctx);
    await me.agent.post(devicesOf(me)).send(pushSubscription(endpoint)).expect(201);
    expect(await endpointsOf(me.user.id)).toHaveLength(1);
  });

  it.each([
    ['a host of no push service', 'https://attacker.example/x'],
    ['an allowed name as a prefix of another host', 'https://fcm.googleapis.com.attacker.net/x'],
    ['an allowed name without its dot', 'https://xfcm.googleapis.com/x'],
    ['an allowed name inside a longer label', 'https://evilfcm.googleapis.com.attacker.net/x'],
    ['the parent of an allowed host', 'https://googleapis.com/x'],
    ['a loopback address', 'https://127.0.0.1/x'],
    ['a loopback address as a number', 'https://2130706433/x'],
    ['a cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['a private address', 'https://10.0.0.5/x'],
    ['an IPv6 loopback', 'https://[::1]/x'],
    ['localhost', 'https://localhost/x'],
    ['an allowed host on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['an allowed host with a trailing dot', 'https://fcm.googleapis.com./fcm/send/x'],
    ['an allowed host not as the browser writes it', 'https://FCM.googleapis.com:443/fcm/send/abc'],
  ])('when the endpoint is %s, then 400 naming it and nothing is stored', async (_what, endpoint) => {
    const me = await signUp(ctx);
    const res = await me.agent.post(devicesOf(me)).send(pushSubscription(endpoint)).expect(400);
    expect(res.body.error).toBe(NOT_PUSH_SERVICE);
    expect(await endpointsOf(me.user.id)).toEqual([]);
  });

  it.each([
    ['credentials on an allowed host', 'https://user:pass@fcm.googleapis.com/fcm/send/x'],
    ['http on an allowed host', 'http://fcm.googleapis.com/fcm/send/x'],
  ])('when the endpoint has %s, then 400 and nothing is stored', async (_what, endpoint) => {
    const me = await signUp(ctx);
    const res = await me.agent.post(devicesOf(me)).send(pushSubscription(endpoint)).expect(400);
    expect(JSON.stringify(res.body)).toContain('endpoint must be');
    expect(await endpointsOf(me.user.id)).toEqual([]);
  });
});

describe('PUSH_SERVICE_HOSTS set', () => {
  it('when the list names one host, then only it and its subdomains are taken, and an IP only when listed exactly', async () => {
    const own = await createTestContext({ PUSH_SERVICE_HOSTS: ' .Push.Example.org , 10.1.2.3' });
    const me = await signUp(own);
    const add = (endpoint: string) => me.agent.post(devicesOf(me)).send(pushSubscription(endpoint));
    await add('https://push.example.org/a').expect(201);
    await add('https://eu.push.example.org/b').expect(201);
    await add('https://10.1.2.3:8443/c').expect(201);
    expect((await add('https://fcm.googleapis.com/fcm/send/d').expect(400)).body.error).toBe(NOT_PUSH_SERVICE);
    expect((await add('https://10.1.2.4/e').expect(400)).body.error).toBe(NOT_PUSH_SERVICE);
    expect((await add('https://push.example.org:444/f').expect(400)).body.error).toBe(NOT_PUSH_SERVICE);
  });
});

describe('sending to a stored endpoint off the list', () => {
  it('when a reminder is pushed, then that device is removed and not sent to, and the others are', async () => {
    const me = await signUp(ctx);
    const good = pushSubscription();
    await me.agent.post(devicesOf(me)).send(good).expect(201);
    // A row kept from before the allowlist.
    const { p256dh, auth } = pushSubscription().keys;
    await ctx.deps.db.query('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [
      me.user.id, 'https://169.254.169.254/latest/meta-data', p256dh, auth,
    ]);
    const res = await me.agent.post(`/api/users/${me.user.id}/reminders/test`).expect(200);
    expect(res.body).toEqual({ sent: 1 });
    expect(sentTo).toContain(good.endpoint);
    expect(sentTo).not.toContain('https://169.254.169.254/latest/meta-data');
    expect(await endpointsOf(me.user.id)).toEqual([good.endpoint]);
  });
});
