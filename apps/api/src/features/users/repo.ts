import { type Language, usernameKey } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { blockedBetween, breaksNear, friendStreakDays, type PairRow, profileVisible } from '../friends';
import { raw, sql, type Sql } from '../../shared/db/sql';
import { notFound } from '../../shared/http/errors';
import type { ProfileRow } from './export-repo';
import { doneToday, userColumns, type UserRow } from './user-record';

/** What a profile shows of its user beyond the id, username and photo (publicProfile), and the language the user reads in. */
interface ProfileDetails {
  bio: ProfileRow['bio'];
  language: ProfileRow['language'];
  subscription_status: UserRow['subscription_status'];
  streak_count: number;
  done_today: boolean;
  time_zone: string;
  day_start_hour: number;
  breaks_near: [string, string][] | null;
  friend_streak: number | null;
}

/**
 * The user as a profile finds them, with the pair's friendship row: the details when `visible` to the viewer, nulls
 * when the privacy rule hides them (docs/conventions.md, Privacy).
 */
export type FoundProfile = Pick<ProfileRow, 'id' | 'username' | 'profile_photo'> & { pair: PairRow | null } & (
    | ({ visible: true } & ProfileDetails)
    | ({ visible: false } & { [K in keyof ProfileDetails]: null })
  );

/**
 * The user as `viewerId` may find them: a block between the two, whoever made it, hides them as if unknown. Only
 * what a profile shows (not the user record's own fields, such as the unread count), with the pair's friendship row,
 * if any (by the pair's unique index), and their friend streak, in the same statement. Whether the viewer may see the
 * details is the privacy rule's `profileVisible`, decided once for the row: a hidden profile's details are never read
 * out.
 */
export async function findUserByUsername(db: Queryable, username: string, viewerId: string | null, at: At): Promise<FoundProfile | null> {
  const shown = (column: Sql) => sql`CASE WHEN v.visible THEN ${column} END`;
  const { rows } = await db.query<FoundProfile>(
    sql`SELECT u.id, u.username, u.profile_photo, v.visible, ${shown(raw('u.bio'))} AS bio, ${shown(raw('u.language'))} AS language,
            ${shown(sql`subscription_status(u.subscription_end_date, ${at.now})`)} AS subscription_status,
            ${shown(sql`shown_streak(u.streak_count, u.streak_until, ${at.now})`)} AS streak_count,
            ${shown(friendStreakDays('u', viewerId, at))} AS friend_streak, ${shown(doneToday(at))} AS done_today,
            ${shown(raw('u.time_zone'))} AS time_zone, ${shown(raw('u.day_start_hour'))} AS day_start_hour, ${shown(raw('bn.breaks_near'))} AS breaks_near,
            (SELECT json_build_object('id', f.id, 'requester_id', f.requester_id, 'status', f.status, 'withdrawn', f.withdrawn)
               FROM friendships f
              WHERE LEAST(f.requester_id, f.addressee_id) = LEAST(u.id, ${viewerId}::uuid)
                AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(u.id, ${viewerId}::uuid)) AS pair
       FROM users u
       CROSS JOIN LATERAL (SELECT ${profileVisible('u', viewerId)} AS visible) v
       CROSS JOIN LATERAL ${breaksNear('u', at)} bn
      WHERE lower(u.username) = ${usernameKey(username)} AND NOT ${blockedBetween(raw('u.id'), viewerId)}`,
  );
  return rows[0] ?? null;
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  fields: { username: string; bio: string; profilePhoto?: string },
  at: At,
): Promise<{ user: UserRow; previousPhoto: string | null } | null> {
  const { rows } = await db.query<UserRow & { previous_photo: string | null }>(
    // The old photo is read through a locked join: a CTE read from RETURNING would run after the update and
    // find no row, and the replaced file would stay on disk.
    sql`UPDATE users AS u SET username = ${fields.username}, bio = ${fields.bio},
               profile_photo = COALESCE(${fields.profilePhoto ?? null}, u.profile_photo)
          FROM (SELECT id, profile_photo FROM users WHERE id = ${userId}::uuid FOR UPDATE) AS previous
         WHERE u.id = previous.id
        RETURNING ${userColumns(at)}, previous.profile_photo AS previous_photo`,
  );
  if (!rows[0]) return null;
  const { previous_photo: previousPhoto, ...user } = rows[0];
  return { user, previousPhoto };
}

/**
 * Saves the settings the body names; an absent one keeps its value. A new zone or day start also moves the streak and
 * the next reminder, which their owners write in the same transaction (moveStreak, moveReminder).
 */
export async function updateSettings(
  db: Queryable,
  userId: string,
  settings: {
    is_profile_private?: boolean | undefined;
    time_zone?: string | undefined;
    time_zone_auto?: boolean | undefined;
    day_start_hour?: number | undefined;
    nudges_enabled?: boolean | undefined;
    language?: Language | null | undefined;
  },
  at: At,
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    sql`UPDATE users AS u
           SET is_profile_private = COALESCE(${settings.is_profile_private ?? null}::boolean, u.is_profile_private),
               time_zone = COALESCE(${settings.time_zone ?? null}::text, u.time_zone),
               time_zone_auto = COALESCE(${settings.time_zone_auto ?? null}::boolean, u.time_zone_auto),
               day_start_hour = COALESCE(${settings.day_start_hour ?? null}::smallint, u.day_start_hour),
               nudges_enabled = COALESCE(${settings.nudges_enabled ?? null}::boolean, u.nudges_enabled),
               language = CASE WHEN ${settings.language !== undefined}::boolean THEN ${settings.language ?? null}::text ELSE u.language END
         WHERE u.id = ${userId}::uuid RETURNING ${userColumns(at)}`,
  );
  // Gone since the session was checked (the account deleted by another request): as for any unknown user.
  if (!rows[0]) throw notFound('user_not_found');
  return rows[0];
}

