import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../config';
import { createPushSender, type ResolveHost } from '../../integrations/push/push';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { hostilePushEndpoints, pushSubscription } from '../../../test/factories/reminders';
import { startUnreachableHost, type UnreachableHost } from '../../../test/fakes/unreachable-host';

/*
 * Endpoints that aim the server at itself or its network (docs/security.md O1), through the routes, with the real
 * sender: a listener on loopback and the sender's agent count every connection, and must see none.
 */

let ctx: TestContext;
let trap: UnreachableHost;
const resolved: string[] = [];
// An allowed name whose DNS answer the test chooses: it points at this machine.
const rebound: ResolveHost = async (host) => {
  resolved.push(host);
  return [{ address: '127.0.0.1', family: 4 }];
};

beforeAll(async () => {
  trap = await startUnreachableHost();
  ctx = await createTestContext({ PUSH_SERVICE_HOSTS: `${DEFAULT_PUSH_SERVICE_HOSTS},push.example.test` }, (base) => ({
    push: createPushSender(base.config, { agent: trap.agent, resolve: rebound }),
  }));
  ctx.clock.set('2026-03-10T12:00:00Z');
});
afterAll(() => trap.close());

const devicesOf = (me: SignedUp) => `/api/users/${me.user.id}/push-subscriptions`;
async function endpointsOf(id: string): Promise<string[]> {
  const { rows } = await ctx.deps.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY endpoint', [id]);
  return rows.map((r) => r.endpoint);
}
async function storeDirectly(me: SignedUp, endpoint: string) {
  const { p256dh, auth } = pushSubscription().keys;
  await ctx.deps.db.query('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [me.user.id, endpoint, p256dh, auth]);
}

describe('POST /api/users/:id/push-subscriptions with a hostile endpoint', () => {
  it('when each of the hostile endpoints is subscribed, then each is 400 and nothing is stored or reached', async () => {
    const me = await signUp(ctx);
    for (const endpoint of hostilePushEndpoints(trap.port)) {
      const res = await me.agent.post(devicesOf(me)).send(pushSubscription(endpoint));
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error, endpoint).toMatch(/^endpoint must be/);
    }
    expect(await endpointsOf(me.user.id)).toEqual([]);
    expect(trap.agent.asked).toEqual([]);
    expect(trap.connections()).toBe(0);
  });
});

describe('POST /api/users/:id/reminders/test to hostile endpoints already stored', () => {
  it('when every hostile endpoint is a stored device, then none is connected to and each is removed', async () => {
    const me = await signUp(ctx);
    // Rows kept from before the check.
    for (const endpoint of hostilePushEndpoints(trap.port)) await storeDirectly(me, endpoint);
    const res = await me.agent.post(`/api/users/${me.user.id}/reminders/test`).expect(200);
    expect(res.body).toEqual({ sent: 0 });
    expect(await endpointsOf(me.user.id)).toEqual([]);
    expect(resolved).toEqual([]);
    expect(trap.agent.asked).toEqual([]);
    expect(trap.connections()).toBe(0);
  });

  it('when an allowed name resolves to loopback at send time, then nothing is sent or reached and the device is kept', async () => {
    const me = await signUp(ctx);
    const sub = pushSubscription('https://eu.push.example.test/w/abc');
    await me.agent.post(devicesOf(me)).send(sub).expect(201);
    const res = await me.agent.post(`/api/users/${me.user.id}/reminders/test`).expect(200);
    expect(res.body).toEqual({ sent: 0 });
    expect(resolved).toContain('eu.push.example.test');
    expect(trap.agent.asked).toEqual([]);
    expect(trap.connections()).toBe(0);
    expect(await endpointsOf(me.user.id)).toEqual([sub.endpoint]);
  });
});
