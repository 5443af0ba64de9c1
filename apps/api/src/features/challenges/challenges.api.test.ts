import type { ActiveChallengeSummary, Challenge, ChallengeHistoryItem, Participant } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trophiesOf } from '../../../test/assertions';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { createChallenge, joinChallenge, joinRequest } from '../../../test/factories/challenges';
import { completeDay } from '../../../test/factories/tasks';
import { setStreak } from '../../../test/factories/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
// Every test starts on the same day; tests that need time to pass move the clock themselves.
beforeEach(() => ctx.clock.set('2026-03-10T12:00:00Z'));

type Member = SignedUp;

async function countRows(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ n: number }>(sql, params);
  return rows[0]!.n;
}

/** Walks every page of a bare-list route through its X-Next-Cursor header. */
async function allPages<T>(member: Member, path: string, limit: number): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let before: string | undefined;
  let pages = 0;
  do {
    const res = await member.agent.get(path).query({ limit, ...(before ? { before } : {}) }).expect(200);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    items.push(...(res.body as T[]));
    before = res.headers['x-next-cursor'];
    pages += 1;
  } while (before && pages < 50);
  return { items, pages };
}

describe('POST /api/challenges', () => {
  it('when the fields are valid, then 201 with the challenge, the creator in it and the join trophy', async () => {
    const ana = await signUp(ctx);
    const res = await ana.agent
      .post('/api/challenges')
      .send({ name: '  Walk daily  ', description: ' Thirty minutes outside. ', duration_days: 7, created_by: ana.user.id })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Walk daily',
      description: 'Thirty minutes outside.',
      duration_days: 7,
      created_by: ana.user.id,
      created_by_name: ana.username,
      created_by_subscription_status: 'free',
      end_date: '2026-03-17T00:00:00.000Z',
      participants: 1,
      user_joined: true,
      user_left: false,
      user_progress: 0,
      is_active: true,
      days_remaining: 7,
    });
    const { rows } = await ctx.deps.db.query('SELECT start_date, participant_count FROM challenges WHERE id = $1', [res.body.id]);
    expect(rows[0]).toEqual({ start_date: '2026-03-10', participant_count: 1 });
    expect(await countRows('SELECT count(*) AS n FROM challenge_participants WHERE challenge_id = $1 AND user_id = $2', [res.body.id, ana.user.id])).toBe(1);
    expect(await trophiesOf(ctx, ana.user.id)).toEqual(['challenge-join-1']);
    const me = await ana.agent.get(`/api/users/${ana.user.id}`).expect(200);
    expect(me.body.progress).toMatchObject({ challenges_joined: 1, challenges_completed: 0 });
  });

  it.each([
    ['a duration of 10', { duration_days: 10 }],
    ['a duration as text', { duration_days: '7' }],
    ['a fractional duration', { duration_days: 7.5 }],
    ['no duration', { duration_days: undefined }],
    ['a blank name', { name: '   ' }],
    ['no name', { name: undefined }],
    ['a name of 81 characters', { name: 'n'.repeat(81) }],
    ['a blank description', { description: ' \n ' }],
    ['no description', { description: undefined }],
    ['a description of 501 characters', { description: 'd'.repeat(501) }],
    ['a created_by that is not an id', { created_by: 'me' }],
  ])('when the body has %s, then 400 and nothing is stored', async (_case, override) => {
    const ana = await signUp(ctx);
    const body = { name: 'Walk daily', description: 'Outside.', duration_days: 7, created_by: ana.user.id, ...override };
    const res = await ana.agent.post('/api/challenges').send(body).expect(400);
    expect(typeof res.body.error).toBe('string');
    expect(await countRows('SELECT count(*) AS n FROM challenges WHERE created_by = $1', [ana.user.id])).toBe(0);
  });

  it.each([14, 21, 30])('when the duration is %i, then the end is that many days after the start', async (days) => {
    const ana = await signUp(ctx);
    const challenge = await createChallenge(ana, { duration_days: days });
    expect(challenge.duration_days).toBe(days);
    expect(Date.parse(challenge.end_date) - Date.parse('2026-03-10T00:00:00Z')).toBe(days * 86_400_000);
  });

  it('when created_by is another user, then 403 and nothing is stored', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const res = await ana.agent
      .post('/api/challenges')
      .send({ name: 'Walk', description: 'Outside.', duration_days: 7, created_by: bob.user.id })
      .expect(403);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await countRows('SELECT count(*) AS n FROM challenges WHERE created_by = ANY($1::uuid[])', [[ana.user.id, bob.user.id]])).toBe(0);
  });

  it('when there is no session, then 401', async () => {
    await request(ctx.app).post('/api/challenges').send({ name: 'Walk', description: 'Outside.', duration_days: 7 }).expect(401);
  });
});

describe('GET /api/challenges', () => {
  it('when some challenges have ended, then active ones come first, each group newest first', async () => {
    const ana = await signUp(ctx);
    ctx.clock.set('2026-04-01T08:00:00Z');
    const longer = await createChallenge(ana, { name: 'Long one', duration_days: 30 });
    ctx.clock.set('2026-04-01T09:00:00Z');
    const shorter = await createChallenge(ana, { name: 'Short one', duration_days: 7 });
    ctx.clock.set('2026-04-10T09:00:00Z');
    const newest = await createChallenge(ana, { name: 'Newest' });

    const res = await ana.agent.get('/api/challenges').query({ user_id: ana.user.id, limit: 100 }).expect(200);
    const mine = (res.body as Challenge[]).filter((c) => [longer.id, shorter.id, newest.id].includes(c.id));
    expect(mine.map((c) => [c.name, c.is_active])).toEqual([
      ['Newest', true],
      ['Long one', true],
      ['Short one', false],
    ]);
    const ended = mine[2]!;
    expect(ended).toMatchObject({ days_remaining: 0, user_joined: true });
    const firstEnded = (res.body as Challenge[]).findIndex((c) => !c.is_active);
    expect((res.body as Challenge[]).slice(firstEnded).every((c) => !c.is_active)).toBe(true);
  });

  it('when the list is read page by page, then every challenge comes once, in the same order', async () => {
    const ana = await signUp(ctx);
    for (let i = 0; i < 5; i++) {
      ctx.clock.advance(60_000);
      await createChallenge(ana, { name: `Paged ${i}` });
    }
    const whole = await ana.agent.get('/api/challenges').query({ limit: 100 }).expect(200);
    const paged = await allPages<Challenge>(ana, '/api/challenges', 2);
    expect(paged.pages).toBeGreaterThan(2);
    expect(paged.items.map((c) => c.id)).toEqual((whole.body as Challenge[]).map((c) => c.id));
  });

  it('when a challenge was created by a stranger, then it is listed with its creator and not joined', async () => {
    const ana = await signUp(ctx);
    const stranger = await signUp(ctx);
    const theirs = await createChallenge(stranger, { name: 'Stranger things' });
    const res = await ana.agent.get('/api/challenges').query({ limit: 100 }).expect(200);
    expect((res.body as Challenge[]).find((c) => c.id === theirs.id)).toMatchObject({
      created_by: stranger.user.id,
      created_by_name: stranger.username,
      user_joined: false,
      user_progress: 0,
      participants: 1,
    });
  });

  it('when user_id is another user, then 403', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    await ana.agent.get('/api/challenges').query({ user_id: bob.user.id }).expect(403);
  });

  it.each([
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
    ['a limit that is not a number', { limit: 'many' }],
    ['a cursor that is not ours', { before: 'not-a-cursor' }],
    ['a cursor with a bad instant', { before: Buffer.from('a|yesterday|00000000-0000-4000-8000-000000000000').toString('base64url') }],
    ['a user_id that is not an id', { user_id: 'me' }],
  ])('when the query has %s, then 400', async (_case, query) => {
    const ana = await signUp(ctx);
    const res = await ana.agent.get('/api/challenges').query(query).expect(400);
    expect(typeof res.body.error).toBe('string');
  });

  it('when there is no session, then 401', async () => {
    await request(ctx.app).get('/api/challenges').expect(401);
  });
});

describe('days_remaining and is_active', () => {
  it('when 6.2 days are left, then 7; after the end, 0, inactive, and joining is 409', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    // Ends 2026-03-17T00:00Z; 6 days and 4.8 hours before that.
    ctx.clock.set('2026-03-10T19:12:00Z');
    const challenge = await createChallenge(ana);
    expect(challenge).toMatchObject({ days_remaining: 7, is_active: true });

    ctx.clock.set('2026-03-16T23:59:59Z');
    let listed = await ana.agent.get('/api/challenges').query({ limit: 100 }).expect(200);
    expect((listed.body as Challenge[]).find((c) => c.id === challenge.id)).toMatchObject({ days_remaining: 1, is_active: true });

    ctx.clock.set('2026-03-17T00:00:01Z');
    listed = await ana.agent.get('/api/challenges').query({ limit: 100 }).expect(200);
    expect((listed.body as Challenge[]).find((c) => c.id === challenge.id)).toMatchObject({ days_remaining: 0, is_active: false });
    const res = await joinRequest(bob, challenge.id).expect(409);
    expect(res.body.error).toBe('This challenge has ended.');
    expect(await countRows('SELECT count(*) AS n FROM challenge_participants WHERE challenge_id = $1', [challenge.id])).toBe(1);
  });
});

describe('GET /api/users/:id/friend-challenges', () => {
  it("when the user has friends, then it lists only the user's and friends' challenges", async () => {
    const ana = await signUp(ctx);
    const friend = await signUp(ctx);
    const invitedBy = await signUp(ctx);
    const pending = await signUp(ctx);
    const stranger = await signUp(ctx);
    await makeFriends(ctx, ana.user.id, friend.user.id);
    await makeFriends(ctx, invitedBy.user.id, ana.user.id);
    await makeFriends(ctx, ana.user.id, pending.user.id, 'pending');
    const own = await createChallenge(ana, { name: 'Own' });
    const friends = await createChallenge(friend, { name: 'Friend' });
    const other = await createChallenge(invitedBy, { name: 'Other direction' });
    await createChallenge(pending, { name: 'Pending' });
    await createChallenge(stranger, { name: 'Stranger' });

    const res = await ana.agent.get(`/api/users/${ana.user.id}/friend-challenges`).expect(200);
    expect((res.body as Challenge[]).map((c) => c.id).sort()).toEqual([own.id, friends.id, other.id].sort());
    const friendView = await friend.agent.get(`/api/users/${friend.user.id}/friend-challenges`).expect(200);
    expect((friendView.body as Challenge[]).map((c) => c.name).sort()).toEqual(['Friend', 'Own']);
  });

  it('when read page by page, then every challenge comes once', async () => {
    const ana = await signUp(ctx);
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(1000);
      await createChallenge(ana, { name: `Mine ${i}` });
    }
    const paged = await allPages<Challenge>(ana, `/api/users/${ana.user.id}/friend-challenges`, 2);
    expect(paged.items.map((c) => c.name)).toEqual(['Mine 2', 'Mine 1', 'Mine 0']);
  });

  it("when the id is another user's, then 403", async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    await ana.agent.get(`/api/users/${bob.user.id}/friend-challenges`).expect(403);
  });
});

describe('GET /api/users/:id/active-challenges', () => {
  it('when the user is in running and ended challenges, then only the running ones, as summaries', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const ended = await createChallenge(ana, { name: 'Ended soon' });
    ctx.clock.set('2026-03-20T10:00:00Z');
    const own = await createChallenge(ana, { name: 'Own running', duration_days: 14 });
    const theirs = await createChallenge(bob, { name: 'Bob running', duration_days: 21 });
    ctx.clock.advance(60_000);
    await joinChallenge(ana, theirs.id);
    await completeDay(ctx, ana.user.id, '2026-03-20');

    const res = await ana.agent.get(`/api/users/${ana.user.id}/active-challenges`).expect(200);
    const list = res.body as ActiveChallengeSummary[];
    expect(list.map((c) => c.id)).toEqual([theirs.id, own.id]);
    expect(list.map((c) => c.id)).not.toContain(ended.id);
    expect(list[0]).toEqual({
      id: theirs.id,
      name: 'Bob running',
      description: 'Thirty minutes outside.',
      daysLeft: 21,
      progress: 1,
      totalDays: 21,
      participants: 2,
      user_joined: true,
      is_own_challenge: false,
    });
    expect(list[1]).toMatchObject({ is_own_challenge: true, daysLeft: 14, progress: 1, totalDays: 14, participants: 1 });
  });

  it("when the id is another user's, then 403", async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    await ana.agent.get(`/api/users/${bob.user.id}/active-challenges`).expect(403);
  });
});

describe('GET /api/users/:id/challenge-history', () => {
  const historyItem = async (member: Member, challengeId: string) => {
    const res = await member.agent.get(`/api/users/${member.user.id}/challenge-history`).query({ limit: 100 }).expect(200);
    return (res.body as ChallengeHistoryItem[]).find((h) => h.id === challengeId)!;
  };

  it('when a participant completes 3 of the first 4 days, then progress 3, 43% and active; all 7, then completed with the trophy', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const challenge = await createChallenge(ana);
    await joinChallenge(bob, challenge.id);
    // A day before the start never counts.
    ctx.clock.set('2026-03-09T20:00:00Z');
    await completeDay(ctx, bob.user.id, '2026-03-09');
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-13']) {
      ctx.clock.set(`${day}T21:00:00Z`);
      await completeDay(ctx, bob.user.id, day);
    }

    expect(await historyItem(bob, challenge.id)).toEqual({
      id: challenge.id,
      challenge_name: 'Walk daily',
      challenge_description: 'Thirty minutes outside.',
      duration_days: 7,
      final_progress: 3,
      completion_rate: 43,
      status: 'active',
      started_at: '2026-03-10T12:00:00.000Z',
      completed_at: null,
      // No place while it runs.
      place: null,
      participants: 2,
    });
    const listed = await bob.agent.get('/api/challenges').query({ limit: 100 }).expect(200);
    expect((listed.body as Challenge[]).find((c) => c.id === challenge.id)).toMatchObject({ user_progress: 3, user_joined: true });
    expect(await trophiesOf(ctx, bob.user.id)).not.toContain('challenge-complete-1');

    for (const day of ['2026-03-12', '2026-03-14', '2026-03-15', '2026-03-16']) {
      ctx.clock.set(`${day}T21:00:00Z`);
      const earned = await completeDay(ctx, bob.user.id, day);
      expect(earned.includes('challenge-complete-1')).toBe(day === '2026-03-16');
    }
    expect(await historyItem(bob, challenge.id)).toMatchObject({
      final_progress: 7,
      completion_rate: 100,
      status: 'completed',
      completed_at: '2026-03-16T21:00:00.000Z',
    });
    expect(await trophiesOf(ctx, bob.user.id)).toContain('challenge-complete-1');
    const me = await bob.agent.get(`/api/users/${bob.user.id}`).expect(200);
    expect(me.body.progress).toMatchObject({ challenges_joined: 1, challenges_completed: 1 });

    // A day after the end changes nothing, and the creator, who did nothing, has her own record.
    ctx.clock.set('2026-03-17T21:00:00Z');
    await completeDay(ctx, bob.user.id, '2026-03-17');
    // Ended: bob's 7 days are first of two, ana's 0 second.
    expect(await historyItem(bob, challenge.id)).toMatchObject({ final_progress: 7, status: 'completed', place: 1, participants: 2 });
    expect(await historyItem(ana, challenge.id)).toMatchObject({ final_progress: 0, completion_rate: 0, status: 'expired', place: 2, participants: 2 });
  });

  it('when the challenge ends with 5 of 7 days done, then expired at 71%', async () => {
    const ana = await signUp(ctx);
    const challenge = await createChallenge(ana);
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-14', '2026-03-16']) {
      ctx.clock.set(`${day}T09:00:00Z`);
      await completeDay(ctx, ana.user.id, day);
    }
    expect(await historyItem(ana, challenge.id)).toMatchObject({ final_progress: 5, completion_rate: 71, status: 'active' });
    ctx.clock.set('2026-03-17T00:00:01Z');
    expect(await historyItem(ana, challenge.id)).toMatchObject({ final_progress: 5, completion_rate: 71, status: 'expired', completed_at: null });
    expect(await trophiesOf(ctx, ana.user.id)).not.toContain('challenge-complete-1');
  });

  it('when two end with the same days, then they share first place and the one behind is third', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const cem = await signUp(ctx);
    const challenge = await createChallenge(ana);
    await joinChallenge(bob, challenge.id);
    await joinChallenge(cem, challenge.id);
    for (const day of ['2026-03-10', '2026-03-11']) {
      ctx.clock.set(`${day}T09:00:00Z`);
      await completeDay(ctx, ana.user.id, day);
      await completeDay(ctx, bob.user.id, day);
    }
    ctx.clock.set('2026-03-11T10:00:00Z');
    await completeDay(ctx, cem.user.id, '2026-03-11');
    ctx.clock.set('2026-03-17T00:00:01Z');
    expect(await historyItem(ana, challenge.id)).toMatchObject({ place: 1, participants: 3 });
    expect(await historyItem(bob, challenge.id)).toMatchObject({ place: 1, participants: 3 });
    expect(await historyItem(cem, challenge.id)).toMatchObject({ place: 3, participants: 3 });
  });

  it('when read page by page, then every challenge the user is in comes once, latest joined first', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(1000);
      names.push((await createChallenge(ana, { name: `History ${i}` })).name);
    }
    const bobs = await createChallenge(bob, { name: 'Joined later' });
    ctx.clock.advance(1000);
    await joinChallenge(ana, bobs.id);
    const paged = await allPages<ChallengeHistoryItem>(ana, `/api/users/${ana.user.id}/challenge-history`, 2);
    expect(paged.items.map((h) => h.challenge_name)).toEqual(['Joined later', ...names.reverse()]);
  });

  it("when the id is another user's, then 403", async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    await ana.agent.get(`/api/users/${bob.user.id}/challenge-history`).expect(403);
  });
});

describe('POST /api/challenges/:id/join', () => {
  it('when the challenge is running, then 201, the count grows and the join trophy is earned', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const challenge = await createChallenge(ana);
    const res = await joinRequest(bob, challenge.id).expect(201);
    expect(res.body).toMatchObject({ id: challenge.id, participants: 2, user_joined: true, user_progress: 0, is_active: true });
    expect(await trophiesOf(ctx, bob.user.id)).toEqual(['challenge-join-1']);
    const { rows } = await ctx.deps.db.query('SELECT participant_count FROM challenges WHERE id = $1', [challenge.id]);
    expect(rows[0]).toEqual({ participant_count: 2 });
  });

  it('when the participant completed days before joining, then they count', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const challenge = await createChallenge(ana);
    ctx.clock.set('2026-03-11T20:00:00Z');
    await completeDay(ctx, bob.user.id, '2026-03-11');
    const res = await joinRequest(bob, challenge.id).expect(201);
    expect(res.body.user_progress).toBe(1);
  });

  it('when the user joins twice, then 409 the second time', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const challenge = await createChallenge(ana);
    await joinRequest(bob, challenge.id).expect(201);
    const res = await joinRequest(bob, challenge.id).expect(409);
    expect(res.body.error).toBe('You have already joined this challenge.');
  });

  it('when the creator joins, then 409 because she is already in', async () => {
    const ana = await signUp(ctx);
    const challenge = await createChallenge(ana);
    const res = await joinRequest(ana, challenge.id).expect(409);
    expect(res.body.error).toBe('You have already joined this challenge.');
  });

  it('when one user sends 10 joins at once, then one participation and an exact count', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const challenge = await createChallenge(ana);
    const results = await Promise.all(Array.from({ length: 10 }, () => joinRequest(bob, challenge.id)));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await countRows('SELECT count(*) AS n FROM challenge_participants WHERE challenge_id = $1 AND user_id = $2', [challenge.id, bob.user.id])).toBe(1);
    const { rows } = await ctx.deps.db.query('SELECT participant_count FROM challenges WHERE id = $1', [challenge.id]);
    expect(rows[0]).toEqual({ participant_count: 2 });
  });

  it('when the challenge does not exist, then 404', async () => {
    const bob = await signUp(ctx);
    const res = await joinRequest(bob, '00000000-0000-4000-8000-000000000000').expect(404);
    expect(res.body.error).toBe('Challenge not found.');
  });

  it('when the id is not an id, then 400', async () => {
    const bob = await signUp(ctx);
    await joinRequest(bob, 'abc').expect(400);
  });

  it('when user_id is another user, then 403 and nobody joins', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const eve = await signUp(ctx);
    const challenge = await createChallenge(ana);
    await eve.agent.post(`/api/challenges/${challenge.id}/join`).send({ user_id: bob.user.id }).expect(403);
    expect(await countRows('SELECT count(*) AS n FROM challenge_participants WHERE challenge_id = $1', [challenge.id])).toBe(1);
  });

  it('when user_id is missing, then 400', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const challenge = await createChallenge(ana);
    await bob.agent.post(`/api/challenges/${challenge.id}/join`).send({}).expect(400);
  });
});

describe('GET /api/challenges/:id/participants', () => {
  it('when a participant asks, then everyone by progress, highest first, with streaks', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const cy = await signUp(ctx);
    const challenge = await createChallenge(ana);
    await joinChallenge(bob, challenge.id);
    await joinChallenge(cy, challenge.id);
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-12']) {
      ctx.clock.set(`${day}T20:00:00Z`);
      await completeDay(ctx, cy.user.id, day);
      if (day !== '2026-03-12') await completeDay(ctx, bob.user.id, day);
    }
    await setStreak(ctx, cy.user.id, 3, '2026-03-12');
    // A streak whose last day is long gone reads as 0.
    await setStreak(ctx, ana.user.id, 9, '2026-02-01');

    const res = await bob.agent.get(`/api/challenges/${challenge.id}/participants`).expect(200);
    expect(res.body as Participant[]).toEqual([
      { id: cy.user.id, username: cy.username, profile_photo: null, subscription_status: 'free', streak_count: 3, progress: 3 },
      { id: bob.user.id, username: bob.username, profile_photo: null, subscription_status: 'free', streak_count: 0, progress: 2 },
      { id: ana.user.id, username: ana.username, profile_photo: null, subscription_status: 'free', streak_count: 0, progress: 0 },
    ]);

    const paged = await allPages<Participant>(bob, `/api/challenges/${challenge.id}/participants`, 1);
    expect(paged.items.map((p) => p.id)).toEqual([cy.user.id, bob.user.id, ana.user.id]);
  });

  it("when a friend of the creator who is not in it asks, then 200; a stranger's request is 403", async () => {
    const ana = await signUp(ctx);
    const friend = await signUp(ctx);
    const stranger = await signUp(ctx);
    await makeFriends(ctx, friend.user.id, ana.user.id);
    const challenge = await createChallenge(ana);
    const res = await friend.agent.get(`/api/challenges/${challenge.id}/participants`).expect(200);
    expect((res.body as Participant[]).map((p) => p.id)).toEqual([ana.user.id]);
    const refused = await stranger.agent.get(`/api/challenges/${challenge.id}/participants`).expect(403);
    expect(refused.body.error).toEqual(expect.any(String));
    await joinChallenge(stranger, challenge.id);
    await stranger.agent.get(`/api/challenges/${challenge.id}/participants`).expect(200);
  });

  it('when the challenge does not exist, then 404; a bad cursor is 400', async () => {
    const ana = await signUp(ctx);
    await ana.agent.get('/api/challenges/00000000-0000-4000-8000-000000000000/participants').expect(404);
    const challenge = await createChallenge(ana);
    await ana.agent.get(`/api/challenges/${challenge.id}/participants`).query({ before: 'x' }).expect(400);
  });

  it('when there is no session, then 401', async () => {
    await request(ctx.app).get('/api/challenges/00000000-0000-4000-8000-000000000000/participants').expect(401);
  });
});
