import type { Challenge } from '@dayleaf/contracts';
import type { Test } from 'supertest';
import { expect } from 'vitest';
import type { SignedUp } from '../test-app';

/*
 * Challenges through the API, as their creator and participants make them: the creator joins with the creation, the
 * counts and trophies follow, and the kept pages hear of it. Tests of the create, join and leave routes themselves
 * send those requests (createRequest, joinRequest, leaveRequest) and check their answers.
 */

/** What a challenge is created with when a test names nothing else. */
export const CHALLENGE_DEFAULTS = { name: 'Walk daily', description: 'Thirty minutes outside.', duration_days: 7 };

type ChallengeFields = Partial<typeof CHALLENGE_DEFAULTS>;

/**
 * `owner`'s create request as the web sends it, not yet sent: for tests of the route's answers, or of writes that
 * may be refused (the status is theirs to check).
 */
export function createRequest(owner: SignedUp, fields: ChallengeFields = {}): Test {
  return owner.agent.post('/api/challenges').send({ ...CHALLENGE_DEFAULTS, ...fields, created_by: owner.user.id });
}

/** `member`'s join request, not yet sent (the status is the test's to check). */
export function joinRequest(member: SignedUp, challengeId: string): Test {
  return member.agent.post(`/api/challenges/${challengeId}/join`).send({ user_id: member.user.id });
}

/** `member`'s leave request, not yet sent (the status is the test's to check). */
export function leaveRequest(member: SignedUp, challengeId: string): Test {
  return member.agent.post(`/api/challenges/${challengeId}/leave`).send({ user_id: member.user.id });
}

/** `owner` creates a challenge starting on their today; returns it as answered (201). */
export async function createChallenge(owner: SignedUp, fields: ChallengeFields = {}): Promise<Challenge> {
  const res = await createRequest(owner, fields);
  expect(res.status, res.text).toBe(201);
  return res.body as Challenge;
}

/** `member` joins the challenge; returns it as answered (201). */
export async function joinChallenge(member: SignedUp, challengeId: string): Promise<Challenge> {
  const res = await joinRequest(member, challengeId);
  expect(res.status, res.text).toBe(201);
  return res.body as Challenge;
}

/** `member` leaves the challenge; returns it as answered (200). */
export async function leaveChallenge(member: SignedUp, challengeId: string): Promise<Challenge> {
  const res = await leaveRequest(member, challengeId);
  expect(res.status, res.text).toBe(200);
  return res.body as Challenge;
}

/** A challenge of `owner`'s that each of `joiners` joined, in that order; returns its id. */
export async function challengeWith(owner: SignedUp, joiners: SignedUp[], fields: ChallengeFields = {}): Promise<string> {
  const { id } = await createChallenge(owner, fields);
  for (const member of joiners) await joinChallenge(member, id);
  return id;
}

/** The challenge's invite link token as `member` (its creator or a participant) reads it; null while turned off. */
export async function inviteTokenOf(member: SignedUp, challengeId: string): Promise<string | null> {
  const res = await member.agent.get(`/api/challenges/${challengeId}/invite`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { code: string | null }).code;
}
