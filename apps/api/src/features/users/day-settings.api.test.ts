import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTaskRequest, completeRequest } from '../../../test/factories/tasks';
import { createTestContext, PASSWORD, signUp, uniqueName, type SignedUp, type TestContext } from '../../../test/test-app';
import { atOf, systemClock, today } from '../../shared/clock';
import { updateSettings } from './repo';

/* The user's zone and day start (docs/product.md#your-day): where they come from and what is refused. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function stored(id: string) {
  const { rows } = await ctx.deps.db.query<{ time_zone: string; day_start_hour: number; is_profile_private: boolean }>(
    'SELECT time_zone, day_start_hour, is_profile_private FROM users WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

describe('POST /api/auth/signup (time zone)', () => {
  it('when no zone is sent, then the user is on UTC with a day starting at midnight', async () => {
    const res = await request(ctx.app).post('/api/auth/signup').send({ username: uniqueName('utc'), password: PASSWORD }).expect(201);
    expect(res.body).toMatchObject({ time_zone: 'UTC', day_start_hour: 0 });
    expect(await stored(res.body.id)).toMatchObject({ time_zone: 'UTC', day_start_hour: 0 });
  });

  it('when the browser zone is sent, then it is stored and returned', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/signup')
      .send({ username: uniqueName('la'), password: PASSWORD, time_zone: 'America/Los_Angeles' })
      .expect(201);
    expect(res.body).toMatchObject({ time_zone: 'America/Los_Angeles', day_start_hour: 0 });
    expect(await stored(res.body.id)).toMatchObject({ time_zone: 'America/Los_Angeles' });
  });

  it.each([['Mars/Olympus_Mons'], ['+05:00'], ['america/los_angeles'], [''], [42]])(
    'when the zone is %j, then 400 naming time_zone and no account is made',
    async (zone) => {
      const username = uniqueName('badzone');
      const res = await request(ctx.app).post('/api/auth/signup').send({ username, password: PASSWORD, time_zone: zone }).expect(400);
      expect(res.body.error).toContain('time_zone');
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'time_zone' })]));
      const { rows } = await ctx.deps.db.query('SELECT 1 FROM users WHERE username = $1', [username]);
      expect(rows).toHaveLength(0);
    },
  );
});

describe('PATCH /api/users/:id/settings (zone and day start)', () => {
  it('when a zone and a day start are sent, then both are stored and returned, privacy unchanged', async () => {
    const me = await signUp(ctx);
    await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ is_profile_private: true }).expect(200);
    const res = await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ time_zone: 'Asia/Tokyo', day_start_hour: 3 }).expect(200);
    expect(res.body).toMatchObject({ time_zone: 'Asia/Tokyo', day_start_hour: 3, is_profile_private: true });
    expect(await stored(me.user.id)).toEqual({ time_zone: 'Asia/Tokyo', day_start_hour: 3, is_profile_private: true });
    const me2 = await me.agent.get('/api/auth/me').expect(200);
    expect(me2.body).toMatchObject({ time_zone: 'Asia/Tokyo', day_start_hour: 3 });
  });

  it('when only privacy is sent, then the zone and day start stay', async () => {
    const me = await signUp(ctx);
    await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ time_zone: 'Europe/Paris', day_start_hour: 2 }).expect(200);
    const res = await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ is_profile_private: true }).expect(200);
    expect(res.body).toMatchObject({ time_zone: 'Europe/Paris', day_start_hour: 2, is_profile_private: true });
  });

  it.each([
    ['an unknown zone', { time_zone: 'Europe/Atlantis' }, 'time_zone'],
    ['an offset for a zone', { time_zone: 'UTC+3' }, 'time_zone'],
    ['a zone that is not text', { time_zone: 3 }, 'time_zone'],
    ['an hour of 5', { day_start_hour: 5 }, 'day_start_hour'],
    ['an hour of -1', { day_start_hour: -1 }, 'day_start_hour'],
    ['half an hour', { day_start_hour: 1.5 }, 'day_start_hour'],
    ['an hour as text', { day_start_hour: '3' }, 'day_start_hour'],
    ['a good zone with a bad hour', { time_zone: 'Asia/Tokyo', day_start_hour: 12 }, 'day_start_hour'],
  ])('when the body has %s, then 400 naming %s and nothing changes', async (_case, body, field) => {
    const me = await signUp(ctx);
    const res = await me.agent.patch(`/api/users/${me.user.id}/settings`).send(body).expect(400);
    expect(res.body.error).toContain(field);
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    expect(await stored(me.user.id)).toEqual({ time_zone: 'UTC', day_start_hour: 0, is_profile_private: false });
  });

  it('when the body names no setting, then 400', async () => {
    const me = await signUp(ctx);
    const res = await me.agent.patch(`/api/users/${me.user.id}/settings`).send({}).expect(400);
    expect(res.body.error).toMatch(/at least one/);
  });
});

describe('PATCH /api/users/:id/settings (a chosen zone and the devices\' zone)', () => {
  const settings = (me: SignedUp, body: Record<string, unknown>) => me.agent.patch(`/api/users/${me.user.id}/settings`).send(body);
  async function zoneOf(id: string) {
    const { rows } = await ctx.deps.db.query<{ time_zone: string; time_zone_auto: boolean; streak_until: Date | null }>(
      'SELECT time_zone, time_zone_auto, streak_until FROM users WHERE id = $1',
      [id],
    );
    return rows[0]!;
  }
  async function completedToday(me: SignedUp) {
    await addTaskRequest(me.agent, me.user.id, today(ctx.clock), 'Walk', '🚶', true).expect(201);
    await completeRequest(me.agent, me.user.id, today(ctx.clock)).expect(200);
  }

  it('when a user signs up, then their zone follows their devices', async () => {
    const me = await signUp(ctx);
    expect((await me.agent.get('/api/auth/me').expect(200)).body).toMatchObject({ time_zone: 'UTC', time_zone_auto: true });
  });

  it('when the zone follows the devices and a device is elsewhere, then its zone is taken', async () => {
    const me = await signUp(ctx);
    const res = await settings(me, { device_time_zone: 'Europe/Berlin' }).expect(200);
    expect(res.body).toMatchObject({ time_zone: 'Europe/Berlin', time_zone_auto: true });
    expect(await zoneOf(me.user.id)).toMatchObject({ time_zone: 'Europe/Berlin', time_zone_auto: true });
  });

  it('when the user picked Asia/Tokyo and a device in UTC signs in, then the zone stays Asia/Tokyo', async () => {
    const me = await signUp(ctx);
    const picked = await settings(me, { time_zone: 'Asia/Tokyo' }).expect(200);
    expect(picked.body).toMatchObject({ time_zone: 'Asia/Tokyo', time_zone_auto: false });
    const res = await settings(me, { device_time_zone: 'UTC' }).expect(200);
    expect(res.body).toMatchObject({ time_zone: 'Asia/Tokyo', time_zone_auto: false });
    expect(await zoneOf(me.user.id)).toMatchObject({ time_zone: 'Asia/Tokyo', time_zone_auto: false });
  });

  it('when "Set automatically" is turned on with the device\'s zone, then it follows; turned off, then the zone stays', async () => {
    const me = await signUp(ctx);
    await settings(me, { time_zone: 'Asia/Tokyo' }).expect(200);
    const on = await settings(me, { time_zone_auto: true, device_time_zone: 'Europe/Berlin' }).expect(200);
    expect(on.body).toMatchObject({ time_zone: 'Europe/Berlin', time_zone_auto: true });
    const off = await settings(me, { time_zone_auto: false }).expect(200);
    expect(off.body).toMatchObject({ time_zone: 'Europe/Berlin', time_zone_auto: false });
    await settings(me, { device_time_zone: 'UTC' }).expect(200);
    expect(await zoneOf(me.user.id)).toMatchObject({ time_zone: 'Europe/Berlin', time_zone_auto: false });
  });

  it('when a device moves the zone, then the streak follows the travel rules as for a zone the user picks', async () => {
    const moved = await signUp(ctx);
    const picked = await signUp(ctx);
    await completedToday(moved);
    await completedToday(picked);
    const before = (await zoneOf(moved.user.id)).streak_until;
    await settings(moved, { device_time_zone: 'Pacific/Kiritimati' }).expect(200);
    await settings(picked, { time_zone: 'Pacific/Kiritimati' }).expect(200);
    const after = (await zoneOf(moved.user.id)).streak_until;
    expect(after).not.toEqual(before);
    expect(after).toEqual((await zoneOf(picked.user.id)).streak_until);
    expect((await moved.agent.get('/api/auth/me').expect(200)).body.streak_count).toBe(1);
  });

  it('when a device is elsewhere but the zone was chosen, then nothing about the day is written again', async () => {
    const me = await signUp(ctx);
    await settings(me, { time_zone: 'Asia/Tokyo' }).expect(200);
    await completedToday(me);
    const before = await zoneOf(me.user.id);
    await settings(me, { device_time_zone: 'Pacific/Kiritimati' }).expect(200);
    expect(await zoneOf(me.user.id)).toEqual(before);
  });

  it.each([
    ['a chosen zone with time_zone_auto true', { time_zone: 'Asia/Tokyo', time_zone_auto: true }, 'time_zone'],
    ['a chosen zone with a device zone', { time_zone: 'Asia/Tokyo', device_time_zone: 'Europe/Berlin' }, 'time_zone'],
    ['an unknown device zone', { device_time_zone: 'Europe/Atlantis' }, 'device_time_zone'],
    ['a device zone of 2,000 characters', { device_time_zone: 'Europe/Berlin'.padEnd(2_000, 'x') }, 'device_time_zone'],
    ['time_zone_auto as text', { time_zone_auto: 'yes' }, 'time_zone_auto'],
    ['time_zone_auto as null', { time_zone_auto: null }, 'time_zone_auto'],
  ])('when the body has %s, then 400 naming the field and nothing changes', async (_case, body, field) => {
    const me = await signUp(ctx);
    const res = await settings(me, body).expect(400);
    expect(res.body.error).toContain(field);
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    expect(await zoneOf(me.user.id)).toMatchObject({ time_zone: 'UTC', time_zone_auto: true });
  });

  it('when the device zone is far past any body limit, then 413 and nothing changes', async () => {
    const me = await signUp(ctx);
    const res = await settings(me, { device_time_zone: 'x'.repeat(2_000_000) }).expect(413);
    expect(res.body).toEqual({ error: 'The request body is too large.', code: 'body_too_large' });
    expect(await zoneOf(me.user.id)).toMatchObject({ time_zone: 'UTC', time_zone_auto: true });
  });

  it('when the path names another user, then 403 and their zone stays', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    await me.agent.patch(`/api/users/${other.user.id}/settings`).send({ device_time_zone: 'Asia/Tokyo' }).expect(403);
    expect(await zoneOf(other.user.id)).toMatchObject({ time_zone: 'UTC', time_zone_auto: true });
  });
});

describe('saving settings for an account that is gone', () => {
  it('when the user no longer exists (deleted by another request), then 404 User not found., not a crash', async () => {
    await expect(updateSettings(ctx.deps.db, '00000000-0000-4000-8000-00000000dead', { is_profile_private: true }, atOf(systemClock))).rejects.toMatchObject({
      status: 404,
      message: 'User not found.',
    });
  });
});
