import type { ActiveChallengeSummary, Challenge, ChallengeHistoryItem, Participant } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trophiesOf } from '../../../test/assertions';
import { createTestContext, PASSWORD, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { createChallenge, joinChallenge, joinRequest, leaveChallenge, leaveRequest } from '../../../test/factories/challenges';
import { block } from '../../../test/factories/friends';
import { completeDay } from '../../../test/factories/tasks';

/** Leaving a challenge (docs/product.md#challenges, decision record 067) and reading one challenge by its id. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set('2026-03-10T12:00:00Z'));

async function history(member: SignedUp): Promise<ChallengeHistoryItem[]> {
  return (await member.agent.get(`/api/users/${member.user.id}/challenge-history`).query({ limit: 100 }).expect(200)).body;
}

async function stored(challengeId: string, userId: string) {
  const { rows } = await ctx.deps.db.query<{ participant_count: number; taking_part: number; departures: number }>(
    `SELECT c.participant_count,
            (SELECT count(*)::int FROM challenge_participants WHERE challenge_id = c.id AND user_id = $2) AS taking_part,
            (SELECT count(*)::int FROM challenge_departures WHERE challenge_id = c.id AND user_id = $2) AS departures
       FROM challenges c WHERE c.id = $1`,
    [challengeId, userId],
  );
  return rows[0];
}

/** A running 7-day challenge of ana's that bob joined and completed two days of. */
async function bobInAnasChallenge() {
  const ana = await signUp(ctx);
  const bob = await signUp(ctx);
  const challenge = await createChallenge(ana);
  await joinChallenge(bob, challenge.id);
  for (const day of ['2026-03-10', '2026-03-11']) {
    ctx.clock.set(`${day}T20:00:00Z`);
    await completeDay(ctx, bob.user.id, day);
  }
  ctx.clock.set('2026-03-12T09:00:00Z');
  return { ana, bob, challenge };
}

describe('POST /api/challenges/:id/leave', () => {
  it('when a participant leaves a running challenge, then 200, they are out of its count and lists, and their history keeps their progress as left', async () => {
    const { ana, bob, challenge } = await bobInAnasChallenge();

    const res = await leaveRequest(bob, challenge.id).expect(200);
    expect(res.body).toMatchObject({ id: challenge.id, participants: 1, user_joined: false, user_left: true, user_progress: 0, is_active: true });
    expect(await stored(challenge.id, bob.user.id)).toEqual({ participant_count: 1, taking_part: 0, departures: 1 });

    const active = (await bob.agent.get(`/api/users/${bob.user.id}/active-challenges`).expect(200)).body as ActiveChallengeSummary[];
    expect(active).toEqual([]);
    expect((await history(bob)).find((h) => h.id === challenge.id)).toEqual({
      id: challenge.id,
      challenge_name: 'Walk daily',
      challenge_description: 'Thirty minutes outside.',
      duration_days: 7,
      final_progress: 2,
      completion_rate: 29,
      status: 'left',
      started_at: '2026-03-10T12:00:00.000Z',
      completed_at: null,
      place: null,
      participants: 1,
    });
    const participants = (await ana.agent.get(`/api/challenges/${challenge.id}/participants`).expect(200)).body as Participant[];
    expect(participants.map((p) => p.id)).toEqual([ana.user.id]);
    // The global list shows it as left to bob, so it is not offered to him again.
    const listed = (await bob.agent.get('/api/challenges').query({ user_id: bob.user.id, limit: 100 }).expect(200)).body as Challenge[];
    expect(listed.find((c) => c.id === challenge.id)).toMatchObject({ user_joined: false, user_left: true, participants: 1 });
    // He did join it: the count and the trophy stay.
    const me = await bob.agent.get(`/api/users/${bob.user.id}`).expect(200);
    expect(me.body.progress).toMatchObject({ challenges_joined: 1, challenges_completed: 0 });
    expect(await trophiesOf(ctx, bob.user.id)).toContain('challenge-join-1');
  });

  it('when the user who left completes more days, then the kept progress does not move', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    await leaveRequest(bob, challenge.id).expect(200);
    for (const day of ['2026-03-12', '2026-03-13']) {
      ctx.clock.set(`${day}T20:00:00Z`);
      await completeDay(ctx, bob.user.id, day);
    }
    expect((await history(bob)).find((h) => h.id === challenge.id)).toMatchObject({ final_progress: 2, status: 'left' });
    // Still 'left' once the challenge has ended.
    ctx.clock.set('2026-03-20T00:00:00Z');
    expect((await history(bob)).find((h) => h.id === challenge.id)).toMatchObject({ final_progress: 2, status: 'left' });
  });

  it('when the user who left joins again, then 409 and they stay out', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    await leaveRequest(bob, challenge.id).expect(200);
    const res = await joinRequest(bob, challenge.id).expect(409);
    expect(res.body.error).toBe('You left this challenge, so you cannot join it again.');
    expect(await stored(challenge.id, bob.user.id)).toEqual({ participant_count: 1, taking_part: 0, departures: 1 });
  });

  it('when the user leaves twice, then 409 the second time', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    await leaveRequest(bob, challenge.id).expect(200);
    const res = await leaveRequest(bob, challenge.id).expect(409);
    expect(res.body.error).toBe('You have already left this challenge.');
    expect(await stored(challenge.id, bob.user.id)).toEqual({ participant_count: 1, taking_part: 0, departures: 1 });
  });

  it('when one user sends 10 leaves at once, then one departure and an exact count', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    const results = await Promise.all(Array.from({ length: 10 }, () => leaveRequest(bob, challenge.id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await stored(challenge.id, bob.user.id)).toEqual({ participant_count: 1, taking_part: 0, departures: 1 });
    const me = await bob.agent.get(`/api/users/${bob.user.id}`).expect(200);
    expect(me.body.progress).toMatchObject({ challenges_joined: 1 });
  });

  it('when the creator leaves, then 403 and she stays in', async () => {
    const { ana, challenge } = await bobInAnasChallenge();
    const res = await leaveRequest(ana, challenge.id).expect(403);
    expect(res.body.error).toBe('You created this challenge, so you stay in it.');
    expect(await stored(challenge.id, ana.user.id)).toEqual({ participant_count: 2, taking_part: 1, departures: 0 });
  });

  it('when someone who is not taking part leaves, then 403 and nothing changes', async () => {
    const { challenge } = await bobInAnasChallenge();
    const cai = await signUp(ctx);
    const res = await leaveRequest(cai, challenge.id).expect(403);
    expect(res.body.error).toBe('You are not taking part in this challenge.');
    expect(await stored(challenge.id, cai.user.id)).toEqual({ participant_count: 2, taking_part: 0, departures: 0 });
    expect(await history(cai)).toEqual([]);
  });

  it('when the challenge has ended, then 409 and the participation stays', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    ctx.clock.set('2026-03-17T00:00:01Z');
    const res = await leaveRequest(bob, challenge.id).expect(409);
    expect(res.body.error).toBe('This challenge has ended.');
    expect(await stored(challenge.id, bob.user.id)).toEqual({ participant_count: 2, taking_part: 1, departures: 0 });
    expect((await history(bob)).find((h) => h.id === challenge.id)).toMatchObject({ status: 'expired', final_progress: 2 });
  });

  it('when the participant has completed every day, then 409 and the completion stays', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    for (const day of ['2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16']) {
      ctx.clock.set(`${day}T20:00:00Z`);
      await completeDay(ctx, bob.user.id, day);
    }
    const res = await leaveRequest(bob, challenge.id).expect(409);
    expect(res.body.error).toBe('You have completed this challenge.');
    expect((await history(bob)).find((h) => h.id === challenge.id)).toMatchObject({ status: 'completed', final_progress: 7 });
    const me = await bob.agent.get(`/api/users/${bob.user.id}`).expect(200);
    expect(me.body.progress).toMatchObject({ challenges_joined: 1, challenges_completed: 1 });
  });

  it('when the challenge does not exist, then 404', async () => {
    const bob = await signUp(ctx);
    const res = await leaveRequest(bob, '00000000-0000-4000-8000-000000000000').expect(404);
    expect(res.body.error).toBe('Challenge not found.');
  });

  it('when user_id is another user, then 403 and nobody leaves', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    const eve = await signUp(ctx);
    await eve.agent.post(`/api/challenges/${challenge.id}/leave`).send({ user_id: bob.user.id }).expect(403);
    expect(await stored(challenge.id, bob.user.id)).toEqual({ participant_count: 2, taking_part: 1, departures: 0 });
  });

  it('when there is no session, then 401', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    await request(ctx.app).post(`/api/challenges/${challenge.id}/leave`).send({ user_id: bob.user.id }).expect(401);
    expect(await stored(challenge.id, bob.user.id)).toEqual({ participant_count: 2, taking_part: 1, departures: 0 });
  });

  it.each([
    ['no user_id', {}],
    ['a user_id that is not an id', { user_id: 'me' }],
    ['a user_id of a megabyte', { user_id: 'x'.repeat(1_000_000) }],
    ['a user_id that is a number', { user_id: 7 }],
  ])('when the body has %s, then 4xx with a reason and nobody leaves', async (_case, body) => {
    const { bob, challenge } = await bobInAnasChallenge();
    const res = await bob.agent.post(`/api/challenges/${challenge.id}/leave`).send(body);
    expect([400, 413]).toContain(res.status);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await stored(challenge.id, bob.user.id)).toEqual({ participant_count: 2, taking_part: 1, departures: 0 });
  });

  it.each([
    ['an id that is not an id', 'abc'],
    ['an id of 100 000 characters', 'a'.repeat(100_000)],
  ])('when the path has %s, then 4xx and nobody leaves', async (_case, id) => {
    const { bob, challenge } = await bobInAnasChallenge();
    const res = await leaveRequest(bob, id);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await stored(challenge.id, bob.user.id)).toEqual({ participant_count: 2, taking_part: 1, departures: 0 });
  });

  it('when the last participant deletes their account, then the challenge stays for the history of the one who left', async () => {
    const { ana, bob, challenge } = await bobInAnasChallenge();
    await leaveRequest(bob, challenge.id).expect(200);
    await ana.agent.delete(`/api/users/${ana.user.id}`).send({ password: PASSWORD }).expect(204);
    expect((await history(bob)).find((h) => h.id === challenge.id)).toMatchObject({ status: 'left', final_progress: 2 });
    const { rows } = await ctx.deps.db.query('SELECT participant_count, created_by FROM challenges WHERE id = $1', [challenge.id]);
    expect(rows[0]).toEqual({ participant_count: 0, created_by: null });
    // Once the one who left is gone too, the challenge is no one's and goes with them.
    await bob.agent.delete(`/api/users/${bob.user.id}`).send({ password: PASSWORD }).expect(204);
    const after = await ctx.deps.db.query('SELECT 1 FROM challenges WHERE id = $1', [challenge.id]);
    expect(after.rows).toEqual([]);
  });
});

describe('GET /api/users/:id/challenge-history with challenges left', () => {
  it('when read page by page, then every challenge taken part in or left comes once, latest joined first', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      ctx.clock.advance(1000);
      const challenge = await createChallenge(ana, { name: `Run ${i}` });
      await joinChallenge(bob, challenge.id);
      if (i % 2 === 0) await leaveChallenge(bob, challenge.id);
      names.push(challenge.name);
    }
    for (const limit of [1, 2, 3]) {
      const items: ChallengeHistoryItem[] = [];
      let before: string | undefined;
      do {
        const res = await bob.agent
          .get(`/api/users/${bob.user.id}/challenge-history`)
          .query({ limit, ...(before ? { before } : {}) })
          .expect(200);
        items.push(...(res.body as ChallengeHistoryItem[]));
        before = res.headers['x-next-cursor'];
      } while (before);
      expect(items.map((h) => [h.challenge_name, h.status])).toEqual(
        [...names].reverse().map((name) => [name, ['Run 0', 'Run 2', 'Run 4'].includes(name) ? 'left' : 'active']),
      );
    }
  });
});

describe('GET /api/challenges/:id', () => {
  it('when a stranger asks, then 200 with the challenge as they see it, not joined', async () => {
    const ana = await signUp(ctx);
    const stranger = await signUp(ctx);
    const challenge = await createChallenge(ana);
    const res = await stranger.agent.get(`/api/challenges/${challenge.id}`).expect(200);
    expect(res.body).toEqual({ ...challenge, user_joined: false, user_left: false, user_progress: 0 });
  });

  it('when a participant asks, then their progress; once they left, user_left', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    expect((await bob.agent.get(`/api/challenges/${challenge.id}`).expect(200)).body).toMatchObject({
      participants: 2,
      user_joined: true,
      user_left: false,
      user_progress: 2,
      days_remaining: 5,
    });
    await leaveChallenge(bob, challenge.id);
    expect((await bob.agent.get(`/api/challenges/${challenge.id}`).expect(200)).body).toMatchObject({
      participants: 1,
      user_joined: false,
      user_left: true,
    });
  });

  it('when the creator and the viewer have a block between them, then 404 unless the viewer takes part or left', async () => {
    const { ana, bob, challenge } = await bobInAnasChallenge();
    const cai = await signUp(ctx);
    const dan = await signUp(ctx);
    await joinChallenge(dan, challenge.id);
    await leaveChallenge(dan, challenge.id);
    await block(ana, cai);
    await block(ana, dan);
    await block(ana, bob);
    const res = await cai.agent.get(`/api/challenges/${challenge.id}`).expect(404);
    expect(res.body.error).toBe('Challenge not found.');
    await bob.agent.get(`/api/challenges/${challenge.id}`).expect(200);
    expect((await dan.agent.get(`/api/challenges/${challenge.id}`).expect(200)).body).toMatchObject({ user_left: true });
  });

  it('when the challenge does not exist, then 404; a bad id is 400; no session is 401', async () => {
    const { bob, challenge } = await bobInAnasChallenge();
    await bob.agent.get('/api/challenges/00000000-0000-4000-8000-000000000000').expect(404);
    await bob.agent.get('/api/challenges/abc').expect(400);
    await bob.agent.get(`/api/challenges/${'a'.repeat(100_000)}`).expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
    await request(ctx.app).get(`/api/challenges/${challenge.id}`).expect(401);
  });
});
