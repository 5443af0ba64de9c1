import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets } from '../../../test/assertions';
import { createTestContext, PASSWORD, signUp, uniqueName, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

/** Every column of the stored user, as the database holds it. */
async function userRow(id: string): Promise<Record<string, unknown>> {
  const { rows } = await ctx.deps.db.query('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0]!;
}

/** Fields a client must never set for itself; values chosen to be visible if any of them were stored. */
function forbiddenFields(otherId: string): Record<string, string> {
  return {
    id: otherId,
    subscription_status: 'premium',
    subscription_end_date: '2099-12-31T00:00:00.000Z',
    cancel_at_period_end: 'true',
    is_premium: 'true',
    streak_count: '999',
    last_completed_date: '2026-03-10',
    last_streak_restoration_date: '2000-01-01',
    password_hash: '$2b$04$abcdefghijklmnopqrstuuabcdefghijklmnopqrstuvwxyz01234',
    password_changed_at: '2000-01-01T00:00:00.000Z',
    created_at: '2000-01-01T00:00:00.000Z',
    user_id: otherId,
    progress: '{"is_premium":true,"streak":999}',
  };
}

function expectNothingGranted(body: Record<string, unknown>) {
  expect(body).toMatchObject({ subscription_status: 'free', subscription_end_date: null, streak_count: 0, last_streak_restoration_date: null });
  expect(body.progress).toMatchObject({ is_premium: false, streak: 0 });
  expectNoSecrets(body);
}

describe('PATCH /api/users/:id with fields it does not take', () => {
  it('when the form carries subscription, streak, id and password_hash fields, then 200 and only username and bio change', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    const before = await userRow(me.user.id);
    const otherBefore = await userRow(other.user.id);
    const extras = Object.entries(forbiddenFields(other.user.id));
    const username = uniqueName('massa');
    // The form takes at most 10 fields, so the extras go in two requests of 8.
    for (const batch of [extras.slice(0, 8), extras.slice(8).concat([['is_profile_private', 'true']])]) {
      const req = me.agent.patch(`/api/users/${me.user.id}`).field('username', username).field('bio', 'still me');
      for (const [k, v] of batch) req.field(k, v);
      const res = await req.expect(200);
      expect(res.body.id).toBe(me.user.id);
      expectNothingGranted(res.body);
    }
    expect(await userRow(me.user.id)).toEqual({ ...before, username, bio: 'still me' });
    expect(await userRow(other.user.id)).toEqual(otherBefore);
  });
});

describe('PATCH /api/users/:id/settings with fields it does not take', () => {
  it('when the body carries subscription, streak, id and password_hash fields, then 200 and only the privacy flag changes', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    const before = await userRow(me.user.id);
    const extras = { ...forbiddenFields(other.user.id), streak_count: 999, is_premium: true, username: 'taken_over', bio: 'set here' };
    const res = await me.agent
      .patch(`/api/users/${me.user.id}/settings`)
      .send({ is_profile_private: true, ...extras })
      .expect(200);
    expectNothingGranted(res.body);
    expect(await userRow(me.user.id)).toEqual({ ...before, is_profile_private: true });
  });
});

describe('POST /api/auth/signup with fields it does not take', () => {
  it('when the body carries subscription and streak fields, then the new account is free with no streak', async () => {
    const username = uniqueName('massb');
    const res = await request(ctx.app)
      .post('/api/auth/signup')
      .send({ username, password: PASSWORD, ...forbiddenFields('00000000-0000-0000-0000-000000000000'), streak_count: 999 })
      .expect(201);
    expectNothingGranted(res.body);
    expect(res.body.id).not.toBe('00000000-0000-0000-0000-000000000000');
    const row = await userRow(res.body.id);
    expect(row).toMatchObject({ subscription_end_date: null, streak_count: 0, last_completed_date: null, last_streak_restoration_date: null });
    expect(row.password_hash).not.toBe(forbiddenFields('x').password_hash);
  });
});
