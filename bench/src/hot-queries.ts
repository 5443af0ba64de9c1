import { sql } from '../../apps/api/src/shared/db/sql';
import { friendIds } from '../../apps/api/src/features/friends/friendship';
import { postId, userId, username } from './fixtures';
import type { RequestSpec } from './load';
import type { BenchSession } from './sessions';

/**
 * What explain.ts checks beside the load scenarios: requests whose statements are captured and
 * explained, and raw statements. Add a feature's hot request or query here when it lands.
 */
export const EXPLAIN_REQUESTS: { name: string; request: (s: BenchSession) => RequestSpec }[] = [
  { name: 'friend search', request: (s) => get(s, `/api/users/search?username=u0001&currentUserId=${s.userId}`) },
  { name: 'friends list', request: (s) => get(s, `/api/users/${s.userId}/friends`) },
  { name: 'friend requests', request: (s) => get(s, `/api/users/${s.userId}/friend-requests`) },
  { name: 'comments of a post', request: (s) => get(s, `/api/posts/${postId(s.index, 1)}/comments`) },
  { name: 'likers of a post', request: (s) => get(s, `/api/posts/${postId(s.index, 1)}/likers`) },
  { name: 'friend challenges', request: (s) => get(s, `/api/users/${s.userId}/friend-challenges`) },
  { name: 'active challenges', request: (s) => get(s, `/api/users/${s.userId}/active-challenges`) },
  { name: 'challenge history', request: (s) => get(s, `/api/users/${s.userId}/challenge-history`) },
  { name: 'mood today', request: (s) => get(s, `/api/users/${s.userId}/mood-log`) },
  { name: 'mood history', request: (s) => get(s, `/api/users/${s.userId}/mood-logs`) },
  // The file itself is not seeded; the access check runs before the read, and that is what is explained.
  { name: 'post photo access', request: (s) => get(s, '/uploads/bench-1.webp') },
  { name: 'daily quote', request: (s) => get(s, `/api/ai/motivational-quote?userId=${s.userId}`) },
];

export const EXPLAIN_SQL: { name: string; sql: string; params: unknown[] }[] = [
  { name: 'friend ids (shared subquery)', ...textOf(sql`SELECT * FROM (${friendIds(userId(1))}) f`) },
  { name: 'user by username', sql: 'SELECT id FROM users WHERE lower(username) = lower($1)', params: [username(1)] },
];

function textOf(statement: { text: string; values: unknown[] }): { sql: string; params: unknown[] } {
  return { sql: statement.text, params: statement.values };
}

function get(s: BenchSession, path: string): RequestSpec {
  return { method: 'GET', path, headers: { cookie: s.cookie } };
}
