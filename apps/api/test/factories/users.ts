import { shiftDay, type Place } from '@dayleaf/contracts';
import request from 'supertest';
import { expect } from 'vitest';
import { dayStart } from '../../src/features/streaks/local-day';
import { PASSWORD, uniqueName, type SignedUp, type TestContext } from '../test-app';

/*
 * Users in a given state. Through the API where a user sets it themselves (their zone, privacy, photo); the streak
 * is written as the daily loop stores it, for tests of what a streak leads to rather than of how it is earned
 * (factories/tasks.ts completes days through the API).
 */

/** The day of a user who never chose a zone: UTC, starting at midnight. */
export const UTC_DAY: Place = { time_zone: 'UTC', day_start_hour: 0 };

/** Signs a new user up with `zone` as their time zone, sent with the sign-up as the web sends the browser's. */
export async function signUpIn(ctx: TestContext, zone: string, prefix = 'tz'): Promise<SignedUp> {
  const agent = request.agent(ctx.app);
  const username = uniqueName(prefix);
  const res = await agent.post('/api/auth/signup').send({ username, password: PASSWORD, time_zone: zone });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.time_zone).toBe(zone);
  return { agent, user: res.body as SignedUp['user'], username };
}

/** `person` makes their profile private in their settings. */
export async function makePrivate(person: SignedUp): Promise<void> {
  await person.agent.patch(`/api/users/${person.user.id}/settings`).send({ is_profile_private: true }).expect(200);
}

/** `person` saves their profile with `photo` (and `bio` when given); returns the stored photo's URL. */
export async function setProfilePhoto(person: SignedUp, photo: Buffer, bio?: string): Promise<string> {
  const form = person.agent.patch(`/api/users/${person.user.id}`).field('username', person.username);
  if (bio !== undefined) form.field('bio', bio);
  const res = await form.attach('profile_photo', photo, { filename: 'me.jpg', contentType: 'image/jpeg' });
  expect(res.status, res.text).toBe(200);
  return res.body.profile_photo as string;
}

/**
 * A run of `count` completed days ending on `lastDay`, stored as the daily loop stores it (the four streak columns
 * together, from the day rules of features/streaks/local-day.ts): the streak shows until `lastDay`'s next day ends.
 */
export async function setStreak(ctx: TestContext, userId: string, count: number, lastDay: string, place: Place = UTC_DAY): Promise<void> {
  await ctx.deps.db.query(
    'UPDATE users SET streak_count = $2, last_completed_date = $3::date, last_day_ended_at = $4, streak_until = $5 WHERE id = $1',
    [userId, count, lastDay, dayStart(shiftDay(lastDay, 1), place), dayStart(shiftDay(lastDay, 2), place)],
  );
}
