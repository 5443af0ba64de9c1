import type { SubscriptionStatus } from '@dayleaf/contracts';
import type { Queryable } from '../../shared/db/db';
import { FRIEND_IDS_SQL, ifProfileVisibleSql, profileVisibleSql } from '../../shared/friendship';
import { cursorTimeSql, type Keyset } from '../../shared/http/pagination';

/**
 * Every query here takes the same leading parameters so the shared fragments can name them:
 * $1 = the user the list is for (or the challenge id, for participants), $2 = today (UTC date), $3 = now.
 */
export interface Moment {
  today: string;
  now: Date;
}

/**
 * A participant's completed days inside challenge `c`: markers from the start day, before the end, and
 * not after today. Served by tasks_day_marker_key; shared/progress.ts counts completions by the same rule.
 */
const progressOf = (userColumn: string) => `
  (SELECT count(*) FROM tasks t
    WHERE t.user_id = ${userColumn} AND t.is_marker
      AND t.date >= c.start_date AND t.date < c.start_date + c.duration_days AND t.date <= $2::date)`;

export interface ChallengeRow {
  id: string;
  name: string;
  description: string;
  duration_days: number;
  created_by: string;
  created_by_name: string;
  created_by_subscription_status: SubscriptionStatus | null;
  end_date: Date | string;
  participants: number;
  user_joined: boolean;
  user_progress: number;
  active_segment: boolean;
  cursor_at: string;
}

/**
 * The challenge columns as the viewer ($1) sees them; `c` is the challenge, joined to its creator `cu`.
 * A private creator who is not the viewer's friend shows by name only.
 */
const CHALLENGE_COLUMNS = `
  c.id, c.name, c.description, c.duration_days, c.created_by,
  cu.username AS created_by_name,
  ${ifProfileVisibleSql('cu', '$1::uuid', 'subscription_status(cu.subscription_end_date, $3)')} AS created_by_subscription_status,
  c.end_date, c.participant_count AS participants,
  me.user_id IS NOT NULL AS user_joined,
  CASE WHEN me.user_id IS NULL THEN 0 ELSE ${progressOf('me.user_id')} END AS user_progress,
  ${cursorTimeSql('c.created_at')} AS cursor_at`;

const CHALLENGE_JOINS = `
  JOIN users cu ON cu.id = c.created_by
  LEFT JOIN challenge_participants me ON me.challenge_id = c.id AND me.user_id = $1`;

export async function insertChallenge(
  tx: Queryable,
  at: Moment,
  fields: { name: string; description: string; durationDays: number; createdBy: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO challenges (name, description, duration_days, created_by, start_date, created_at)
     VALUES ($1, $2, $3, $4, $5::date, $6) RETURNING id`,
    [fields.name, fields.description, fields.durationDays, fields.createdBy, at.today, at.now],
  );
  const id = rows[0]!.id;
  // The creator takes part from the start; participant_count starts at 1 for this row.
  await tx.query('INSERT INTO challenge_participants (challenge_id, user_id, joined_at) VALUES ($1, $2, $3)', [
    id,
    fields.createdBy,
    at.now,
  ]);
  return id;
}

export async function findChallenge(db: Queryable, viewerId: string, at: Moment, challengeId: string): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    `SELECT ${CHALLENGE_COLUMNS}, c.end_date >= $3 AS active_segment FROM challenges c ${CHALLENGE_JOINS} WHERE c.id = $4`,
    [viewerId, at.today, at.now, challengeId],
  );
  return rows[0] ?? null;
}

export interface ChallengePage {
  /** Rows to fetch: the page size plus one, whose presence means there is a next page. */
  limit: number;
  /** Decoded `before` cursor: segment ('a' active, 'e' ended), created_at, id. */
  after: [segment: string, createdAt: string, id: string] | null;
}

/**
 * Active challenges first, then ended ones, each newest first. Each segment is its own index range on
 * challenges_created_idx (or challenges_creator_idx), so a page costs `limit` rows however many exist.
 * An active challenge started at most 30 days ago, which bounds the active segment's scan.
 */
export async function listChallenges(
  db: Queryable,
  viewerId: string,
  at: Moment,
  scope: 'all' | 'friends',
  page: ChallengePage,
): Promise<ChallengeRow[]> {
  const creators = scope === 'friends' ? `AND (c.created_by = $1 OR c.created_by IN (${FRIEND_IDS_SQL}))` : '';
  const [segment, createdAt, id] = page.after ?? [null, null, null];
  const { rows } = await db.query<ChallengeRow>(
    `WITH page AS (
       (SELECT c.*, true AS active_segment FROM challenges c
         WHERE c.end_date >= $3 AND c.created_at >= $3::timestamptz - interval '31 days' ${creators}
           AND ($5::text IS NULL OR ($5::text = 'a' AND (c.created_at, c.id) < ($6::timestamptz, $7::uuid)))
         ORDER BY c.created_at DESC, c.id DESC LIMIT $4)
       UNION ALL
       (SELECT c.*, false AS active_segment FROM challenges c
         WHERE c.end_date < $3 ${creators}
           AND ($5::text IS NULL OR $5::text = 'a' OR (c.created_at, c.id) < ($6::timestamptz, $7::uuid))
         ORDER BY c.created_at DESC, c.id DESC LIMIT $4)
     )
     SELECT ${CHALLENGE_COLUMNS}, c.active_segment FROM page c ${CHALLENGE_JOINS}
     ORDER BY c.active_segment DESC, c.created_at DESC, c.id DESC
     LIMIT $4`,
    [viewerId, at.today, at.now, page.limit, segment, createdAt, id],
  );
  return rows;
}

export interface ParticipationRow {
  id: string;
  name: string;
  description: string;
  duration_days: number;
  end_date: Date | string;
  participants: number;
  is_own_challenge: boolean;
  progress: number;
  last_completed_at: Date | string | null;
  joined_at: string;
}

export interface ParticipationPage {
  /** Rows to fetch, as in ChallengePage. */
  limit: number;
  /** Decoded `before` cursor: joined_at, challenge id. */
  after: Keyset | null;
}

/**
 * The user's challenges, latest joined first, on challenge_participants_user_idx. `activeOnly` keeps running
 * ones; a running challenge was joined at most 30 days ago, which bounds that scan.
 */
export async function listParticipations(
  db: Queryable,
  userId: string,
  at: Moment,
  activeOnly: boolean,
  page: ParticipationPage,
): Promise<ParticipationRow[]> {
  const { rows } = await db.query<ParticipationRow>(
    `SELECT c.id, c.name, c.description, c.duration_days, c.end_date, c.participant_count AS participants,
            c.created_by = $1 AS is_own_challenge, done.progress, done.last_completed_at,
            ${cursorTimeSql('cp.joined_at')} AS joined_at
       FROM challenge_participants cp
       JOIN challenges c ON c.id = cp.challenge_id
       CROSS JOIN LATERAL (
         SELECT count(*) AS progress, max(t.created_at) AS last_completed_at FROM tasks t
          WHERE t.user_id = $1 AND t.is_marker
            AND t.date >= c.start_date AND t.date < c.start_date + c.duration_days AND t.date <= $2::date
       ) done
      WHERE cp.user_id = $1
        AND (NOT $7::boolean OR (c.end_date >= $3 AND cp.joined_at >= $3::timestamptz - interval '31 days'))
        AND ($5::timestamptz IS NULL OR (cp.joined_at, cp.challenge_id) < ($5::timestamptz, $6::uuid))
      ORDER BY cp.joined_at DESC, cp.challenge_id DESC
      LIMIT $4`,
    [userId, at.today, at.now, page.limit, page.after?.at ?? null, page.after?.id ?? null, activeOnly],
  );
  return rows;
}

/** Locks the challenge row so concurrent joins queue and participant_count stays exact. */
export async function lockChallenge(tx: Queryable, challengeId: string): Promise<{ end_date: Date | string } | null> {
  const { rows } = await tx.query<{ end_date: Date | string }>('SELECT end_date FROM challenges WHERE id = $1 FOR UPDATE', [challengeId]);
  return rows[0] ?? null;
}

/** Adds the user and bumps the count in one statement; false when the user was already in (primary key). */
export async function addParticipant(tx: Queryable, challengeId: string, userId: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `WITH added AS (
       INSERT INTO challenge_participants (challenge_id, user_id, joined_at) VALUES ($1, $2, $3)
       ON CONFLICT (challenge_id, user_id) DO NOTHING RETURNING challenge_id
     )
     UPDATE challenges SET participant_count = participant_count + 1
      WHERE id IN (SELECT challenge_id FROM added) RETURNING id`,
    [challengeId, userId, now],
  );
  return rows.length === 1;
}

export async function findAudience(
  db: Queryable,
  challengeId: string,
  viewerId: string,
): Promise<{ created_by: string; is_participant: boolean } | null> {
  const { rows } = await db.query<{ created_by: string; is_participant: boolean }>(
    `SELECT c.created_by,
            EXISTS (SELECT 1 FROM challenge_participants cp WHERE cp.challenge_id = c.id AND cp.user_id = $2) AS is_participant
       FROM challenges c WHERE c.id = $1`,
    [challengeId, viewerId],
  );
  return rows[0] ?? null;
}

export interface ParticipantRow {
  id: string;
  username: string;
  profile_photo: string | null;
  subscription_status: SubscriptionStatus | null;
  streak_count: number | null;
  progress: number | null;
  /** The sort key: progress + 1 when shown, 0 when hidden, so hidden progress sorts last and never reaches the cursor. */
  rank: number;
  joined_at: string;
}

export interface ParticipantPage {
  /** Rows to fetch, as in ChallengePage. */
  limit: number;
  /** Decoded `before` cursor: rank, joined_at, user id. */
  after: [rank: string, joinedAt: string, userId: string] | null;
}

/**
 * Participants by progress (highest first), then by who joined first, as `viewerId` sees them: a private
 * participant who is not the viewer's friend shows name and photo only, and comes after everyone whose
 * progress is shown (their progress would otherwise show through the order). Progress is computed, so the
 * page is cut after computing it for the challenge's participants (primary key range, one marker lookup
 * each, and one friendship lookup for each private one).
 */
export async function listParticipants(
  db: Queryable,
  challengeId: string,
  viewerId: string,
  at: Moment,
  page: ParticipantPage,
): Promise<ParticipantRow[]> {
  const [rank, joinedAt, userId] = page.after ?? [null, null, null];
  const { rows } = await db.query<ParticipantRow>(
    `SELECT p.id, p.username, p.profile_photo,
            CASE WHEN p.shown THEN p.subscription_status END AS subscription_status,
            CASE WHEN p.shown THEN p.streak_count END AS streak_count,
            CASE WHEN p.shown THEN p.progress END AS progress,
            p.rank, ${cursorTimeSql('p.joined_at')} AS joined_at
       FROM (
         SELECT q.*, CASE WHEN q.shown THEN q.progress + 1 ELSE 0 END AS rank
           FROM (
             SELECT u.id, u.username, u.profile_photo,
                    subscription_status(u.subscription_end_date, $3) AS subscription_status,
                    current_streak(u.streak_count, u.last_completed_date, $2::date) AS streak_count,
                    ${progressOf('u.id')} AS progress,
                    ${profileVisibleSql('u', '$8::uuid')} AS shown,
                    cp.joined_at
               FROM challenge_participants cp
               JOIN challenges c ON c.id = cp.challenge_id
               JOIN users u ON u.id = cp.user_id
              WHERE cp.challenge_id = $1
           ) q
       ) p
      WHERE $5::int IS NULL OR p.rank < $5::int
         OR (p.rank = $5::int AND (p.joined_at, p.id) > ($6::timestamptz, $7::uuid))
      ORDER BY p.rank DESC, p.joined_at ASC, p.id ASC
      LIMIT $4`,
    [challengeId, at.today, at.now, page.limit, rank, joinedAt, userId, viewerId],
  );
  return rows;
}
