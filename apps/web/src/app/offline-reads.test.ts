import { describe, expect, it } from 'vitest';
import { userQueryOptions } from '../features/auth/api/get-user';
import { activeChallengesQueryOptions } from '../features/challenges/api/get-active-challenges';
import { friendChallengesQueryOptions } from '../features/challenges/api/get-friend-challenges';
import { globalChallengesQueryOptions } from '../features/challenges/api/get-global-challenges';
import { todayMoodQueryOptions } from '../features/moods/api/get-today-mood';
import { friendActivitiesQueryOptions } from '../features/posts/api/get-friend-activities';
import { friendPostsQueryOptions } from '../features/posts/api/get-friend-posts';
import { motivationalQuoteQueryOptions } from '../features/quotes/api/get-motivational-quote';
import { daysQueryOptions } from '../features/streaks/api/get-days';
import { tasksQueryOptions } from '../features/tasks/api/get-tasks';
import { weekQueryOptions } from '../features/tasks/api/get-week';

/*
 * The reads docs/product.md#offline promises on a visit with no network, each declared kept by its own query options
 * (features/offline/last-copies.ts keeps what a query's meta asks for): a key renamed keeps its offline copy, a read dropped from
 * this list must be dropped from the docs too.
 */
const USER = '11111111-1111-4111-8111-111111111111';
const DAY = '2026-11-24';

describe('the reads kept for offline visits', () => {
  it.each([
    ['the signed-in user', 'whole', userQueryOptions(USER).meta],
    ["today's mood", 'whole', todayMoodQueryOptions(USER).meta],
    ["today's tasks", 'whole', tasksQueryOptions(USER, DAY).meta],
    ['the week strip', 'whole', weekQueryOptions(USER, DAY).meta],
    ["the day's quote", 'whole', motivationalQuoteQueryOptions(USER, DAY).meta],
    ['the feed', 'first-page', friendPostsQueryOptions(USER).meta],
    ["the friends' day", 'first-page', friendActivitiesQueryOptions(USER).meta],
    ['the active challenges', 'first-page', activeChallengesQueryOptions(USER).meta],
    ["friends' challenges", 'first-page', friendChallengesQueryOptions(USER).meta],
    ['the global challenges', 'first-page', globalChallengesQueryOptions(USER).meta],
    ['the own year (the profile, share cards)', 'whole', daysQueryOptions(USER, USER, '2025-11-23', DAY).meta],
  ])('%s declares itself kept (%s)', (_read, kept, meta) => {
    expect(meta?.keepOffline).toBe(kept);
  });

  it("someone else's year is not kept: the device keeps only its user's own reads", () => {
    expect(daysQueryOptions('22222222-2222-4222-8222-222222222222', USER, '2025-11-23', DAY).meta?.keepOffline).toBeUndefined();
  });
});
