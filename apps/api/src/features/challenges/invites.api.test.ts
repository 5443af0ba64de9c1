import type { ActiveChallengeSummary, ChallengeInviteCard } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trophiesOf } from '../../../test/assertions';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { createChallenge, inviteTokenOf, joinChallenge, leaveChallenge } from '../../../test/factories/challenges';
import { block } from '../../../test/factories/friends';

/** Challenge invite links (docs/product.md#challenges, docs/decisions/085-invite-links.md). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set('2026-03-10T12:00:00Z'));

const card = (token: string, viewer?: SignedUp) => (viewer ? viewer.agent : request(ctx.app)).get(`/api/challenge-invites/${token}`);
const joinBy = (member: SignedUp, token: string) => member.agent.post(`/api/challenge-invites/${token}/join`);
const setLink = (member: SignedUp, challengeId: string, active: unknown) => member.agent.put(`/api/challenges/${challengeId}/invite`).send({ active });

/** A running challenge of ana's and its live link. */
async function anasChallenge(fields: { name?: string; duration_days?: number } = {}) {
  const ana = await signUp(ctx);
  const challenge = await createChallenge(ana, fields);
  const token = (await inviteTokenOf(ana, challenge.id))!;
  return { ana, challenge, token };
}

async function storedToken(challengeId: string): Promise<string | null | undefined> {
  const { rows } = await ctx.deps.db.query<{ token: string | null }>('SELECT token FROM challenge_invites WHERE challenge_id = $1', [challengeId]);
  return rows[0]?.token;
}

describe('GET /api/challenges/:id/invite', () => {
  it('when the creator asks, then 200 with a URL-safe token of at least 128 bits, made once and kept', async () => {
    const { ana, challenge, token } = await anasChallenge();
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await storedToken(challenge.id)).toBe(token);
    expect(await inviteTokenOf(ana, challenge.id)).toBe(token);
  });

  it('when two challenges get links, then their tokens differ', async () => {
    const a = await anasChallenge();
    const b = await anasChallenge();
    expect(a.token).not.toBe(b.token);
  });

  it('when a participant asks, then 200 with the same link', async () => {
    const { challenge, token } = await anasChallenge();
    const bob = await signUp(ctx);
    await joinChallenge(bob, challenge.id);
    expect(await inviteTokenOf(bob, challenge.id)).toBe(token);
  });

  it('when a participant asks before anyone did, then the link is made for them', async () => {
    const ana = await signUp(ctx);
    const { id } = await createChallenge(ana);
    const bob = await signUp(ctx);
    await joinChallenge(bob, id);
    const token = await inviteTokenOf(bob, id);
    expect(token).toEqual(expect.any(String));
    expect(await inviteTokenOf(ana, id)).toBe(token);
  });

  it('when someone not taking part asks, then 403 and no link is made', async () => {
    const ana = await signUp(ctx);
    const { id } = await createChallenge(ana);
    const stranger = await signUp(ctx);
    const res = await stranger.agent.get(`/api/challenges/${id}/invite`).expect(403);
    expect(res.body.error).toBe('Only people taking part in this challenge can invite others to it.');
    expect(await storedToken(id)).toBeUndefined();
  });

  it('when a participant who left asks, then 403', async () => {
    const { challenge } = await anasChallenge();
    const bob = await signUp(ctx);
    await joinChallenge(bob, challenge.id);
    await leaveChallenge(bob, challenge.id);
    await bob.agent.get(`/api/challenges/${challenge.id}/invite`).expect(403);
  });

  it('when the challenge is unknown, or its creator blocked the viewer, then 404', async () => {
    const { ana, challenge } = await anasChallenge();
    const bob = await signUp(ctx);
    await bob.agent.get('/api/challenges/00000000-0000-4000-8000-000000000000/invite').expect(404);
    await block(ana, bob);
    expect((await bob.agent.get(`/api/challenges/${challenge.id}/invite`).expect(404)).body.error).toBe('Challenge not found.');
  });

  it('when the creator turned the link off, then a participant reads null', async () => {
    const { ana, challenge } = await anasChallenge();
    const bob = await signUp(ctx);
    await joinChallenge(bob, challenge.id);
    await setLink(ana, challenge.id, false).expect(200);
    expect(await inviteTokenOf(bob, challenge.id)).toBeNull();
    expect(await inviteTokenOf(ana, challenge.id)).toBeNull();
  });

  it('when signed out, then 401', async () => {
    const { challenge } = await anasChallenge();
    await request(ctx.app).get(`/api/challenges/${challenge.id}/invite`).expect(401);
  });
});

describe('PUT /api/challenges/:id/invite', () => {
  it('when the creator turns the link off, then 200 with null, and the old link shows as unknown', async () => {
    const { ana, challenge, token } = await anasChallenge();
    expect((await setLink(ana, challenge.id, false).expect(200)).body).toEqual({ code: null });
    expect(await storedToken(challenge.id)).toBeNull();
    const unknown = await card('A'.repeat(24)).expect(404);
    const off = await card(token).expect(404);
    expect(off.body).toEqual(unknown.body);
    expect(off.body).toEqual({ error: 'Challenge not found.', code: 'challenge_not_found' });
  });

  it('when the creator turns it on again, then a new link works and the old one stays dead', async () => {
    const { ana, challenge, token } = await anasChallenge();
    await setLink(ana, challenge.id, false).expect(200);
    const renewed = (await setLink(ana, challenge.id, true).expect(200)).body.code as string;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(renewed).not.toBe(token);
    await card(token).expect(404);
    await card(renewed).expect(200);
    const bob = await signUp(ctx);
    await joinBy(bob, token).expect(404);
    await joinBy(bob, renewed).expect(201);
  });

  it('when the creator turns on a link that is on, then it is kept', async () => {
    const { ana, challenge, token } = await anasChallenge();
    expect((await setLink(ana, challenge.id, true).expect(200)).body).toEqual({ code: token });
  });

  it('when the creator turns on a link nobody asked for yet, then it is made', async () => {
    const ana = await signUp(ctx);
    const { id } = await createChallenge(ana);
    const token = (await setLink(ana, id, true).expect(200)).body.code;
    expect(token).toEqual(expect.any(String));
    expect(await storedToken(id)).toBe(token);
  });

  it('when a participant tries to turn it off, then 403 and it stays on', async () => {
    const { challenge, token } = await anasChallenge();
    const bob = await signUp(ctx);
    await joinChallenge(bob, challenge.id);
    const res = await setLink(bob, challenge.id, false).expect(403);
    expect(res.body.error).toBe("Only the challenge's creator can turn its invite link on or off.");
    expect(await storedToken(challenge.id)).toBe(token);
  });

  it('when a stranger tries, then 403; when blocked or unknown, then 404; signed out, then 401', async () => {
    const { ana, challenge, token } = await anasChallenge();
    const stranger = await signUp(ctx);
    await setLink(stranger, challenge.id, false).expect(403);
    await setLink(stranger, '00000000-0000-4000-8000-000000000000', false).expect(404);
    await block(stranger, ana);
    await setLink(stranger, challenge.id, false).expect(404);
    await request(ctx.app).put(`/api/challenges/${challenge.id}/invite`).send({ active: false }).expect(401);
    expect(await storedToken(challenge.id)).toBe(token);
  });

  it.each([
    ['no active', {}],
    ['a string', { active: 'false' }],
    ['a megabyte', { active: 'x'.repeat(1_000_000) }],
  ])('when the body has %s, then 400 and nothing changes', async (_label, body) => {
    const { ana, challenge, token } = await anasChallenge();
    const res = await ana.agent.put(`/api/challenges/${challenge.id}/invite`).send(body);
    // A megabyte is past the JSON body limit (413) before it is read; the others are 400 by the contract.
    expect(res.status).toBe(JSON.stringify(body).length > 100_000 ? 413 : 400);
    expect(await storedToken(challenge.id)).toBe(token);
  });
});

describe('GET /api/challenge-invites/:token', () => {
  it('when a signed-out visitor opens a live link, then 200 with what the card shows and nothing more', async () => {
    const { ana, challenge, token } = await anasChallenge({ name: 'Morning pages', duration_days: 14 });
    const res = await card(token).expect(200);
    expect(res.body).toEqual({
      id: challenge.id,
      name: 'Morning pages',
      description: challenge.description,
      duration_days: 14,
      days_remaining: 14,
      is_active: true,
      participants: 1,
      created_by_name: ana.username,
      created_by_photo: null,
      viewer: null,
    } satisfies ChallengeInviteCard);
  });

  it('when a signed-in viewer opens it, then their own part shows: not in it, in it, left', async () => {
    const { challenge, token } = await anasChallenge();
    const bob = await signUp(ctx);
    expect((await card(token, bob).expect(200)).body.viewer).toEqual({ joined: false, left: false });
    await joinChallenge(bob, challenge.id);
    expect((await card(token, bob).expect(200)).body.viewer).toEqual({ joined: true, left: false });
    await leaveChallenge(bob, challenge.id);
    expect((await card(token, bob).expect(200)).body.viewer).toEqual({ joined: false, left: true });
  });

  it('when the challenge has ended, then the card says so', async () => {
    const { token } = await anasChallenge();
    ctx.clock.set('2026-03-20T12:00:00Z');
    expect((await card(token).expect(200)).body).toMatchObject({ is_active: false, days_remaining: 0 });
  });

  it('when a block stands between the viewer and the creator, then 404 as for an unknown link', async () => {
    const { ana, token } = await anasChallenge();
    const bob = await signUp(ctx);
    await block(bob, ana);
    expect((await card(token, bob).expect(404)).body).toEqual({ error: 'Challenge not found.', code: 'challenge_not_found' });
    const carl = await signUp(ctx);
    await block(ana, carl);
    await card(token, carl).expect(404);
  });

  it.each([
    ['too short', 'abc'],
    ['odd characters', 'abc$def!ghi*jkl(mno)pqr~stu'],
    ['unicode', encodeURIComponent('ünïcödé-tökën-ünïcödé-tökën')],
    ['a dot path', '..%2F..%2Fetc%2Fpasswd-aaaaaaaaaaaa'],
    ['spaces', 'a%20b%20c%20d%20e%20f%20g%20h%20i%20j%20k%20l'],
    ['far past the limit', 'a'.repeat(65)],
  ])('when the token is %s, then 400 and no lookup', async (_label, token) => {
    const res = await card(token).expect(400);
    expect(res.body.error).toBe('This invite link is not valid.');
  });

  it('when the token is a megabyte, then it is refused without a 500', async () => {
    const res = await card('a'.repeat(1_000_000));
    expect([400, 414, 431]).toContain(res.status);
  });

  it('when the token is empty, then no route answers it but the 404', async () => {
    await request(ctx.app).get('/api/challenge-invites/').expect(404);
  });
});

describe('POST /api/challenge-invites/:token/join', () => {
  it('when a signed-in user joins through a live link, then 201, they take part, and the creator is told', async () => {
    const { ana, challenge, token } = await anasChallenge();
    const bob = await signUp(ctx);
    const res = await joinBy(bob, token).expect(201);
    expect(res.body).toMatchObject({ id: challenge.id, participants: 2, user_joined: true, user_left: false });
    const active = (await bob.agent.get(`/api/users/${bob.user.id}/active-challenges`).expect(200)).body as ActiveChallengeSummary[];
    expect(active.map((c) => c.id)).toEqual([challenge.id]);
    expect(await trophiesOf(ctx, bob.user.id)).toContain('challenge-join-1');

    await ctx.events.drain();
    const items = (await ana.agent.get(`/api/users/${ana.user.id}/notifications`).expect(200)).body as { kind: string; actors: { id: string }[] }[];
    expect(items.find((n) => n.kind === 'challenge_joined')?.actors.map((a) => a.id)).toEqual([bob.user.id]);
  });

  it('when they are in it already, then 409', async () => {
    const { challenge, token } = await anasChallenge();
    const bob = await signUp(ctx);
    await joinChallenge(bob, challenge.id);
    expect((await joinBy(bob, token).expect(409)).body.error).toBe('You have already joined this challenge.');
  });

  it('when the creator opens their own link, then 409 (they take part from the start)', async () => {
    const { ana, token } = await anasChallenge();
    await joinBy(ana, token).expect(409);
  });

  it('when they left it, then 409: leaving is for good', async () => {
    const { challenge, token } = await anasChallenge();
    const bob = await signUp(ctx);
    await joinChallenge(bob, challenge.id);
    await leaveChallenge(bob, challenge.id);
    expect((await joinBy(bob, token).expect(409)).body.error).toBe('You left this challenge, so you cannot join it again.');
  });

  it('when the challenge has ended, then 409 and nobody joins', async () => {
    const { challenge, token } = await anasChallenge();
    ctx.clock.set('2026-03-20T12:00:00Z');
    const bob = await signUp(ctx);
    expect((await joinBy(bob, token).expect(409)).body.error).toBe('This challenge has ended.');
    const { rows } = await ctx.deps.db.query('SELECT 1 FROM challenge_participants WHERE challenge_id = $1 AND user_id = $2', [challenge.id, bob.user.id]);
    expect(rows).toEqual([]);
  });

  it('when a block stands between them and the creator, then 404 as for an unknown link', async () => {
    const { ana, token } = await anasChallenge();
    const bob = await signUp(ctx);
    await block(ana, bob);
    expect((await joinBy(bob, token).expect(404)).body).toEqual({ error: 'Challenge not found.', code: 'challenge_not_found' });
  });

  it('when the link was turned off, then 404', async () => {
    const { ana, challenge, token } = await anasChallenge();
    await setLink(ana, challenge.id, false).expect(200);
    const bob = await signUp(ctx);
    await joinBy(bob, token).expect(404);
  });

  it('when signed out, then 401; when the token is odd, then 400', async () => {
    const { token } = await anasChallenge();
    await request(ctx.app).post(`/api/challenge-invites/${token}/join`).expect(401);
    const bob = await signUp(ctx);
    await joinBy(bob, 'not a token!').expect(400);
  });
});
