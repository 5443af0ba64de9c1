import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { raw, sql } from '../../shared/db/sql';
import { blockedBetween } from '../friends';
import { DELETED_USER, type ChallengeFactsRow } from './repo';

/** Where the viewer stands with a challenge's link: null when the challenge is not there for them. */
export interface InviteRow {
  created_by: string | null;
  taking_part: boolean;
  /** Null while the link is turned off (or, for someone not taking part, not read). */
  token: string | null;
}

/**
 * The challenge `c` is there for the viewer: as `findChallenge`'s rule, one whose creator has a block with them is not,
 * unless they take part or took part.
 */
const visibleTo = (viewerId: string | null) => sql`(me.user_id IS NOT NULL OR gone.user_id IS NOT NULL OR NOT ${blockedBetween(raw('c.created_by'), viewerId)})`;

const viewerJoins = (viewerId: string | null) => sql`
  LEFT JOIN challenge_participants me ON me.challenge_id = c.id AND me.user_id = ${viewerId}::uuid
  LEFT JOIN challenge_departures gone ON gone.challenge_id = c.id AND gone.user_id = ${viewerId}::uuid`;

/**
 * The CTE `c`: the challenge (its id and creator) and whether the viewer takes part, with no row when it is not there
 * for them. Reading and writing the link both start from it.
 */
const standing = (viewerId: string, challengeId: string) => sql`c AS (
  SELECT c.id, c.created_by, me.user_id IS NOT NULL AS taking_part
    FROM challenges c ${viewerJoins(viewerId)}
   WHERE c.id = ${challengeId} AND ${visibleTo(viewerId)})`;

/**
 * The link as a participant (the creator included) reads it, made with `token` the first time anyone asks, in one
 * statement. A row that exists with no token is a link turned off: it stays off.
 */
export async function readInvite(db: Queryable, viewerId: string, challengeId: string, token: string, at: At): Promise<InviteRow | null> {
  const { rows } = await db.query<InviteRow>(
    sql`WITH ${standing(viewerId, challengeId)},
        made AS (
          INSERT INTO challenge_invites (challenge_id, token, changed_at)
          SELECT id, ${token}, ${at.now} FROM c WHERE taking_part
          ON CONFLICT (challenge_id) DO NOTHING
          RETURNING token)
        SELECT c.created_by, c.taking_part,
               CASE WHEN c.taking_part THEN
                 COALESCE((SELECT token FROM made), (SELECT i.token FROM challenge_invites i WHERE i.challenge_id = c.id))
               END AS token
          FROM c`,
  );
  return rows[0] ?? null;
}

/**
 * The creator turns the link off (no token) or on: on keeps a live token and gives a link that was off the new
 * `token`. Only a creator's call writes; anyone else gets their standing back and nothing changes.
 */
export async function writeInvite(db: Queryable, viewerId: string, challengeId: string, active: boolean, token: string, at: At): Promise<InviteRow | null> {
  const { rows } = await db.query<InviteRow>(
    sql`WITH ${standing(viewerId, challengeId)},
        written AS (
          INSERT INTO challenge_invites (challenge_id, token, changed_at)
          SELECT id, CASE WHEN ${active}::boolean THEN ${token} END, ${at.now} FROM c WHERE c.created_by = ${viewerId}::uuid
          ON CONFLICT (challenge_id) DO UPDATE
            SET token = CASE WHEN ${active}::boolean THEN COALESCE(challenge_invites.token, EXCLUDED.token) END,
                changed_at = EXCLUDED.changed_at
          RETURNING token)
        SELECT c.created_by, c.taking_part, (SELECT token FROM written) AS token FROM c`,
  );
  return rows[0] ?? null;
}

export interface InviteCardRow extends ChallengeFactsRow {
  created_by_name: string;
  created_by_photo: string | null;
  joined: boolean;
  left: boolean;
}

/**
 * The challenge a live link names, as its card shows it, for `viewerId` (null signed out): one probe of the token's
 * unique index. Null for an unknown token, a link turned off, and a challenge hidden from the viewer by a block.
 */
export async function findByToken(db: Queryable, token: string, viewerId: string | null): Promise<InviteCardRow | null> {
  const { rows } = await db.query<InviteCardRow>(
    sql`SELECT c.id, c.name, c.description, c.duration_days, c.end_date, c.participant_count AS participants,
               COALESCE(cu.username, ${DELETED_USER}) AS created_by_name, cu.profile_photo AS created_by_photo,
               me.user_id IS NOT NULL AS joined, gone.user_id IS NOT NULL AS left
          FROM challenge_invites i
          JOIN challenges c ON c.id = i.challenge_id
          LEFT JOIN users cu ON cu.id = c.created_by
          ${viewerJoins(viewerId)}
         WHERE i.token = ${token} AND ${visibleTo(viewerId)}`,
  );
  return rows[0] ?? null;
}
