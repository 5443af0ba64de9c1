/**
 * Friend streaks (docs/product.md#friend-streaks, docs/decisions/077-friend-streaks.md): the run of dates two friends
 * both completed, each by their own local day. Kept in `friend_streaks` (migration 0043) by the day.completed handler
 * below; whether a stored run still holds is decided when it is read (`friendStreakDays`), from the pair's last
 * counted date and each user's own streak columns, which the streaks feature keeps (breaks, freezes, restorations).
 */

import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { raw, sql, type Sql } from '../../shared/db/sql';

/**
 * How far back a handler looks for shared dates not yet counted: events arrive in no set order, so the handler of a
 * date may run before the one of the date before it. A week is far past any retry of the queue (decision 070).
 */
export const FRIEND_STREAK_LOOK_BACK_DAYS = 6;

/**
 * A user's run still covers `last_date` and has not ended: it started on or before that date (so every date from it
 * on was completed or kept) and still shows at `at` (streak_until counts the freezes held and the breaks ahead).
 */
const holds = (user: Sql, at: At): Sql => sql`${user}.streak_until > ${at.now} AND ${user}.streak_started_date <= s.last_date`;

/**
 * The friend streak between the users row `alias` and `viewerId` as shown at `at`: the stored days while both own
 * runs cover the pair's last counted date and still show, else 0 (a date missed by either since ended it). Null when
 * there is no viewer. Two primary-key probes per row, in the caller's statement.
 */
export function friendStreakDays(alias: string, viewerId: string | null, at: At): Sql {
  const u = raw(alias);
  return sql`CASE WHEN ${viewerId}::uuid IS NULL THEN NULL ELSE coalesce((
    SELECT s.days FROM friend_streaks s JOIN users v ON v.id = ${viewerId}::uuid
     WHERE s.user_low = least(${u}.id, v.id) AND s.user_high = greatest(${u}.id, v.id)
       AND ${holds(u, at)} AND ${holds(raw('v'), at)}), 0) END`;
}

/**
 * The day.completed handler (registered in src/event-handlers.ts): `userId` completed `date`; every friend who also
 * completed it (their own local date of the same name) grows the pair's run, in one statement however many friends.
 *
 * For each such pair, the shared dates not yet counted (after the stored last date, within the look-back) are
 * counted. The run goes on when both users' own runs started on or before its last date (every date since was
 * completed or kept by a break, a freeze or a restoration for both); otherwise a date was missed by one of them and
 * the run starts again from the shared dates after the later of the two starts. A shared date counts only once both
 * completed it as friends (the later marker written after the request was accepted).
 *
 * Idempotent: the update applies only to a row whose last date is before `date`, so the same event again, or the
 * friend's event for the same date, changes nothing. A friendship ended meanwhile deletes its row (ON DELETE CASCADE)
 * or makes the insert fail its foreign key, and the retry finds no friendship.
 */
export async function countFriendStreaks(db: Queryable, day: { userId: string; date: string }): Promise<void> {
  const date = sql`${day.date}::date`;
  const from = sql`${date} - ${FRIEND_STREAK_LOOK_BACK_DAYS}::int`;
  await db.query(
    sql`WITH me AS MATERIALIZED (
          SELECT u.id, u.streak_started_date AS started FROM users u
           WHERE u.id = ${day.userId}::uuid
             AND EXISTS (SELECT 1 FROM tasks t WHERE t.user_id = u.id AND t.date = ${date} AND t.is_marker)),
        friends AS MATERIALIZED (
          SELECT q.id AS friendship_id, q.responded_at, q.addressee_id AS other FROM friendships q
           WHERE q.requester_id = ${day.userId}::uuid AND q.status = 'accepted'
          UNION ALL
          SELECT q.id, q.responded_at, q.requester_id FROM friendships q
           WHERE q.addressee_id = ${day.userId}::uuid AND q.status = 'accepted'),
        judged AS (
          SELECT f.friendship_id, f.responded_at, o.id AS other, least(me.id, o.id) AS low, greatest(me.id, o.id) AS high,
                 s.days AS old_days, s.last_date AS old_last,
                 (s.last_date IS NOT NULL AND me.started <= s.last_date AND o.streak_started_date <= s.last_date) AS goes_on,
                 greatest(me.started, o.streak_started_date) AS later_start
            FROM me CROSS JOIN friends f JOIN users o ON o.id = f.other
            LEFT JOIN friend_streaks s ON s.user_low = least(me.id, o.id) AND s.user_high = greatest(me.id, o.id)
           WHERE EXISTS (SELECT 1 FROM tasks t WHERE t.user_id = o.id AND t.date = ${date} AND t.is_marker)
             AND (s.last_date IS NULL OR s.last_date < ${date})),
        counted AS (
          SELECT j.*, (
            SELECT count(*)::int FROM tasks a JOIN tasks c ON c.user_id = j.other AND c.date = a.date AND c.is_marker
             WHERE a.user_id = ${day.userId}::uuid AND a.is_marker AND a.date <= ${date}
               AND a.date >= CASE WHEN j.goes_on THEN greatest(j.old_last + 1, ${from})
                                  ELSE greatest(j.later_start, j.old_last + 1, ${from}) END
               AND (j.responded_at IS NULL OR greatest(a.created_at, c.created_at) >= j.responded_at)) AS added
            FROM judged j)
        INSERT INTO friend_streaks (user_low, user_high, friendship_id, days, last_date)
        SELECT low, high, friendship_id, CASE WHEN goes_on THEN old_days + added ELSE added END, ${date} FROM counted WHERE added > 0
        ON CONFLICT (user_low, user_high) DO UPDATE
           SET days = excluded.days, last_date = excluded.last_date, friendship_id = excluded.friendship_id
         WHERE friend_streaks.last_date < excluded.last_date`,
  );
}
