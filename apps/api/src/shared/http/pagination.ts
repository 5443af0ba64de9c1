import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@dayleaf/contracts';
import type { Response } from 'express';
import { raw, rowCount, sql, type Sql } from '../db/sql';
import { badRequest } from './errors';

/**
 * SQL for a timestamp column as cursor text with its microseconds: a JS Date would drop them, and rows
 * created in the same millisecond would be skipped or repeated between pages.
 */
export const cursorTimeSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** cursorTimeSql as a fragment for statements built with the sql tag. */
export const cursorTime = (column: string): Sql => raw(cursorTimeSql(column));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Years outside 1900-2099 are none we made, and year 0 would be a database error.
const INSTANT = /^(19|20)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Checks for one part of a cursor; a part that fails makes the whole cursor a 400, never a database error. */
export const cursorPart = {
  uuid: (v: string) => UUID.test(v),
  // A calendar-impossible date (Feb 30) survives the pattern but not a round trip through Date.
  instant: (v: string) => {
    if (!INSTANT.test(v)) return false;
    const at = new Date(`${v.slice(0, 23)}Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === v.slice(0, 19);
  },
  count: (v: string) => /^\d{1,4}$/.test(v),
  oneOf: (...values: string[]) => (v: string) => values.includes(v),
};

/** An opaque keyset cursor: the sort key of the last row of a page. */
export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

/** Reads a client's cursor back into its parts, one check per part; null when none was sent. */
export function decodeCursor(cursor: string | undefined, checks: ((v: string) => boolean)[]): string[] | null {
  if (cursor === undefined) return null;
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== checks.length || !parts.every((part, i) => checks[i]!(part))) throw badRequest('Invalid page cursor.');
  return parts;
}

/** A page of a list; `next` is the cursor of the following page, null on the last one. */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/**
 * The most common keyset: a row's time with its microseconds (select `cursorTimeSql(column) AS cursor_at`)
 * and an id as the tiebreak (`AS cursor_id`); compare `(column, id) < ($at::timestamptz, $id::uuid)`.
 */
export interface Keyset {
  at: string;
  id: string;
}

/** A row as a keyset query selects it: its fields and its position. */
export type Keyed<T> = T & { cursor_at: string; cursor_id: string };

/** Reads a client's `before` cursor as a Keyset; null when none was sent, 400 when it is not one we made. */
export function keysetOf(before: string | undefined): Keyset | null {
  const parts = decodeCursor(before, [cursorPart.instant, cursorPart.uuid]);
  return parts && { at: parts[0]!, id: parts[1]! };
}

/**
 * Splits rows fetched with one extra (LIMIT limit + 1): the extra row's presence means there is a next
 * page, whose cursor is the last row shown. So the last page never links to an empty one.
 */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => string): Page<T> {
  if (rows.length <= limit) return { items: rows, next: null };
  const items = rows.slice(0, limit);
  return { items, next: cursorOf(items[items.length - 1]!) };
}

/** pageOf for Keyed rows: the next cursor is the last row's Keyset, and the items lose their cursor columns. */
export function keysetPage<T>(rows: Keyed<T>[], limit: number): Page<T> {
  const page = pageOf(rows, limit, (r) => encodeCursor([r.cursor_at, r.cursor_id]));
  return { items: page.items.map(({ cursor_at: _at, cursor_id: _id, ...item }) => item as T), next: page.next };
}

/**
 * A page whose items PostgreSQL wrote as one JSON array (jsonPageSql): handle() sends the text as the body, so
 * the API neither parses the rows nor prints them again (docs/decisions/043-pages-written-by-postgresql.md).
 * `Body` is the route's body type, which the item's column aliases must match; the route's tests hold it to it.
 */
export class JsonPage<Body> {
  // A private field makes the class nominal, like WithStatus in handle.ts.
  readonly #made = true;
  /** The type of the body `json` holds; never set. */
  declare readonly body?: Body;
  constructor(
    readonly json: string,
    readonly next: string | null,
  ) {}

  /** The page as objects, for a caller that is not the response, such as a test; no request path uses it. */
  read(): { items: Body; next: string | null } {
    return { items: JSON.parse(this.json) as Body, next: this.next };
  }

  static is(value: unknown): value is JsonPage<unknown> {
    return typeof value === 'object' && value !== null && #made in value;
  }
}

/**
 * The SELECT that writes one page as JSON text, with the next page's cursor: two columns, `items` and `cursor`,
 * which jsonPageOf reads.
 * - `rows` selects up to limit + 1 rows as `r`, each with `n` (its place in the page, from 1). As in pageOf, the
 *   extra row only says there is a next page, whose cursor is the last row shown.
 * - `item` is a SELECT run for each row (LATERAL: it reads `r`'s columns, and may look the row up by them) whose
 *   columns, named as the item's keys, are one item. Writing a row to JSON from its column names adds about a
 *   third of what json_build_object adds to the statement (bench/notes/2026-11-27-pages-written-by-postgresql.md),
 *   so only nested objects use it.
 * - `cursor` is an expression of `r`'s columns: the row's cursor parts joined by '|', as encodeCursor joins them.
 *   It is worked out for the last row shown only (to_char of a time is the dearest part of a small row).
 */
export function jsonPageSql(rows: Sql, item: Sql, cursor: Sql, limit: number): Sql {
  const n = rowCount(limit);
  return sql`SELECT coalesce(json_agg(x ORDER BY r.n) FILTER (WHERE r.n <= ${n}), '[]')::text AS items,
         CASE WHEN count(*) > ${n} THEN max(${cursor}) FILTER (WHERE r.n = ${n}) END AS cursor
    FROM (${rows}) r, LATERAL (${item}) x`;
}

/** A Keyset's cursor parts as jsonPageSql's `cursor`: the row's time with its microseconds, then its id. */
export const keysetCursor = (time: string, id: string): Sql => sql`${cursorTime(time)} || '|' || ${raw(id)}`;

/** The row jsonPageSql selects. */
export interface JsonPageRow {
  items: string;
  cursor: string | null;
}

/** The page a jsonPageSql row holds. */
export function jsonPageOf<Body>(row: JsonPageRow): JsonPage<Body> {
  return new JsonPage(row.items, row.cursor === null ? null : encodeCursor([row.cursor]));
}

/**
 * Sends one page as the wire has it (docs/product.md, Lists): the bare array of items as the body, the next
 * page's cursor in NEXT_CURSOR_HEADER, and, for a counted list's first page (`total` not null), the whole
 * count in TOTAL_COUNT_HEADER, so the client never loads every page to count. Only handle() calls it.
 */
export function sendPage<T>(res: Response, page: (Page<T> & { total?: number | null }) | JsonPage<unknown>): void {
  if (page.next) res.setHeader(NEXT_CURSOR_HEADER, page.next);
  if (JsonPage.is(page)) {
    // The same headers res.json() sets; res.send() adds the length and the ETag.
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.send(page.json);
    return;
  }
  if (page.total !== undefined && page.total !== null) res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  res.json(page.items);
}
