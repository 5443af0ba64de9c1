import { NOTIFICATION_ACTORS_SHOWN, PHOTO_WIDTHS, type Language, type Notification, type NotificationKind } from '@dayleaf/contracts';
import type { Queryable } from '../../shared/db/db';
import { raw, sql, type Sql } from '../../shared/db/sql';
import { jsonPageOf, jsonPageSql, keysetCursor, keysetWhere, limitPlusOne, type JsonPage, type JsonPageRow, type PageRequest } from '../../shared/http/pagination';
import { instantJson } from '../../shared/db/type-parsers';
import type { At } from '../../shared/clock';
import { recordEventSql } from '../../shared/events/events';
import { blockedBetween, friendIds } from '../friends';
import type { Place } from '../streaks';
import type { NotificationsEvent } from './events';

/**
 * Likes of one post, and joins of one challenge, within the same window of this many hours are one item
 * (docs/decisions/075-in-app-notifications.md): fixed windows, so two handlers running at once agree on the key.
 */
export const GROUP_WINDOW_HOURS = 24;

/** The subject of an item, by kind; what is not given stays null. */
export interface Subject {
  post?: string;
  comment?: string;
  challenge?: string;
  friendship?: string;
  days?: number;
  /** A cheer's or a nudge's day of the recipient. */
  date?: string;
  /** A nudge's tasks left on that day. */
  tasksLeft?: number;
}

export interface NewItem {
  kind: NotificationKind;
  /** Names the item among the recipient's; a grouped kind's key gets the window of `at` added. */
  key: string;
  grouped: boolean;
  /** Who acted; null for what nobody did (a challenge's end). */
  actor: string | null;
  /** When it happened: the event's time. */
  at: string;
  subject: Subject;
}

/** An act newly written into an item: what a push may tell of (push.ts). `actor` is null for an act nobody did. */
export interface Told {
  notificationId: string;
  recipientId: string;
  actor: string | null;
  /** Whether the recipient had a device to push to when the act was written: without one, no push is looked into. */
  device: boolean;
}

/**
 * An item for each row of `recipients` (a SELECT of `recipient_id` and `place`, giving no row when what is told is
 * gone by now), with `actor` as one of its actors. Never to the actor themself nor across a block. A second write of
 * the same key adds the actor to the item (a group) or, for the same actor, changes nothing: a handler run twice
 * inserts nothing. One statement; it answers the acts it wrote (none on a second run), each with whether its recipient
 * has a push device. A new item is written with its actor summary (migration 0046) already right, so the summary's
 * trigger need not write it again (migration 0048).
 */
export async function addToItems(db: Queryable, item: NewItem, recipients: Sql): Promise<Told[]> {
  const at = sql`${item.at}::timestamptz`;
  const key = item.grouped
    ? sql`${item.key}::text || ':' || floor(extract(epoch FROM ${at}) / ${GROUP_WINDOW_HOURS * 3600})::bigint`
    : sql`${item.key}::text`;
  const s = item.subject;
  const allowed =
    item.actor === null ? sql`TRUE` : sql`r.recipient_id <> ${item.actor}::uuid AND NOT ${blockedBetween(raw('r.recipient_id'), item.actor)}`;
  // A new item's summary: its one actor, or none. An item that exists keeps its own, which the trigger brings up to date.
  const summary = item.actor === null ? sql`0, '{}'::uuid[]` : sql`1, ARRAY[${item.actor}::uuid]`;
  const items = sql`INSERT INTO notifications (recipient_id, kind, group_key, post_id, comment_id, challenge_id, friendship_id, days, place, date, tasks_left, created_at,
                             actor_count, latest_actors)
        SELECT r.recipient_id, ${item.kind}::text, ${key}, ${s.post ?? null}::uuid, ${s.comment ?? null}::uuid, ${s.challenge ?? null}::uuid,
               ${s.friendship ?? null}::uuid, ${s.days ?? null}::int, r.place, ${s.date ?? null}::date, ${s.tasksLeft ?? null}::int, ${at}, ${summary}
          FROM (${recipients}) r
         WHERE ${allowed}
        ON CONFLICT (recipient_id, group_key) DO UPDATE SET created_at = greatest(notifications.created_at, EXCLUDED.created_at)
        RETURNING id, recipient_id, xmax = 0 AS inserted,
                  EXISTS (SELECT 1 FROM push_subscriptions d WHERE d.user_id = notifications.recipient_id) AS device`;
  if (item.actor === null) {
    // An item without actors is told once: when its row is first written (xmax is 0 for a row this statement inserted).
    const { rows } = await db.query<{ id: string; recipient_id: string; inserted: boolean; device: boolean }>(items);
    return rows.filter((r) => r.inserted).map((r) => ({ notificationId: r.id, recipientId: r.recipient_id, actor: null, device: r.device }));
  }
  const { rows } = await db.query<{ id: string; recipient_id: string; device: boolean }>(
    sql`WITH item AS (${items}),
        added AS (
          INSERT INTO notification_actors (notification_id, actor_id, created_at)
          SELECT item.id, ${item.actor}::uuid, ${at} FROM item
          ON CONFLICT DO NOTHING
          RETURNING notification_id)
        SELECT item.id, item.recipient_id, item.device FROM added JOIN item ON item.id = added.notification_id`,
  );
  return rows.map((r) => ({ notificationId: r.id, recipientId: r.recipient_id, actor: item.actor, device: r.device }));
}

/**
 * Takes `actor` out of the recipient's items that `which` (a condition on `n`) picks; an item left with no actor
 * goes, one left with others dates from its latest. Two statements: the second must see the first's deletions.
 */
export async function takeOut(tx: Queryable, recipient: string, actor: string, which: Sql): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    sql`DELETE FROM notification_actors a USING notifications n
         WHERE a.notification_id = n.id AND n.recipient_id = ${recipient}::uuid AND a.actor_id = ${actor}::uuid AND ${which}
        RETURNING n.id`,
  );
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await tx.query(
    sql`WITH latest AS (
          SELECT n.id, (SELECT max(a.created_at) FROM notification_actors a WHERE a.notification_id = n.id) AS at
            FROM notifications n WHERE n.id = ANY(${ids}::uuid[])),
        emptied AS (DELETE FROM notifications n USING latest WHERE n.id = latest.id AND latest.at IS NULL)
        UPDATE notifications n SET created_at = latest.at FROM latest WHERE n.id = latest.id AND latest.at IS NOT NULL`,
  );
}

/** Deletes the recipients' items that `which` (a condition on `n`) picks: the kinds with one actor. */
export async function deleteItems(db: Queryable, recipients: string[], which: Sql): Promise<void> {
  await db.query(sql`DELETE FROM notifications n WHERE n.recipient_id = ANY(${recipients}::uuid[]) AND ${which}`);
}

/** The read marker as SQL (alias `u`): items at or before it are read. */
const readMarker = sql`(COALESCE(u.notifications_read_at, '-infinity'::timestamptz), COALESCE(u.notifications_read_id, '00000000-0000-0000-0000-000000000000'::uuid))`;

/** The smallest stored size of a post's photo, else the photo itself (docs/product.md#photos). */
const thumbnail = sql`CASE WHEN p.photo_width > ${PHOTO_WIDTHS[0]} THEN p.photo_url || ${`?w=${PHOTO_WIDTHS[0]}`} ELSE p.photo_url END`;

/**
 * The recipient's items that show now (notification_shown, SQL, migration 0046), with whether each is read and
 * whether the recipient has any block (`blocks`): what `shownItem` turns into an item. `rest` follows the WHERE (more
 * conditions, the order, the limit); each row is numbered in the order given (`n`), as jsonPageSql reads it.
 */
const shownRows = (recipient: string, rest: Sql) => sql`
  SELECT i.id, i.kind, i.recipient_id, i.post_id, i.comment_id, i.challenge_id, i.friendship_id, i.days, i.place, i.date,
         i.tasks_left, i.created_at, i.actor_count, i.latest_actors, b.blocks, (i.created_at, i.id) <= ${readMarker} AS read,
         row_number() OVER (ORDER BY i.created_at DESC, i.id DESC) AS n
    FROM has_blocks(${recipient}::uuid) b, notifications i
    JOIN users u ON u.id = i.recipient_id
   CROSS JOIN LATERAL notification_shown(i.id, i.kind, i.recipient_id, i.friendship_id, i.actor_count, b.blocks) shown
   WHERE i.recipient_id = ${recipient}::uuid AND shown.shown ${rest}`;

/** The actor rows of the item `r` that its recipient sees: none across a block. */
const visibleActors = sql`SELECT a.actor_id FROM notification_actors a
   WHERE a.notification_id = r.id AND NOT ${blockedBetween(raw('a.actor_id'), raw('r.recipient_id'))}`;

/**
 * A row of `shownRows` (`r`) as the recipient sees it, its columns named as the contract's Notification: its latest
 * few actors and the count of all, from the item's summary, or from its actor rows without the blocked ones when the
 * recipient has a block. The post or the challenge is looked up only when the item has one.
 */
const shownItem = sql`
  SELECT r.id, r.kind,
         coalesce((SELECT json_agg(json_build_object('id', au.id, 'username', au.username, 'profile_photo', au.profile_photo) ORDER BY t.o)
                     FROM unnest(act.latest) WITH ORDINALITY t(id, o) JOIN users au ON au.id = t.id), '[]') AS actors,
         act.actor_count,
         CASE WHEN r.post_id IS NOT NULL THEN
           (SELECT json_build_object('id', p.id, 'thumbnail_url', ${thumbnail}) FROM posts p WHERE p.id = r.post_id) END AS post,
         r.comment_id,
         CASE WHEN r.challenge_id IS NOT NULL THEN
           (SELECT json_build_object('id', c.id, 'name', c.name) FROM challenges c WHERE c.id = r.challenge_id) END AS challenge,
         r.friendship_id, r.days, r.place, r.date, r.tasks_left, ${instantJson('r.created_at')} AS created_at, r.read
    FROM (SELECT CASE WHEN r.blocks THEN (SELECT count(*)::int FROM (${visibleActors}) v) ELSE r.actor_count END AS actor_count,
                 CASE WHEN r.blocks THEN ARRAY(${visibleActors} ORDER BY a.created_at DESC, a.actor_id LIMIT ${NOTIFICATION_ACTORS_SHOWN})
                      ELSE r.latest_actors END AS latest) act`;

/**
 * The recipient's items, newest first, from the cursor on (notifications_recipient_idx), as notification_shown lets
 * them show. PostgreSQL writes the page as JSON (JsonPage, docs/decisions/043-pages-written-by-postgresql.md).
 */
export async function itemPage(db: Queryable, recipient: string, page: PageRequest): Promise<JsonPage<Notification[]>> {
  const { rows } = await db.query<JsonPageRow>(
    jsonPageSql(
      shownRows(
        recipient,
        sql`${keysetWhere(['i.created_at DESC', 'i.id DESC'], page.before)} ORDER BY i.created_at DESC, i.id DESC LIMIT ${limitPlusOne(page)}`,
      ),
      shownItem,
      keysetCursor.sql('r.created_at', 'r.id'),
      page,
    ),
  );
  return jsonPageOf(rows[0]!);
}

/** One of the recipient's items as the list shows it, or null when it is gone or hidden by now. */
export async function itemFor(db: Queryable, recipient: string, id: string): Promise<Notification | null> {
  const { rows } = await db.query<JsonPageRow>(jsonPageSql(shownRows(recipient, sql`AND i.id = ${id}::uuid`), shownItem, raw('NULL::text'), { limit: 1 }));
  return jsonPageOf<Notification[]>(rows[0]!).read().items[0] ?? null;
}

/**
 * Moves the recipient's read marker up to the item `upTo` (never back); false when the item is not theirs. One
 * statement: the item's key, and the marker moved when it is newer.
 */
export async function markReadUpTo(db: Queryable, recipient: string, upTo: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    sql`WITH item AS (SELECT n.created_at, n.id FROM notifications n WHERE n.id = ${upTo}::uuid AND n.recipient_id = ${recipient}::uuid),
        moved AS (
          UPDATE users u SET notifications_read_at = item.created_at, notifications_read_id = item.id FROM item
           WHERE u.id = ${recipient}::uuid AND (item.created_at, item.id) > ${readMarker}
          RETURNING u.id)
        SELECT EXISTS (SELECT 1 FROM item) AS found`,
  );
  return rows[0]!.found;
}

/** The friend a nudge is for, as the sender may see them; null when unknown or with a block between the two. */
export interface NudgeTarget extends Place {
  username: string;
  friends: boolean;
  nudges_enabled: boolean;
}

/**
 * Reads the friend to nudge and takes the sender's nudge lock (an advisory lock, class 2104) for the rest of the
 * transaction, so two nudges of one sender count their day's nudges one after the other.
 */
export async function lockNudgeTarget(tx: Queryable, senderId: string, friendId: string): Promise<NudgeTarget | null> {
  const { rows } = await tx.query<NudgeTarget>(
    sql`WITH lock AS MATERIALIZED (SELECT pg_advisory_xact_lock(2104, hashtext(${senderId}::text)))
        SELECT u.username, u.time_zone, u.day_start_hour, u.nudges_enabled,
               EXISTS (SELECT 1 FROM (${friendIds(senderId)}) f(id) WHERE f.id = u.id) AS friends
          FROM lock, users u
         WHERE u.id = ${friendId}::uuid AND NOT ${blockedBetween(raw('u.id'), senderId)}`,
  );
  return rows[0] ?? null;
}

export type NudgeOutcome =
  | { kind: 'sent'; tasks_left: number }
  | { kind: 'completed' | 'on_break' }
  | { kind: 'again' }
  | { kind: 'spent'; oldest: string };

/**
 * Keeps `senderId`'s nudge of `recipientId` on the recipient's `date` and records nudge.sent, in one statement that
 * checks first (in the order the answer needs) that the date is not completed nor in a break, then that this is the
 * pair's first nudge of the date and one of the sender's first `perDay` in 24 hours. Under lockNudgeTarget's lock.
 */
export async function insertNudge(tx: Queryable, senderId: string, recipientId: string, date: string, perDay: number, at: At): Promise<NudgeOutcome> {
  const { rows } = await tx.query<{ completed: boolean; on_break: boolean; again: boolean; sent: number; oldest: string | null; tasks_left: number }>(
    sql`WITH day AS MATERIALIZED (
          SELECT EXISTS (SELECT 1 FROM tasks t WHERE t.user_id = ${recipientId}::uuid AND t.date = ${date}::date AND t.is_marker) AS completed,
                 EXISTS (SELECT 1 FROM streak_breaks b
                          WHERE b.user_id = ${recipientId}::uuid AND ${date}::date BETWEEN b.from_date AND b.to_date) AS on_break,
                 (SELECT count(*)::int FROM tasks t
                   WHERE t.user_id = ${recipientId}::uuid AND t.date = ${date}::date AND NOT t.is_marker AND NOT t.completed) AS tasks_left,
                 EXISTS (SELECT 1 FROM nudges n
                          WHERE n.sender_id = ${senderId}::uuid AND n.recipient_id = ${recipientId}::uuid AND n.date = ${date}::date) AS again,
                 s.sent, s.oldest
            FROM (SELECT count(*)::int AS sent, min(n.created_at) AS oldest FROM nudges n
                   WHERE n.sender_id = ${senderId}::uuid AND n.created_at > ${at.now}::timestamptz - interval '1 day') s),
        ins AS (
          INSERT INTO nudges (sender_id, recipient_id, date, created_at)
          SELECT ${senderId}::uuid, ${recipientId}::uuid, ${date}::date, ${at.now} FROM day
           WHERE NOT day.completed AND NOT day.on_break AND NOT day.again AND day.sent < ${perDay}
          ON CONFLICT DO NOTHING
          RETURNING date),
        told AS (${recordEventSql<NotificationsEvent>(
          { type: 'nudge.sent', payload: { senderId, recipientId, date, tasksLeft: sql`day.tasks_left` } },
          at,
          sql`FROM ins, day`,
        )})
        SELECT day.completed, day.on_break, day.again OR NOT EXISTS (SELECT 1 FROM ins) AND day.sent < ${perDay} AS again,
               day.sent, day.oldest, day.tasks_left
          FROM day`,
  );
  const r = rows[0]!;
  if (r.completed) return { kind: 'completed' };
  if (r.on_break) return { kind: 'on_break' };
  if (r.again) return { kind: 'again' };
  if (r.sent >= perDay) return { kind: 'spent', oldest: r.oldest! };
  return { kind: 'sent', tasks_left: r.tasks_left };
}

/** A nudge: who sent it, to whom, for which of the recipient's dates. */
export interface NudgeKey {
  senderId: string;
  recipientId: string;
  date: string;
}

/**
 * Claims a nudge's push: true once, for the first caller while the nudge stands and its recipient has not completed
 * the date since, so a handler run twice pushes once.
 */
export async function claimNudgePush(db: Queryable, nudge: NudgeKey, at: At): Promise<boolean> {
  const { rows } = await db.query(
    sql`UPDATE nudges n SET pushed_at = ${at.now}
         WHERE n.sender_id = ${nudge.senderId}::uuid AND n.recipient_id = ${nudge.recipientId}::uuid AND n.date = ${nudge.date}::date
           AND n.pushed_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.user_id = n.recipient_id AND t.date = n.date AND t.is_marker)
        RETURNING 1`,
  );
  return rows.length > 0;
}

/** Who sent a nudge, and where its recipient lives (the push's time to live) and in which language; null once either is gone. */
export async function nudgeMessageState(db: Queryable, nudge: NudgeKey): Promise<(Place & { sender: string; language: Language | null }) | null> {
  const { rows } = await db.query<Place & { sender: string; language: Language | null }>(
    sql`SELECT s.username AS sender, r.time_zone, r.day_start_hour, r.language
          FROM users s, users r
         WHERE s.id = ${nudge.senderId}::uuid AND r.id = ${nudge.recipientId}::uuid`,
  );
  return rows[0] ?? null;
}
