import { PUSH_DEVICES_MAX, type Language, type PushSubscriptionBody } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Db, Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import type { Place } from '../streaks';
import type { PushTarget } from '../../integrations/push/push';
import { nextReminderAt, type ReminderColumns } from './reminder-time';

export interface ReminderRow {
  reminder_enabled: boolean;
  reminder_minute: number;
  devices: number;
}

const devicesOf = (userId: string) => sql`(SELECT count(*)::int FROM push_subscriptions WHERE user_id = ${userId}::uuid)`;

export async function findReminders(db: Queryable, userId: string): Promise<ReminderRow> {
  const { rows } = await db.query<ReminderRow>(
    sql`SELECT reminder_enabled, reminder_minute, ${devicesOf(userId)} AS devices FROM users WHERE id = ${userId}::uuid`,
  );
  return rows[0]!;
}

type LockedReminders = Omit<ReminderRow, 'devices'> & Place & { reminded_date: string | null };

/** The reminder settings and the place, with the user's row locked for the rest of the transaction. */
export async function lockReminders(tx: Queryable, userId: string): Promise<LockedReminders> {
  const { rows } = await tx.query<LockedReminders>(
    sql`SELECT reminder_enabled, reminder_minute, reminded_date, time_zone, day_start_hour
          FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
  );
  const row = rows[0];
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}

/** Saves the setting and when the next reminder is due (worked out by the caller under the row lock). */
export async function saveReminders(
  tx: Queryable,
  userId: string,
  setting: { enabled: boolean; minute: number; nextAt: Date | null },
): Promise<ReminderRow> {
  const { rows } = await tx.query<ReminderRow>(
    sql`UPDATE users SET reminder_enabled = ${setting.enabled}, reminder_minute = ${setting.minute}, next_reminder_at = ${setting.nextAt}::timestamptz
         WHERE id = ${userId}::uuid
     RETURNING reminder_enabled, reminder_minute, ${devicesOf(userId)} AS devices`,
  );
  return rows[0]!;
}

/**
 * A new zone or day start: the next reminder keeps its local time in `place` (docs/decisions/031-reminders.md), in the
 * transaction that saves the place, under its lock of the user's row.
 */
export async function moveReminder(tx: Queryable, userId: string, row: ReminderColumns, place: Place, at: At): Promise<void> {
  await tx.query(sql`UPDATE users SET next_reminder_at = ${nextReminderAt(row, place, at.now)}::timestamptz WHERE id = ${userId}::uuid`);
}

/**
 * Adds the device, or updates its keys when the endpoint is known; an endpoint of another account moves to this
 * one (the browser signed in as someone else) and may be reminded again that day, as the new account's device.
 */
export async function saveSubscription(tx: Queryable, userId: string, s: PushSubscriptionBody, at: At): Promise<void> {
  const expires = s.expirationTime == null ? null : new Date(s.expirationTime);
  await tx.query(
    sql`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, expires_at, created_at, updated_at)
        VALUES (${userId}::uuid, ${s.endpoint}, ${s.keys.p256dh}, ${s.keys.auth}, ${expires}::timestamptz, ${at.now}, ${at.now})
        ON CONFLICT (endpoint) DO UPDATE SET
          user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, expires_at = EXCLUDED.expires_at,
          updated_at = EXCLUDED.updated_at,
          reminded_date = CASE WHEN push_subscriptions.user_id = EXCLUDED.user_id THEN push_subscriptions.reminded_date END`,
  );
}

/** Keeps the PUSH_DEVICES_MAX devices updated last (a browser that rotated its subscription left the old one quiet); returns how many. */
export async function keepNewestDevices(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query<{ devices: number }>(
    sql`WITH kept AS (
          SELECT id FROM push_subscriptions WHERE user_id = ${userId}::uuid ORDER BY updated_at DESC, id DESC LIMIT ${PUSH_DEVICES_MAX}
        ),
        dropped AS (DELETE FROM push_subscriptions WHERE user_id = ${userId}::uuid AND id NOT IN (SELECT id FROM kept))
        SELECT count(*)::int AS devices FROM kept`,
  );
  return rows[0]!.devices;
}

export async function removeSubscription(db: Queryable, userId: string, endpoint: string): Promise<void> {
  await db.query(sql`DELETE FROM push_subscriptions WHERE user_id = ${userId}::uuid AND endpoint = ${endpoint}`);
}

export interface Device extends PushTarget {
  id: string;
}

export async function devicesOfUser(db: Queryable, userId: string): Promise<Device[]> {
  const { rows } = await db.query<Device>(
    sql`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ${userId}::uuid ORDER BY updated_at DESC`,
  );
  return rows;
}

/** A device the push service no longer knows (404/410). */
export async function removeDevice(db: Queryable, id: string): Promise<void> {
  await db.query(sql`DELETE FROM push_subscriptions WHERE id = ${id}::uuid`);
}

/** A user whose reminder is due, with what works out the next one. */
export interface DueUser extends Place {
  id: string;
  reminder_minute: number;
  reminded_date: string | null;
  next_reminder_at: string;
}

/** Who is due at `now`, longest waiting first: a range scan of users_next_reminder_idx. */
export async function dueUsers(db: Queryable, at: At, limit: number): Promise<DueUser[]> {
  const { rows } = await db.query<DueUser>(
    sql`SELECT id, time_zone, day_start_hour, reminder_minute, reminded_date, next_reminder_at
          FROM users WHERE next_reminder_at <= ${at.now}::timestamptz
         ORDER BY next_reminder_at LIMIT ${limit}`,
  );
  return rows;
}

/**
 * Moves a due user on to their next reminder, only if no one else did since `due` was read (the row is
 * re-checked after any concurrent update): exactly one scan, on any instance, wins each due reminder.
 * `day` is the date the reminder is queued for (null when it is skipped).
 */
export async function takeDue(tx: Queryable, due: DueUser, next: Date, day: string | null): Promise<boolean> {
  const { rowCount } = await tx.query(
    sql`UPDATE users SET next_reminder_at = ${next}::timestamptz, reminded_date = coalesce(${day}::date, reminded_date)
         WHERE id = ${due.id}::uuid AND next_reminder_at = ${due.next_reminder_at}::timestamptz`,
  );
  return rowCount === 1;
}

/** What the reminder of `day` reads: whether it is still wanted and what the day holds. */
export interface DayState extends Place {
  reminder_enabled: boolean;
  streak: number;
  completed: boolean;
  /** The day is in one of the user's breaks: no reminder (docs/product.md#breaks-and-freezes). */
  on_break: boolean;
  tasks: number;
  left: number;
  /** The language the reminder is written in; null: English. */
  language: Language | null;
}

export async function dayState(db: Queryable, userId: string, day: string, at: At): Promise<DayState | null> {
  const { rows } = await db.query<DayState>(
    sql`SELECT u.reminder_enabled, u.time_zone, u.day_start_hour, u.language, shown_streak(u.streak_count, u.streak_until, ${at.now}) AS streak,
               coalesce(bool_or(t.is_marker), false) AS completed,
               EXISTS (SELECT 1 FROM streak_breaks b WHERE b.user_id = u.id AND ${day}::date BETWEEN b.from_date AND b.to_date) AS on_break,
               count(t.id) FILTER (WHERE NOT t.is_marker)::int AS tasks,
               count(t.id) FILTER (WHERE NOT t.is_marker AND NOT t.completed)::int AS left
          FROM users u LEFT JOIN tasks t ON t.user_id = u.id AND t.date = ${day}::date
         WHERE u.id = ${userId}::uuid
         GROUP BY u.id`,
  );
  return rows[0] ?? null;
}

/**
 * Claims the user's devices not yet reminded on `day`: each device is sent a date's reminder at most once,
 * whatever retries or workers run. `before` is what to put back if its push fails and may be retried.
 */
export async function claimDevices(db: Db, userId: string, day: string): Promise<(Device & { before: string | null })[]> {
  const { rows } = await db.query<Device & { before: string | null }>(
    sql`UPDATE push_subscriptions p SET reminded_date = ${day}::date
          FROM (SELECT id, reminded_date FROM push_subscriptions
                 WHERE user_id = ${userId}::uuid AND reminded_date IS DISTINCT FROM ${day}::date FOR UPDATE) old
         WHERE p.id = old.id
     RETURNING p.id, p.endpoint, p.p256dh, p.auth, old.reminded_date AS before`,
  );
  return rows;
}

/** A push that failed: the device may be tried again for `day` (by the job's retry). */
export async function releaseDevice(db: Queryable, id: string, day: string, before: string | null): Promise<void> {
  await db.query(sql`UPDATE push_subscriptions SET reminded_date = ${before}::date WHERE id = ${id}::uuid AND reminded_date = ${day}::date`);
}
