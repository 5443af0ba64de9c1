import { createHash } from 'node:crypto';
import type { Size } from './lib/db';

/**
 * The shape of a seeded database, shared by the seed (which writes it) and the runs (which pick their
 * users, posts and challenges from it without asking the database how it was built).
 */
export interface SizeConfig {
  users: number;
  /** Friends per user (accepted); every user has exactly this many. */
  friends: number;
  postsPerUser: number;
  /** Days between two posts of one user: history grows backwards in time, not denser. */
  postEveryDays: number;
  likesPerPost: number;
  commentsPerPost: number;
  tasksPerDay: number;
  /** Every user whose index is a multiple of this has a year of completed days. */
  historyEvery: number;
  historyDays: number;
  challenges: number;
  participants: number;
  bigChallengeParticipants: number;
}

const S1: SizeConfig = {
  users: 10_000,
  friends: 50,
  postsPerUser: 10,
  postEveryDays: 10,
  likesPerPost: 10,
  commentsPerPost: 3,
  tasksPerDay: 3,
  historyEvery: 5,
  historyDays: 365,
  challenges: 200,
  participants: 20_000,
  bigChallengeParticipants: 500,
};

export const SIZE_CONFIG: Record<Size, SizeConfig> = {
  S1,
  // Ten times the post history: each user has posted for ten times as long, at the same rate.
  S10: { ...S1, postsPerUser: 100 },
  // Ten times the users, everything per user unchanged (so also ten times the challenges and participants).
  S10u: { ...S1, users: 100_000, challenges: 2_000, participants: 200_000 },
};

/** Friends sit at fixed strides around a ring of users; a prime stride spreads them over the table. */
export const FRIEND_STRIDE = 97;
export const PARTICIPANT_STRIDE = 7;
export const CHALLENGE_CREATOR_STRIDE = 53;
/** Users whose index mod 10 is below this finished today's tasks (30%). */
export const DONE_TODAY_BELOW = 3;
export const PASSWORD = 'bench-password-1';
/** bcrypt of PASSWORD at cost 12 (the app's default cost, so login costs what it costs in production). */
export const PASSWORD_HASH = '$2b$12$GRF2pip4cMnbHgF3qDVfvu/tMPmKXjFB9ODSKFjqx9Mj8aoGiE9ry';

/** md5 of a key with the version (4) and variant nibbles set, so strict UUID validation accepts it. */
function md5Uuid(text: string): string {
  const h = createHash('md5').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
}

/** The same id in SQL; `key` is a text expression. */
export const sqlUuid = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;

// seed-sql.ts builds the same ids with sqlUuid("'u' || i") and so on.
export const userId = (i: number) => md5Uuid(`u${i}`);
export const username = (i: number) => `u${String(i).padStart(6, '0')}`;
export const postId = (user: number, j: number) => md5Uuid(`p${user}-${j}`);
export const todayTaskId = (user: number, k: number) => md5Uuid(`t${user}-${k}`);
export const challengeId = (c: number) => md5Uuid(`c${c}`);
/** Challenge 0 is the large active one whose participants list is measured. */
export const BIG_CHALLENGE = 0;

export const friendOffsets = (cfg: SizeConfig) =>
  Array.from({ length: cfg.friends / 2 }, (_, k) => (k + 1) * FRIEND_STRIDE).flatMap((o) => [o, -o]);

/** Whether user i takes part in challenge c (participant k is creator + k * stride, for k below its count). */
export function isParticipant(cfg: SizeConfig, c: number, i: number, count: number): boolean {
  for (let k = 0; k < count; k++) if ((c * CHALLENGE_CREATOR_STRIDE + k * PARTICIPANT_STRIDE) % cfg.users === i) return true;
  return false;
}

export const mod = (a: number, n: number) => ((a % n) + n) % n;
export const isDoneToday = (i: number) => i % 10 < DONE_TODAY_BELOW;
export const hasHistory = (cfg: SizeConfig, i: number) => i % cfg.historyEvery === 0;
