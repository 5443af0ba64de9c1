import { beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DEVICES_MAX } from '@dayleaf/contracts';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { pushSubscription } from '../../../test/factories/reminders';

/* The reminder setting and the devices (docs/product.md#reminders); delivery is in delivery.api.test.ts. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-10T12:00:00Z');
});

async function stored(id: string) {
  const { rows } = await ctx.deps.db.query<{ reminder_enabled: boolean; reminder_minute: number; next_reminder_at: string | null }>(
    'SELECT reminder_enabled, reminder_minute, next_reminder_at FROM users WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

async function endpointsOf(id: string): Promise<string[]> {
  const { rows } = await ctx.deps.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY endpoint', [id]);
  return rows.map((r) => r.endpoint);
}

const remindersOf = (me: SignedUp) => `/api/users/${me.user.id}/reminders`;
const devicesOf = (me: SignedUp) => `/api/users/${me.user.id}/push-subscriptions`;

describe('GET /api/users/:id/reminders', () => {
  it('when a new user asks, then reminders are off at 20:00 with the VAPID key and no device', async () => {
    const me = await signUp(ctx);
    const res = await me.agent.get(remindersOf(me)).expect(200);
    expect(res.body).toEqual({ enabled: false, time: '20:00', vapid_public_key: ctx.config.vapid.publicKey, devices: 0 });
    expect(Buffer.from(res.body.vapid_public_key, 'base64url')).toHaveLength(65);
  });

  it("when another user's reminders are asked for, then 403", async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    await me.agent.get(remindersOf(other)).expect(403);
  });
});

describe('PATCH /api/users/:id/reminders', () => {
  it('when turned on, then the next reminder is due at the time in the user\'s zone', async () => {
    const me = await signUp(ctx);
    await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ time_zone: 'Asia/Tokyo' }).expect(200);
    const res = await me.agent.patch(remindersOf(me)).send({ enabled: true, time: '21:30' }).expect(200);
    expect(res.body).toMatchObject({ enabled: true, time: '21:30', devices: 0 });
    // 12:00Z is 21:00 in Tokyo: 21:30 there is still ahead today.
    expect(await stored(me.user.id)).toEqual({ reminder_enabled: true, reminder_minute: 1290, next_reminder_at: '2026-03-10T12:30:00.000Z' });
  });

  it('when the time has passed today, then the next reminder is tomorrow', async () => {
    const me = await signUp(ctx);
    await me.agent.patch(remindersOf(me)).send({ enabled: true, time: '08:00' }).expect(200);
    expect((await stored(me.user.id)).next_reminder_at).toBe('2026-03-11T08:00:00.000Z');
  });

  it('when only the time changes while off, then nothing is due', async () => {
    const me = await signUp(ctx);
    const res = await me.agent.patch(remindersOf(me)).send({ time: '07:05' }).expect(200);
    expect(res.body).toMatchObject({ enabled: false, time: '07:05' });
    expect(await stored(me.user.id)).toEqual({ reminder_enabled: false, reminder_minute: 425, next_reminder_at: null });
  });

  it('when turned off, then nothing is due', async () => {
    const me = await signUp(ctx);
    await me.agent.patch(remindersOf(me)).send({ enabled: true }).expect(200);
    await me.agent.patch(remindersOf(me)).send({ enabled: false }).expect(200);
    expect((await stored(me.user.id)).next_reminder_at).toBeNull();
  });

  it('when the zone or the day start changes, then the next reminder keeps its local time in the new place', async () => {
    const me = await signUp(ctx);
    await me.agent.patch(remindersOf(me)).send({ enabled: true, time: '20:00' }).expect(200);
    expect((await stored(me.user.id)).next_reminder_at).toBe('2026-03-10T20:00:00.000Z');
    await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ time_zone: 'America/New_York' }).expect(200);
    // 20:00 in New York on 10 March 2026 (summer time since the 8th, UTC-4).
    expect((await stored(me.user.id)).next_reminder_at).toBe('2026-03-11T00:00:00.000Z');
    await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ time_zone: 'UTC' }).expect(200);
    await me.agent.patch(remindersOf(me)).send({ time: '01:00' }).expect(200);
    expect((await stored(me.user.id)).next_reminder_at).toBe('2026-03-11T01:00:00.000Z');
    // With a day that starts at 3, 01:00 is the night that ends today: the reminder of today, tonight.
    await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ day_start_hour: 3 }).expect(200);
    expect((await stored(me.user.id)).next_reminder_at).toBe('2026-03-11T01:00:00.000Z');
  });

  it.each([
    [{}, 'Send at least one of enabled, time.'],
    [{ time: '24:00' }, 'time must be a 24-hour time HH:MM, from 00:00 to 23:59.'],
    [{ time: '7:30' }, 'time must be a 24-hour time HH:MM, from 00:00 to 23:59.'],
    [{ time: '07:60' }, 'time must be a 24-hour time HH:MM, from 00:00 to 23:59.'],
    [{ time: '07:30:00' }, 'time must be a 24-hour time HH:MM, from 00:00 to 23:59.'],
    [{ time: 730 }, 'time must be a 24-hour time HH:MM, from 00:00 to 23:59.'],
    [{ enabled: 'yes' }, 'enabled must be true or false.'],
  ])('when the body is %j, then 400 and nothing changes', async (body, message) => {
    const me = await signUp(ctx);
    const res = await me.agent.patch(remindersOf(me)).send(body).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await stored(me.user.id)).toEqual({ reminder_enabled: false, reminder_minute: 1200, next_reminder_at: null });
  });
});

describe('POST /api/users/:id/push-subscriptions', () => {
  it('when a browser subscribes, then 201 with the device count and the keys are stored', async () => {
    const me = await signUp(ctx);
    const sub = pushSubscription();
    const res = await me.agent.post(devicesOf(me)).send(sub).expect(201);
    expect(res.body).toEqual({ devices: 1 });
    expect(await endpointsOf(me.user.id)).toEqual([sub.endpoint]);
    expect((await me.agent.get(remindersOf(me)).expect(200)).body.devices).toBe(1);
  });

  it('when the same endpoint comes again, then its keys are updated and it is still one device', async () => {
    const me = await signUp(ctx);
    const sub = pushSubscription();
    await me.agent.post(devicesOf(me)).send(sub).expect(201);
    const again = { ...pushSubscription(sub.endpoint), expirationTime: Date.parse('2026-06-01T00:00:00Z') };
    expect((await me.agent.post(devicesOf(me)).send(again).expect(201)).body).toEqual({ devices: 1 });
    const { rows } = await ctx.deps.db.query<{ p256dh: string; expires_at: string }>('SELECT p256dh, expires_at FROM push_subscriptions WHERE endpoint = $1', [sub.endpoint]);
    expect(rows).toEqual([{ p256dh: again.keys.p256dh, expires_at: '2026-06-01T00:00:00.000Z' }]);
  });

  it('when an endpoint of another account is sent, then it moves to this one', async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    const sub = pushSubscription();
    await other.agent.post(devicesOf(other)).send(sub).expect(201);
    await me.agent.post(devicesOf(me)).send(sub).expect(201);
    expect(await endpointsOf(other.user.id)).toEqual([]);
    expect(await endpointsOf(me.user.id)).toEqual([sub.endpoint]);
  });

  it(`when a ${PUSH_DEVICES_MAX + 1}th device subscribes, then the one updated longest ago is dropped`, async () => {
    const me = await signUp(ctx);
    const subs = [];
    for (let i = 0; i <= PUSH_DEVICES_MAX; i += 1) {
      ctx.clock.advance(1000);
      const sub = pushSubscription(`https://fcm.googleapis.com/fcm/send/${me.user.id}/${String(i).padStart(2, '0')}`);
      subs.push(sub);
      expect((await me.agent.post(devicesOf(me)).send(sub).expect(201)).body.devices).toBe(Math.min(i + 1, PUSH_DEVICES_MAX));
    }
    expect(await endpointsOf(me.user.id)).toEqual(subs.slice(1).map((s) => s.endpoint));
  });

  const valid = pushSubscription();
  const p256 = valid.keys.p256dh;
  it.each([
    ['no endpoint', { keys: valid.keys }, 'endpoint must be the https URL of a push service.'],
    ['an http endpoint', { ...valid, endpoint: 'http://push.example.com/x' }, 'endpoint must be the https URL of a push service.'],
    ['a relative endpoint', { ...valid, endpoint: '/push/x' }, 'endpoint must be the https URL of a push service.'],
    ['an endpoint with credentials', { ...valid, endpoint: 'https://a:b@push.example.com/x' }, 'endpoint must be the https URL of a push service.'],
    ['a javascript: endpoint', { ...valid, endpoint: 'javascript:alert(1)' }, 'endpoint must be the https URL of a push service.'],
    ['a too long endpoint', { ...valid, endpoint: `https://push.example.com/${'x'.repeat(2048)}` }, 'endpoint must be at most 2048 characters.'],
    ['no keys', { endpoint: valid.endpoint }, 'keys must hold p256dh and auth.'],
    ['a short p256dh', { ...valid, keys: { ...valid.keys, p256dh: p256.slice(0, 86) } }, 'keys.p256dh must be an uncompressed P-256 public key'],
    ['a long p256dh', { ...valid, keys: { ...valid.keys, p256dh: `${p256}AAAA` } }, 'keys.p256dh must be an uncompressed P-256 public key'],
    ['a compressed p256dh', { ...valid, keys: { ...valid.keys, p256dh: `A${p256.slice(1)}` } }, 'keys.p256dh must be an uncompressed P-256 public key'],
    ['a p256dh in standard base64', { ...valid, keys: { ...valid.keys, p256dh: `${p256.slice(0, 80)}+/+/+/+` } }, 'keys.p256dh must be an uncompressed P-256 public key'],
    ['a p256dh off the curve', { ...valid, keys: { ...valid.keys, p256dh: `B${'A'.repeat(86)}` } }, 'keys.p256dh must be a P-256 public key.'],
    ['a short auth', { ...valid, keys: { ...valid.keys, auth: 'AAAA' } }, 'keys.auth must be the subscription auth secret'],
    ['an auth of 32 bytes', { ...valid, keys: { ...valid.keys, auth: Buffer.alloc(32, 1).toString('base64url') } }, 'keys.auth must be the subscription auth secret'],
    ['a negative expirationTime', { ...valid, expirationTime: -1 }, 'expirationTime must be a time in milliseconds or null.'],
    ['an expirationTime past year 9999', { ...valid, expirationTime: Number.MAX_SAFE_INTEGER }, 'expirationTime must be a time in milliseconds or null.'],
    ['a text expirationTime', { ...valid, expirationTime: 'soon' }, 'expirationTime must be a time in milliseconds or null.'],
  ])('when the subscription has %s, then 400 naming it and nothing is stored', async (_what, body, message) => {
    const me = await signUp(ctx);
    const res = await me.agent.post(devicesOf(me)).send(body).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await endpointsOf(me.user.id)).toEqual([]);
  });

  it("when a device is added to another user's account, then 403", async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    await me.agent.post(devicesOf(other)).send(pushSubscription()).expect(403);
    expect(await endpointsOf(other.user.id)).toEqual([]);
  });
});

describe('DELETE /api/users/:id/push-subscriptions', () => {
  it('when the device is removed, then 204 and it is gone; again, still 204', async () => {
    const me = await signUp(ctx);
    const [a, b] = [pushSubscription(), pushSubscription()];
    await me.agent.post(devicesOf(me)).send(a).expect(201);
    await me.agent.post(devicesOf(me)).send(b).expect(201);
    await me.agent.delete(devicesOf(me)).query({ endpoint: a.endpoint }).expect(204);
    expect(await endpointsOf(me.user.id)).toEqual([b.endpoint]);
    await me.agent.delete(devicesOf(me)).query({ endpoint: a.endpoint }).expect(204);
  });

  it("when the endpoint is another account's, then it stays theirs", async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    const sub = pushSubscription();
    await other.agent.post(devicesOf(other)).send(sub).expect(201);
    await me.agent.delete(devicesOf(me)).query({ endpoint: sub.endpoint }).expect(204);
    expect(await endpointsOf(other.user.id)).toEqual([sub.endpoint]);
  });

  it('when no endpoint is given, then 400', async () => {
    const me = await signUp(ctx);
    const res = await me.agent.delete(devicesOf(me)).expect(400);
    expect(JSON.stringify(res.body)).toContain('endpoint is required.');
  });

  it('when the account is deleted, then its devices go with it', async () => {
    const me = await signUp(ctx);
    await me.agent.post(devicesOf(me)).send(pushSubscription()).expect(201);
    await me.agent.delete(`/api/users/${me.user.id}`).send({ password: 'correct horse battery' }).expect(204);
    expect(await endpointsOf(me.user.id)).toEqual([]);
  });
});

describe('POST /api/users/:id/reminders/test', () => {
  it('when no device is subscribed, then 409', async () => {
    const me = await signUp(ctx);
    const res = await me.agent.post(`${remindersOf(me)}/test`).expect(409);
    expect(res.body.error).toBe('No device gets reminders yet: turn them on on this device first.');
  });
});

describe('quotas', () => {
  it('when devices are added past the daily quota, then 429 with Retry-After', async () => {
    const limited = await createTestContext({ RATE_LIMIT_PUSH_SUBSCRIPTIONS_PER_DAY: '2', RATE_LIMIT_TEST_REMINDERS_PER_HOUR: '1' });
    const me = await signUp(limited);
    await me.agent.post(devicesOf(me)).send(pushSubscription()).expect(201);
    await me.agent.post(devicesOf(me)).send(pushSubscription()).expect(201);
    const res = await me.agent.post(devicesOf(me)).send(pushSubscription()).expect(429);
    expect(res.body.error).toBe('Too many devices added today. Please try again tomorrow.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    await me.agent.post(`${remindersOf(me)}/test`).expect(200);
    const test = await me.agent.post(`${remindersOf(me)}/test`).expect(429);
    expect(test.body.error).toBe('Too many test reminders. Please wait a while and try again.');
  });
});
