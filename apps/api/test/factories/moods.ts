import { expect } from 'vitest';
import type { SignedUp } from '../test-app';

/** `person` logs a mood for their today through the API (200). */
export async function logMood(person: SignedUp, mood = 'happy'): Promise<void> {
  const res = await person.agent.post('/api/mood-logs').send({ user_id: person.user.id, mood });
  expect(res.status, res.text).toBe(200);
}
