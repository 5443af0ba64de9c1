import { QUIET_HOURS_DEFAULT, SOCIAL_PUSHES_PER_DAY, type Language, type NotificationKind } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Db, Queryable } from '../../shared/db/db';
import { sql, type Sql } from '../../shared/db/sql';
import { minuteOf } from '../reminders';
import type { Told } from './repo';

/** A user's push switches and quiet hours as stored (migration 0044); a user without a row has the defaults. */
export interface SettingsRow {
  push_off: NotificationKind[];
  /** The nudge switch, kept on the user (migration 0042): off, friends cannot nudge them. */
  nudges_enabled: boolean;
  quiet_hours: boolean;
  quiet_start: number;
  quiet_end: number;
}

export const DEFAULT_SETTINGS: Omit<SettingsRow, 'nudges_enabled'> = {
  push_off: [],
  quiet_hours: true,
  quiet_start: minuteOf(QUIET_HOURS_DEFAULT.start),
  quiet_end: minuteOf(QUIET_HOURS_DEFAULT.end),
};

/** The columns of a settings row, the defaults where the user has none (alias `s`, joined LEFT). */
const settingsColumns = sql`COALESCE(s.push_off, '{}'::text[]) AS push_off, COALESCE(s.quiet_hours, ${DEFAULT_SETTINGS.quiet_hours}) AS quiet_hours,
       COALESCE(s.quiet_start, ${DEFAULT_SETTINGS.quiet_start}::smallint)::int AS quiet_start,
       COALESCE(s.quiet_end, ${DEFAULT_SETTINGS.quiet_end}::smallint)::int AS quiet_end`;

export async function settingsOf(db: Queryable, userId: string): Promise<SettingsRow> {
  const { rows } = await db.query<SettingsRow>(
    sql`SELECT ${settingsColumns}, u.nudges_enabled FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id WHERE u.id = ${userId}::uuid`,
  );
  return rows[0]!;
}

/** A change to a user's settings: kinds switched off and on, and what of the quiet hours it names. */
export interface SettingsChange {
  turnOff: NotificationKind[];
  turnOn: NotificationKind[];
  quietHours?: boolean;
  quietStart?: number;
  quietEnd?: number;
  /** The nudge switch, when the change names it. */
  nudges?: boolean;
}

/**
 * Applies the change to the stored row, or to the defaults when there is none, in one statement: two changes at
 * once take turns on the row, so each keeps the other's. Answers the row as it now stands.
 */
export async function changeSettings(db: Queryable, userId: string, change: SettingsChange): Promise<SettingsRow> {
  const off = (current: Sql) =>
    sql`ARRAY(SELECT DISTINCT k FROM unnest(${current} || ${change.turnOff}::text[]) k WHERE k <> ALL(${change.turnOn}::text[]) ORDER BY k)`;
  const { rows } = await db.query<SettingsRow>(
    sql`WITH me AS (UPDATE users SET nudges_enabled = COALESCE(${change.nudges ?? null}::boolean, nudges_enabled)
                     WHERE id = ${userId}::uuid RETURNING nudges_enabled)
        INSERT INTO notification_settings AS s (user_id, push_off, quiet_hours, quiet_start, quiet_end)
        VALUES (${userId}::uuid, ${off(sql`'{}'::text[]`)}, COALESCE(${change.quietHours ?? null}::boolean, ${DEFAULT_SETTINGS.quiet_hours}),
                COALESCE(${change.quietStart ?? null}::smallint, ${DEFAULT_SETTINGS.quiet_start}::smallint),
                COALESCE(${change.quietEnd ?? null}::smallint, ${DEFAULT_SETTINGS.quiet_end}::smallint))
        ON CONFLICT (user_id) DO UPDATE SET
          push_off = ${off(sql`s.push_off`)},
          quiet_hours = COALESCE(${change.quietHours ?? null}::boolean, s.quiet_hours),
          quiet_start = COALESCE(${change.quietStart ?? null}::smallint, s.quiet_start),
          quiet_end = COALESCE(${change.quietEnd ?? null}::smallint, s.quiet_end)
        RETURNING push_off, quiet_hours, quiet_start::int AS quiet_start, quiet_end::int AS quiet_end, (SELECT nudges_enabled FROM me)`,
  );
  return rows[0]!;
}

/** A recipient a push may reach: their place and settings. */
export interface PushTarget extends SettingsRow {
  id: string;
  time_zone: string;
  day_start_hour: number;
  /** The language pushes are written in; null: English. */
  language: Language | null;
}

/** Of `recipients`, those with a device to push to, with their place and settings (one statement). */
export async function pushTargets(db: Queryable, recipients: string[]): Promise<Map<string, PushTarget>> {
  const { rows } = await db.query<PushTarget>(
    sql`SELECT u.id, u.time_zone, u.day_start_hour, u.language, u.nudges_enabled, ${settingsColumns}
          FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
         WHERE u.id = ANY(${recipients}::uuid[]) AND EXISTS (SELECT 1 FROM push_subscriptions d WHERE d.user_id = u.id)`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** What an act without an actor (a challenge's end) is keyed by among the pushes. */
const NO_ACTOR = '00000000-0000-0000-0000-000000000000';

/**
 * Takes one of the recipient's pushes of `day` for the act: false when the day's SOCIAL_PUSHES_PER_DAY are used up or
 * the act was told already. A lock per recipient (namespace 2104) makes the count exact when instances tell at once.
 */
export async function claimPush(db: Db, act: Told, day: string, at: At): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(sql`SELECT pg_advisory_xact_lock(2104, hashtext(${act.recipientId}::text))`);
    const { rows } = await tx.query(
      sql`INSERT INTO notification_pushes (notification_id, actor_id, recipient_id, local_day, created_at)
          SELECT ${act.notificationId}::uuid, ${act.actor ?? NO_ACTOR}::uuid, ${act.recipientId}::uuid, ${day}::date, ${at.now}::timestamptz
           WHERE (SELECT count(*) FROM notification_pushes p
                   WHERE p.recipient_id = ${act.recipientId}::uuid AND p.local_day = ${day}::date) < ${SOCIAL_PUSHES_PER_DAY}
          ON CONFLICT DO NOTHING
          RETURNING 1`,
    );
    return rows.length === 1;
  });
}
