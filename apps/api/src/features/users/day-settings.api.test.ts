import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, signUp, uniqueName, type TestContext } from '../../../test/test-app';

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
