import type { Test } from 'supertest';
import { expect } from 'vitest';
import type { SignedUp } from '../test-app';

/** `person`'s mood for their today, not yet sent: for tests that check the answer themselves. */
export function moodRequest(person: SignedUp, mood = 'happy'): Test {
  return person.agent.post('/api/mood-logs').send({ user_id: person.user.id, mood });
}

/** `person` logs a mood for their today through the API (200). */
export async function logMood(person: SignedUp, mood = 'happy'): Promise<void> {
  const res = await moodRequest(person, mood);
  expect(res.status, res.text).toBe(200);
}
