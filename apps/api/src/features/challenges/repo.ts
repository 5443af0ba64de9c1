import type { Participant, SubscriptionStatus } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { blockedAmong, blockedBetween, friendIds, ifProfileVisible, ownerOrFriend, profileVisible } from '../friends';
import { empty, raw, rowCount, sql, type Sql } from '../../shared/db/sql';
import {
  cursorTime,
  jsonPageOf,
  jsonPageSql,
  keysetColumns,
  keysetWhere,
  limitPlusOne,
  pageFrom,
  type JsonPage,
  type JsonPageRow,
  type Keyed,
  type Page,
  type PageRequest,
} from '../../shared/http/pagination';
import { challengeListCursor, participantCursor, type ChallengeListKey, type ParticipantKey } from './cursors';
import { recordEventSql } from '../../shared/events/events';
import type { ChallengesEvent } from './events';

/**
 * A participant's completed local dates inside challenge `c`, as challenge_progress() of 0019_local_days.sql counts
 * them: computed once when they join (under their row lock, so no completion slips between) and kept by each
 * completion (features/challenges/stored-progress.ts), docs/decisions/027-stored-progress.md.
 */
const progressAtJoin = (userId: string, challenge: Sql) =>
  sql`(SELECT challenge_progress(${userId}::uuid, c.start_date, c.duration_days) FROM challenges c WHERE c.id = ${challenge})`;

/**
 * The joining user's row lock (the one every completion takes first), taken by a statement before the one that
 * counts their progress: the count then sees every completion that committed, and no completion can run until the
 * participation is in. An update lock, not a share lock: the participation's trigger adds to the user's counts
 * (migration 0025), and two joins of one user that each held a share lock would wait on each other to upgrade it.
 */
const joinerLock = (userId: string) => sql`(SELECT true FROM users WHERE id = ${userId} FOR NO KEY UPDATE)`;

export interface ChallengeRow {
  id: string;
  name: string;
  description: string;
  duration_days: number;
  /** Null once the creator deleted their account (the challenge stays for the others). */
  created_by: string | null;
  created_by_name: string;
  created_by_subscription_status: SubscriptionStatus | null;
  end_date: string;
  participants: number;
  user_joined: boolean;
  user_left: boolean;
  user_progress: number;
  active_segment: boolean;
  cursor_at: string;
}

/** How a challenge whose creator deleted their account names them. */
export const DELETED_USER = 'Deleted user';

/**
 * The challenge columns as the viewer sees them; `c` is the challenge, joined to its creator `cu`.
 * A private creator who is not the viewer's friend shows by name only; a deleted one (no `cu` row) as
 * DELETED_USER with no premium status.
 */
const challengeColumns = (viewerId: string | null, at: At) => sql`
  c.id, c.name, c.description, c.duration_days, c.created_by,
  COALESCE(cu.username, ${DELETED_USER}) AS created_by_name,
  ${ifProfileVisible('cu', viewerId, sql`subscription_status(cu.subscription_end_date, ${at.now})`)} AS created_by_subscription_status,
  c.end_date, c.participant_count AS participants,
  me.user_id IS NOT NULL AS user_joined,
  gone.user_id IS NOT NULL AS user_left,
  coalesce(me.progress, 0) AS user_progress,
  ${cursorTime('c.created_at')} AS cursor_at`;

/**
 * The challenge `c` is there for the viewer: one whose creator has a block with them, either way, is not found by them
 * unless they take part in it already (docs/product.md#blocking).
 */
const foundBy = (viewerId: string) => sql`(NOT ${blockedBetween(raw('c.created_by'), viewerId)}
  OR EXISTS (SELECT 1 FROM challenge_participants me WHERE me.challenge_id = c.id AND me.user_id = ${viewerId}::uuid))`;

const challengeJoins = (viewerId: string | null) => sql`
  LEFT JOIN users cu ON cu.id = c.created_by
  LEFT JOIN challenge_participants me ON me.challenge_id = c.id AND me.user_id = ${viewerId}::uuid
  LEFT JOIN challenge_departures gone ON gone.challenge_id = c.id AND gone.user_id = ${viewerId}::uuid`;

export async function insertChallenge(
  tx: Queryable,
  at: At,
  fields: { name: string; description: string; durationDays: number; createdBy: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    // Its end waits in challenge_ends_untold for the end job (end-job.ts), written by the same statement.
    sql`WITH c AS (
          INSERT INTO challenges (name, description, duration_days, created_by, start_date, created_at)
          SELECT ${fields.name}, ${fields.description}, ${fields.durationDays}, ${fields.createdBy}, ${at.today}::date, ${at.now}
           WHERE ${joinerLock(fields.createdBy)}
          RETURNING id, end_date),
        untold AS (INSERT INTO challenge_ends_untold (challenge_id, end_date) SELECT id, end_date FROM c)
        SELECT id FROM c`,
  );
  const id = rows[0]!.id;
  // The creator takes part from the start (today counts when already completed); participant_count starts at 1 for this row.
  await tx.query(
    sql`INSERT INTO challenge_participants (challenge_id, user_id, joined_at, progress)
        VALUES (${id}, ${fields.createdBy}, ${at.now}, ${progressAtJoin(fields.createdBy, sql`${id}::uuid`)})`,
  );
  return id;
}

/**
 * One challenge as the viewer sees it. Not found when its creator has a block with the viewer, unless the viewer
 * takes part or took part (foundBy, with those who left: the challenge is in their history). Without a viewer (a
 * signed-out visitor) it is the challenge as the global list shows it to anyone: no block applies, nothing is theirs.
 */
export async function findChallenge(db: Queryable, viewerId: string | null, at: At, challengeId: string): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    sql`SELECT ${challengeColumns(viewerId, at)}, c.end_date >= ${at.now} AS active_segment
          FROM challenges c ${challengeJoins(viewerId)}
         WHERE c.id = ${challengeId}
           AND (me.user_id IS NOT NULL OR gone.user_id IS NOT NULL OR NOT ${blockedBetween(raw('c.created_by'), viewerId)})`,
  );
  return rows[0] ?? null;
}

/**
 * Active challenges first, then ended ones, each newest first. Each segment is its own index range on
 * challenges_created_idx (or challenges_creator_idx), so a page costs `limit` rows however many exist.
 * An active challenge started at most 30 days ago, which bounds the active segment's scan.
 */
export async function listChallenges(
  db: Queryable,
  viewerId: string,
  at: At,
  scope: 'all' | 'friends',
  page: PageRequest<ChallengeListKey>,
): Promise<Page<ChallengeRow>> {
  const { rows } = await db.query<ChallengeRow>(
    sql`${pageOfChallenges(viewerId, at, scope, page)}
     SELECT ${challengeColumns(viewerId, at)}, c.active_segment FROM first c ${challengeJoins(viewerId)}
     ORDER BY c.active_segment DESC, c.created_at DESC, c.id DESC`,
  );
  return challengePage(rows, page);
}

/** The page of challenge rows read with limitPlusOne, by listChallenges or from the kept global page. */
export const challengePage = (rows: ChallengeRow[], page: PageRequest<ChallengeListKey>): Page<ChallengeRow> =>
  pageFrom(rows, page, (last) => challengeListCursor.encode({ active: last.active_segment, at: last.cursor_at, id: last.id }));

/**
 * The page's challenges as `first`, before any join: the creator and the viewer's participation are looked up for
 * its rows only. The friends' list is the viewer's and their friends' (a block ends a friendship); the global one
 * leaves out those of anyone with a block between them and the viewer, and is the same for everyone without a viewer
 * (the kept page, which the service checks for such creators).
 */
function pageOfChallenges(viewerId: string | null, at: At, scope: 'all' | 'friends', page: PageRequest<ChallengeListKey>): Sql {
  const creators = () =>
    scope === 'friends'
      ? sql`AND (c.created_by = ${viewerId}::uuid OR c.created_by IN (${friendIds(viewerId!)}))`
      : viewerId === null
        ? empty
        : sql`AND NOT ${blockedBetween(raw('c.created_by'), viewerId)}`;
  // Each kind of page has its own text (decision 037): the first page has no cursor condition; after an active row
  // the active segment goes on after it and the ended one starts from its top; after an ended row only that one goes on.
  const { before } = page;
  const newest = ['c.created_at DESC', 'c.id DESC'] as const;
  const activeAfter = before === null ? empty : before.active ? keysetWhere(newest, { at: before.at, id: before.id }) : sql`AND false`;
  const endedAfter = before === null || before.active ? empty : keysetWhere(newest, { at: before.at, id: before.id });
  return sql`WITH page AS (
       (SELECT c.*, true AS active_segment FROM challenges c
         WHERE c.end_date >= ${at.now} AND c.created_at >= ${at.now}::timestamptz - interval '31 days' ${creators()}
           ${activeAfter}
         ORDER BY c.created_at DESC, c.id DESC LIMIT ${limitPlusOne(page)})
       UNION ALL
       (SELECT c.*, false AS active_segment FROM challenges c
         WHERE c.end_date < ${at.now} ${creators()}
           ${endedAfter}
         ORDER BY c.created_at DESC, c.id DESC LIMIT ${limitPlusOne(page)})
     ), first AS (
       SELECT * FROM page ORDER BY active_segment DESC, created_at DESC, id DESC LIMIT ${limitPlusOne(page)}
     )`;
}

/** A global page's row as every viewer shares it: ChallengeRow without the viewer's part. */
export interface SharedChallengeRow extends Omit<ChallengeRow, 'user_joined' | 'user_left' | 'user_progress' | 'created_by_subscription_status'> {
  /** The creator's status whoever looks; shown only to those who may see their profile. Null for a deleted creator. */
  creator_subscription_status: SubscriptionStatus | null;
  /** Null for a deleted creator. */
  creator_private: boolean | null;
}

/**
 * The first page of the global list (`limit` items and the extra row, which challengePage cuts) without the viewer's
 * part, and until when it stays right with no write: the first end still to come of a running challenge (it moves to
 * the ended segment) or of a premium creator's subscription on the page (their mark goes). A running challenge started
 * at most 31 days ago, which bounds that scan.
 */
export async function sharedGlobalPage(db: Queryable, at: At, limit: number): Promise<{ rows: SharedChallengeRow[]; validUntil: number }> {
  const { rows } = await db.query<SharedChallengeRow & { valid_until: string | null }>(
    sql`${pageOfChallenges(null, at, 'all', { limit, before: null })}
     SELECT c.id, c.name, c.description, c.duration_days, c.created_by,
            COALESCE(cu.username, ${DELETED_USER}) AS created_by_name,
            CASE WHEN cu.id IS NOT NULL THEN subscription_status(cu.subscription_end_date, ${at.now}) END AS creator_subscription_status,
            cu.is_profile_private AS creator_private,
            c.end_date, c.participant_count AS participants, ${cursorTime('c.created_at')} AS cursor_at, c.active_segment,
            LEAST((SELECT min(r.end_date) FROM challenges r
                    WHERE r.end_date >= ${at.now} AND r.created_at >= ${at.now}::timestamptz - interval '31 days'),
                  (SELECT min(u.subscription_end_date) FROM first f JOIN users u ON u.id = f.created_by
                    WHERE u.subscription_end_date > ${at.now})) AS valid_until
       FROM first c LEFT JOIN users cu ON cu.id = c.created_by
      ORDER BY c.active_segment DESC, c.created_at DESC, c.id DESC`,
  );
  const until = rows[0]?.valid_until;
  return { rows, validUntil: until ? new Date(until).getTime() : Number.POSITIVE_INFINITY };
}

/**
 * What of a shared page is the viewer's: their progress in the challenges they joined among `challengeIds`, the ones
 * among them they left, which of the private `creators` are their friends, so the viewer may see their premium mark,
 * and which of all the page's `creators` have a block with them. Friends and blocks are read from the viewer's side
 * (friendIds, blockedAmong) and filtered by the arrays, so the statement's cost does not follow their length:
 * PostgreSQL keeps one generic plan for it instead of planning every request for its values
 * (docs/decisions/037-generic-plans-and-young-generation.md).
 */
export async function viewerPartOf(
  db: Queryable,
  viewerId: string,
  challengeIds: string[],
  creators: { private: string[]; all: string[] },
): Promise<{ progress: Map<string, number>; left: Set<string>; friendCreators: Set<string>; blockedCreators: Set<string> }> {
  const { rows } = await db.query<{ id: string; progress: number | null; kind: 'joined' | 'left' | 'friend' | 'blocked' }>(
    sql`SELECT cp.challenge_id AS id, cp.progress, 'joined' AS kind FROM challenge_participants cp
         WHERE cp.challenge_id = ANY(${challengeIds}::uuid[]) AND cp.user_id = ${viewerId}::uuid
        UNION ALL
        SELECT d.challenge_id, NULL, 'left' FROM challenge_departures d
         WHERE d.challenge_id = ANY(${challengeIds}::uuid[]) AND d.user_id = ${viewerId}::uuid
        UNION ALL
        SELECT f.id, NULL, 'friend' FROM (${friendIds(viewerId)}) AS f(id) WHERE f.id = ANY(${creators.private}::uuid[])
        UNION ALL
        SELECT b.id, NULL, 'blocked' FROM (${blockedAmong(viewerId, creators.all)}) AS b(id)`,
  );
  const progress = new Map<string, number>();
  const left = new Set<string>();
  const friendCreators = new Set<string>();
  const blockedCreators = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'blocked') blockedCreators.add(row.id);
    else if (row.kind === 'friend') friendCreators.add(row.id);
    else if (row.kind === 'left') left.add(row.id);
    else progress.set(row.id, row.progress ?? 0);
  }
  return { progress, left, friendCreators, blockedCreators };
}

/** The challenge's own facts, as every row about one carries them. */
export type ChallengeFactsRow = Pick<ChallengeRow, 'id' | 'name' | 'description' | 'duration_days' | 'end_date' | 'participants'>;

export interface ParticipationRow extends ChallengeFactsRow {
  is_own_challenge: boolean;
  progress: number;
  joined_at: string;
}

/** A history row: a participation, or a departure (`left`) whose progress is what the user had when they left. */
export interface HistoryRow extends ParticipationRow {
  left: boolean;
  /** 1 + how many participants completed more days (on challenge_participants_progress_idx); null for a departure. */
  place: number | null;
  /** The latest marker among the days challenge_progress() counts; null for a departure. */
  last_completed_at: string | null;
}

/**
 * The running challenges the user takes part in, latest joined first, on challenge_participants_user_idx; a running
 * challenge was joined at most 30 days ago, which bounds that scan.
 */
export async function listActiveParticipations(
  db: Queryable,
  userId: string,
  at: At,
  page: PageRequest,
): Promise<Page<ParticipationRow>> {
  const { rows } = await db.query<Keyed<ParticipationRow>>(
    sql`SELECT c.id, c.name, c.description, c.duration_days, c.end_date, c.participant_count AS participants,
            c.created_by IS NOT DISTINCT FROM ${userId}::uuid AS is_own_challenge,
            cp.progress, cp.joined_at,
            ${keysetColumns('cp.joined_at', 'cp.challenge_id')}
       FROM challenge_participants cp
       JOIN challenges c ON c.id = cp.challenge_id
      WHERE cp.user_id = ${userId}
        AND c.end_date >= ${at.now} AND cp.joined_at >= ${at.now}::timestamptz - interval '31 days'
        ${keysetWhere(['cp.joined_at DESC', 'cp.challenge_id DESC'], page.before)}
      ORDER BY cp.joined_at DESC, cp.challenge_id DESC
      LIMIT ${limitPlusOne(page)}`,
  );
  return pageFrom(rows, page);
}

/**
 * Every challenge the user takes part in or left, latest joined first: the first `limit` rows of each of the two
 * tables (challenge_participants_user_idx, challenge_departures_user_idx), merged. last_completed_at is read for the
 * participations only: a departure is never completed.
 */
export async function listHistory(db: Queryable, userId: string, page: PageRequest): Promise<Page<HistoryRow>> {
  const after = (table: 'cp' | 'd') => keysetWhere([`${table}.joined_at DESC`, `${table}.challenge_id DESC`], page.before);
  const { rows } = await db.query<Keyed<HistoryRow>>(
    sql`WITH mine AS (
       (SELECT cp.challenge_id, cp.user_id, cp.joined_at, cp.progress, false AS left FROM challenge_participants cp
         WHERE cp.user_id = ${userId}::uuid ${after('cp')}
         ORDER BY cp.joined_at DESC, cp.challenge_id DESC LIMIT ${limitPlusOne(page)})
       UNION ALL
       (SELECT d.challenge_id, d.user_id, d.joined_at, d.progress, true FROM challenge_departures d
         WHERE d.user_id = ${userId}::uuid ${after('d')}
         ORDER BY d.joined_at DESC, d.challenge_id DESC LIMIT ${limitPlusOne(page)})
     )
     SELECT c.id, c.name, c.description, c.duration_days, c.end_date, c.participant_count AS participants,
            c.created_by IS NOT DISTINCT FROM ${userId}::uuid AS is_own_challenge,
            m.progress, m.left,
            CASE WHEN NOT m.left THEN
              (SELECT max(t.created_at) FROM tasks t
                WHERE t.user_id = m.user_id AND t.is_marker
                  AND t.date >= c.start_date AND t.date < c.start_date + c.duration_days)
            END AS last_completed_at,
            CASE WHEN NOT m.left THEN
              1 + (SELECT count(*)::int FROM challenge_participants o WHERE o.challenge_id = c.id AND o.progress > m.progress)
            END AS place,
            m.joined_at,
            ${keysetColumns('m.joined_at', 'm.challenge_id')}
       FROM mine m JOIN challenges c ON c.id = m.challenge_id
      ORDER BY m.joined_at DESC, m.challenge_id DESC
      LIMIT ${limitPlusOne(page)}`,
  );
  return pageFrom(rows, page);
}

/**
 * Locks the challenge row so concurrent joins queue and participant_count stays exact, and the joiner's row so
 * addParticipant counts their progress with every completion in (joinerLock). Null when there is no such challenge
 * for the joiner (foundBy).
 */
export async function lockChallenge(tx: Queryable, challengeId: string, joinerId: string): Promise<{ end_date: string; left: boolean } | null> {
  const { rows } = await tx.query<{ end_date: string; left: boolean }>(
    sql`SELECT c.end_date,
               EXISTS (SELECT 1 FROM challenge_departures d WHERE d.challenge_id = c.id AND d.user_id = ${joinerId}::uuid) AS left
          FROM challenges c WHERE c.id = ${challengeId} AND ${joinerLock(joinerId)} AND ${foundBy(joinerId)} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export interface LeavingRow {
  end_date: string;
  duration_days: number;
  created_by: string | null;
  /** Null when the user does not take part. */
  progress: number | null;
  left: boolean;
}

/**
 * What leaving checks, with the challenge row locked so the participant count moves under it, and the leaver's row
 * before it, as joinerLock for a join: every completion takes that lock first and then writes the stored progress,
 * so the progress kept by leaving is final and the two cannot deadlock. Null when there is no such challenge for the
 * user (foundBy).
 */
export async function lockForLeaving(tx: Queryable, challengeId: string, userId: string): Promise<LeavingRow | null> {
  const { rows } = await tx.query<LeavingRow>(
    sql`SELECT c.end_date, c.duration_days, c.created_by, me.progress,
               EXISTS (SELECT 1 FROM challenge_departures d WHERE d.challenge_id = c.id AND d.user_id = ${userId}::uuid) AS left
          FROM challenges c
          LEFT JOIN challenge_participants me ON me.challenge_id = c.id AND me.user_id = ${userId}::uuid
         WHERE c.id = ${challengeId} AND ${joinerLock(userId)} AND ${foundBy(userId)}
           FOR UPDATE OF c`,
  );
  return rows[0] ?? null;
}

/**
 * Moves the participation to challenge_departures with the progress it had and takes one from the count, told as
 * challenge.left, in one statement; false when the user was not taking part.
 */
export async function removeParticipant(tx: Queryable, at: At, challengeId: string, userId: string): Promise<boolean> {
  const { rows } = await tx.query(
    sql`WITH gone AS (
       DELETE FROM challenge_participants WHERE challenge_id = ${challengeId}::uuid AND user_id = ${userId}::uuid
       RETURNING challenge_id, user_id, joined_at, progress
     ), kept AS (
       INSERT INTO challenge_departures (challenge_id, user_id, joined_at, left_at, progress)
       SELECT challenge_id, user_id, joined_at, ${at.now}, progress FROM gone
       RETURNING challenge_id
     ), told AS (${recordEventSql<ChallengesEvent>({ type: 'challenge.left', payload: { challengeId, userId } }, at, sql`FROM kept`)})
     UPDATE challenges SET participant_count = participant_count - 1
      WHERE id IN (SELECT challenge_id FROM kept) RETURNING id`,
  );
  return rows.length === 1;
}

/**
 * Adds the user and bumps the count, told as challenge.joined, in one statement; false when the user was already in
 * (primary key).
 */
export async function addParticipant(tx: Queryable, at: At, challengeId: string, userId: string): Promise<boolean> {
  const { rows } = await tx.query(
    sql`WITH added AS (
       INSERT INTO challenge_participants (challenge_id, user_id, joined_at, progress)
       VALUES (${challengeId}, ${userId}, ${at.now}, ${progressAtJoin(userId, sql`${challengeId}::uuid`)})
       ON CONFLICT (challenge_id, user_id) DO NOTHING RETURNING challenge_id
     ), told AS (${recordEventSql<ChallengesEvent>({ type: 'challenge.joined', payload: { challengeId, userId } }, at, sql`FROM added`)})
     UPDATE challenges SET participant_count = participant_count + 1
      WHERE id IN (SELECT challenge_id FROM added) RETURNING id`,
  );
  return rows.length === 1;
}

/**
 * Participants by progress (highest first), then by who joined first, as `viewerId` sees them: a private
 * participant who is not the viewer's friend shows name and photo only, and comes after everyone whose
 * progress is shown (their progress would otherwise show through the order). Two segments, each a range of its
 * own index read in page order (docs/decisions/027-stored-progress.md): the shown ones on
 * challenge_participants_progress_idx, then the hidden ones on challenge_participants_joined_idx. The cursor is
 * (rank, joined_at, id), the rank being progress + 1 for a shown row and 0 for a hidden one, so hidden progress sorts
 * last and never reaches the cursor. PostgreSQL writes the page (JsonPage).
 *
 * A page after a shown row is first asked of a statement that reads the shown segment alone: PostgreSQL sets up
 * every part of a plan before it runs any, and the hidden segment's parts were a third of the work of a page that
 * never reached them (docs/decisions/049-a-plan-costs-its-parts.md). Only a page that the shown ones do not fill,
 * while someone may be hidden, is asked again of the statement that reads both.
 */
export async function listParticipants(
  db: Queryable,
  challengeId: string,
  viewerId: string,
  at: At,
  page: PageRequest<ParticipantKey>,
): Promise<{ allowed: boolean; page: JsonPage<Participant[]> } | null> {
  const statement = participantStatements(challengeId, viewerId, at, page);
  if (!statement.afterHidden) {
    const { rows } = await db.query<{ allowed: boolean; participants: number; fetched: number } & JsonPageRow>(statement.shownOnly);
    const found = rows[0];
    if (!found) return null;
    // The extra row says the page is full. On the first page, as many shown as take part means nobody is hidden;
    // a blocked participant counts in participant_count without being shown, so such a list takes the full path.
    // participant_count moves in the transactions that add and remove participants, under the challenge's row
    // lock, so it is never below the rows it counts.
    const full = found.fetched > page.limit;
    const everyone = page.before === null && found.fetched === found.participants;
    if (!found.allowed || full || everyone) return { allowed: found.allowed, page: jsonPageOf(found) };
  }
  const { rows } = await db.query<{ allowed: boolean } & JsonPageRow>(statement.both);
  const found = rows[0];
  return found ? { allowed: found.allowed, page: jsonPageOf(found) } : null;
}

/** The two statements listParticipants picks from: the shown segment alone, and both segments. */
function participantStatements(challengeId: string, viewerId: string, at: At, page: PageRequest<ParticipantKey>) {
  // Each kind of page has its own text, without conditions that are always true for it, so that PostgreSQL plans
  // it once (docs/decisions/037-generic-plans-and-young-generation.md). After a shown row, the shown segment
  // continues after its (progress, joined_at, id) and the hidden one starts from the beginning; after a hidden row,
  // the shown segment is over and the hidden one continues after its (joined_at, id).
  const { before } = page;
  const afterHidden = before !== null && before.rank === 0;
  const shownAfter =
    before === null
      ? empty
      : afterHidden
        ? sql`AND false`
        : keysetWhere(['cp.progress DESC', 'cp.joined_at ASC', 'cp.user_id ASC'], [[before.rank - 1, 'int'], [before.at, 'timestamptz'], [before.id, 'uuid']]);
  const hiddenAfter = before !== null && afterHidden ? keysetWhere(['cp.joined_at ASC', 'cp.user_id ASC'], { at: before.at, id: before.id }) : empty;
  const columns = (shown: boolean) => sql`u.id, u.username, u.profile_photo,
            ${shown ? sql`subscription_status(u.subscription_end_date, ${at.now})` : sql`NULL::text`} AS subscription_status,
            ${shown ? sql`shown_streak(u.streak_count, u.streak_until, ${at.now})` : sql`NULL::integer`} AS streak_count,
            ${shown ? sql`cp.progress` : sql`NULL::integer`} AS progress,
            ${shown ? sql`cp.progress + 1` : sql`0`} AS rank, cp.joined_at`;
  // Someone with a block between them and the viewer is left out; they still count in participant_count.
  const visibleTo = (shown: boolean) => sql`
         AND ${shown ? empty : sql`NOT`} ${profileVisible('u', viewerId)}
         AND NOT ${blockedBetween(raw('cp.user_id'), viewerId)}`;
  const fetched = limitPlusOne(page);
  // Who may see the list (those taking part and the creator's friends) is decided in the same statement; a
  // deleted creator (null) has no friends left. No row when there is no such challenge. The segments take the
  // challenge's id from here rather than from the parameter: PostgreSQL then estimates their rows alike whatever
  // the challenge, so it keeps one plan instead of planning every request of a big challenge for its own figures.
  const audience = sql`audience AS (
       SELECT EXISTS (SELECT 1 FROM challenge_participants me WHERE me.challenge_id = c.id AND me.user_id = ${viewerId}::uuid)
              OR ${ownerOrFriend(raw('c.created_by'), viewerId)} AS allowed, c.participant_count AS participants, c.id
         FROM challenges c WHERE c.id = ${challengeId} AND ${foundBy(viewerId)}
     )`;
  // Materialized: read once, whether both the page and the count of its rows read it or the page alone.
  const shown = sql`shown AS MATERIALIZED (
       SELECT ${columns(true)}
         FROM challenge_participants cp JOIN users u ON u.id = cp.user_id
        WHERE cp.challenge_id = (SELECT id FROM audience) AND (SELECT allowed FROM audience) ${shownAfter}
          ${visibleTo(true)}
        ORDER BY cp.progress DESC, cp.joined_at ASC, cp.user_id ASC
        LIMIT ${fetched}
     )`;
  const hidden = sql`hidden AS (
       SELECT ${columns(false)}
         FROM challenge_participants cp JOIN users u ON u.id = cp.user_id
        WHERE cp.challenge_id = (SELECT id FROM audience) AND (SELECT allowed FROM audience) AND (SELECT count(*) FROM shown) < ${fetched}
          ${hiddenAfter}
          ${visibleTo(false)}
        ORDER BY cp.joined_at ASC, cp.user_id ASC
        LIMIT ${fetched}
     )`;
  const pageOf = (rows: Sql) =>
    jsonPageSql(
      sql`SELECT q.*, row_number() OVER (ORDER BY q.rank DESC, q.joined_at ASC, q.id ASC) AS n
            FROM ${rows} q
           ORDER BY q.rank DESC, q.joined_at ASC, q.id ASC
           LIMIT ${fetched}`,
      sql`SELECT r.id, r.username, r.profile_photo, r.subscription_status, r.streak_count, r.progress`,
      participantCursor.sql('r.rank', 'r.joined_at', 'r.id'),
      page,
    );
  return {
    afterHidden,
    shownOnly: sql`WITH ${audience}, ${shown}
     SELECT a.allowed, a.participants, (SELECT count(*) FROM shown)::int AS fetched, p.items, p.cursor
       FROM audience a, (${pageOf(raw('shown'))}) p`,
    both: sql`WITH ${audience}, ${shown}, ${hidden}
     SELECT a.allowed, p.items, p.cursor
       FROM audience a, (${pageOf(raw('(SELECT * FROM shown UNION ALL SELECT * FROM hidden)'))}) p`,
  };
}

/** A participant on a challenge's kept first page, as every viewer shares it (docs/decisions/050-participant-page.md). */
export interface SharedParticipantRow {
  id: string;
  username: string;
  profile_photo: string | null;
  /** Their status, streak and progress whoever looks; shown only to those who may see their profile. */
  subscription_status: SubscriptionStatus;
  streak_count: number;
  progress: number;
  /** Whether their profile is private: then only they and their friends see the three figures above. */
  private: boolean;
  /** joined_at as the cursor writes it. */
  cursor_at: string;
}

/**
 * The first `count` participants of a challenge in page order (progress, then who joined first, then id) on
 * challenge_participants_progress_idx, without anyone's view of them, and until when that stays right with no write:
 * the first end still to come of a shown subscription or streak on it. No rows for a challenge nobody takes part in
 * (or none at all), which is then not kept.
 */
export async function sharedParticipantPage(
  db: Queryable,
  challengeId: string,
  at: At,
  count: number,
): Promise<{ rows: SharedParticipantRow[]; validUntil: number }> {
  const { rows } = await db.query<SharedParticipantRow & { valid_until: string | null }>(
    sql`WITH top AS (
       SELECT u.id, u.username, u.profile_photo, u.subscription_end_date, u.streak_count, u.streak_until,
              u.is_profile_private, cp.progress, cp.joined_at
         FROM challenge_participants cp JOIN users u ON u.id = cp.user_id
        WHERE cp.challenge_id = ${challengeId}::uuid
        ORDER BY cp.progress DESC, cp.joined_at ASC, cp.user_id ASC
        LIMIT ${rowCount(count)}
     )
     SELECT t.id, t.username, t.profile_photo, subscription_status(t.subscription_end_date, ${at.now}) AS subscription_status,
            shown_streak(t.streak_count, t.streak_until, ${at.now}) AS streak_count, t.progress,
            t.is_profile_private AS private, ${cursorTime('t.joined_at')} AS cursor_at,
            LEAST((SELECT min(s.subscription_end_date) FROM top s WHERE s.subscription_end_date > ${at.now}),
                  (SELECT min(s.streak_until) FROM top s WHERE s.streak_until > ${at.now})) AS valid_until
       FROM top t
      ORDER BY t.progress DESC, t.joined_at ASC, t.id ASC`,
  );
  const until = rows[0]?.valid_until;
  const validUntil = rows.length === 0 ? 0 : until ? new Date(until).getTime() : Number.POSITIVE_INFINITY;
  return { rows: rows.map(({ valid_until: _, ...row }) => row), validUntil };
}

/**
 * What of a kept participant page is the viewer's, in one statement: whether they may see the list (as the audience
 * of listParticipants: those taking part and the creator's friends; null when there is no such challenge), which of
 * the page's private participants are their friends, and who on the page has a block with them either way. Friends
 * are read from the viewer's side (friendIds) and filtered, as viewerPartOf does, so the plan does not follow the
 * arrays' lengths.
 */
export async function participantViewerPart(
  db: Queryable,
  challengeId: string,
  viewerId: string,
  participantIds: string[],
  privateIds: string[],
): Promise<{ allowed: boolean | null; friends: Set<string>; blocked: Set<string> }> {
  const { rows } = await db.query<{ allowed: boolean | null; friends: string[]; blocked: string[] }>(
    sql`SELECT (SELECT EXISTS (SELECT 1 FROM challenge_participants me WHERE me.challenge_id = c.id AND me.user_id = ${viewerId}::uuid)
                       OR ${ownerOrFriend(raw('c.created_by'), viewerId)}
                  FROM challenges c WHERE c.id = ${challengeId}::uuid AND ${foundBy(viewerId)}) AS allowed,
               ARRAY(SELECT f.id::text FROM (${friendIds(viewerId)}) AS f(id) WHERE f.id = ANY(${privateIds}::uuid[])) AS friends,
               ARRAY(SELECT b.id::text FROM (${blockedAmong(viewerId, participantIds)}) AS b(id)) AS blocked`,
  );
  const row = rows[0]!;
  return { allowed: row.allowed, friends: new Set(row.friends), blocked: new Set(row.blocked) };
}
