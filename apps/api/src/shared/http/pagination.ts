import { CURSOR_MAX, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@dayleaf/contracts';
import type { Response } from 'express';
import { empty, join, raw, rowCount, sql, type Sql } from '../db/sql';

/*
 * Paging, in one place (docs/conventions.md, "Lists that can grow"). A paged route's handler gets `ctx.page`, a
 * PageRequest that handle() decoded with the list's CursorCodec; the repo reads `limitPlusOne(page)` rows after
 * `keysetWhere(order, page.before)` and returns `pageFrom(rows, page)` (or PostgreSQL cuts the page itself,
 * jsonPageSql); handle() sends the Page.
 */

// ---- Cursors: the text a client holds between two pages ----

/**
 * How the key of a page's last row becomes the text a client gets in X-Next-Cursor, and how that text, sent back as
 * `before`, becomes the key again. Each kind of cursor is one codec, written once: handle() decodes with it and the
 * repo encodes with it. `decode` gives null for any text it did not make (handle() answers 400), never a database
 * error: every part is checked before a statement sees it.
 */
export interface CursorCodec<K> {
  encode(key: K): string;
  decode(text: string): K | null;
}

/** A codec whose cursor PostgreSQL also writes, for a page it cuts itself (jsonPageSql): `sql` joins it from the row's columns. */
export type SqlCursorCodec<K> = CursorCodec<K> & { sql(...columns: string[]): Sql };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Years outside 1900-2099 are none we made, and year 0 would be a database error.
const INSTANT = /^(19|20)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Checks for one part of a cursor made by encodeCursor. */
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

/** The opaque text of a cursor's parts: joined by `|`, in base64url. */
export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

/** A cursor's parts, each passing its check; null for text too long to be ours or of any other shape. */
export function cursorParts(text: string, checks: ((v: string) => boolean)[]): string[] | null {
  if (text.length > CURSOR_MAX) return null;
  const parts = Buffer.from(text, 'base64url').toString('utf8').split('|');
  return parts.length === checks.length && parts.every((part, i) => checks[i]!(part)) ? parts : null;
}

/**
 * A timestamp column as cursor text with its microseconds: a JS Date would drop them, and rows created in the same
 * millisecond would be skipped or repeated between pages.
 */
export const cursorTime = (column: string): Sql => raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** A cursor's parts as PostgreSQL writes them for a page it cuts (jsonPageSql): joined by `|`, as encodeCursor joins them. */
export const cursorTextSql = (parts: Sql[]): Sql => join(parts, ` || '|' || `);

/** The most common key: a row's time with its microseconds and an id as the tiebreak. */
export interface Keyset {
  at: string;
  id: string;
}

/** A row as a list by (time, id) selects it (keysetColumns): its fields and its key, which pageFrom drops. */
export type Keyed<T> = T & { cursor_at: string; cursor_id: string };

/** The key a Keyed row holds. */
export const keyOf = (row: Keyed<object>): Keyset => ({ at: row.cursor_at, id: row.cursor_id });

/** A Keyed row's key columns: the time with its microseconds and the id. */
export const keysetColumns = (time: string, id: string): Sql => sql`${cursorTime(time)} AS cursor_at, ${raw(id)} AS cursor_id`;

/** The cursor of every list ordered by (time, id); what handle() decodes unless a route names another. */
export const keysetCursor = {
  encode: (key: Keyset): string => encodeCursor([key.at, key.id]),
  decode(text: string): Keyset | null {
    const parts = cursorParts(text, [cursorPart.instant, cursorPart.uuid]);
    return parts && { at: parts[0]!, id: parts[1]! };
  },
  /** The same cursor written by PostgreSQL (jsonPageSql's `cursor`) from the row's time and id columns. */
  sql: (time: string, id: string): Sql => cursorTextSql([cursorTime(time), raw(id)]),
} satisfies SqlCursorCodec<Keyset>;

// ---- The statement: where a page starts and how many rows it reads ----

/** A page's request as handle() gives it (ctx.page): the key the page starts after (null for the first) and its size. */
export interface PageRequest<K = Keyset> {
  before: K | null;
  limit: number;
}

/** How many rows a page reads: its size and one row more, whose presence says there is a next page. */
export const withExtraRow = (page: { limit: number }): number => page.limit + 1;

/** The LIMIT of a page's statement: withExtraRow, written into the text (rowCount, decision 037). */
export const limitPlusOne = (page: { limit: number }): Sql => rowCount(withExtraRow(page));

/** A column of a list's order as its ORDER BY writes it (`'f.created_at DESC'`): code, never input. */
export type OrderColumn = `${string} ${'ASC' | 'DESC'}`;

/** One value of a key, with the type the statement compares it as. */
export type KeyValue = readonly [value: string | number, type: 'timestamptz' | 'uuid' | 'date' | 'int'];

/**
 * The rows after a page's last, for a list whose ORDER BY is `order`: `AND` a comparison of those columns with the key,
 * or nothing on the first page (`after` null), so a first page's statement has no cursor condition at all and is
 * planned once (decision 037), never `$1 IS NULL OR ...`. `after` is a Keyset (a time and an id) or one value per column.
 * Columns in one direction compare as a row, `(a, b) < ($1, $2)`, which an index in that order reads as a range; a
 * leading run in the other direction bounds the scan first and the rest decides its ties.
 */
export function keysetWhere(order: readonly OrderColumn[], after: Keyset | readonly KeyValue[] | null): Sql {
  if (after === null) return empty;
  const values: readonly KeyValue[] = isKeyset(after) ? [[after.at, 'timestamptz'], [after.id, 'uuid']] : after;
  if (values.length !== order.length) throw new Error(`A key of ${values.length} values cannot follow an order of ${order.length} columns.`);
  const columns = order.map((c) => {
    const cut = c.lastIndexOf(' ');
    return { column: raw(c.slice(0, cut)), descending: c.slice(cut + 1) === 'DESC' };
  });
  return sql`AND ${pastKey(columns, values.map(([value, type]) => sql`${value}::${raw(type)}`))}`;
}

const isKeyset = (after: Keyset | readonly KeyValue[]): after is Keyset => !Array.isArray(after);

function pastKey(columns: { column: Sql; descending: boolean }[], values: Sql[]): Sql {
  const { descending } = columns[0]!;
  let n = 1;
  while (n < columns.length && columns[n]!.descending === descending) n++;
  const tuple = (parts: Sql[]) => (parts.length === 1 ? parts[0]! : sql`(${join(parts, ', ')})`);
  const [left, right] = [tuple(columns.slice(0, n).map((c) => c.column)), tuple(values.slice(0, n))];
  const past = sql`${left} ${raw(descending ? '<' : '>')} ${right}`;
  if (n === columns.length) return past;
  const later = columns.slice(n);
  const rest = pastKey(later, values.slice(n));
  // A rest with two directions is itself `... AND (...)`: bracketed, so it reads as one alternative.
  const alternative = later.some((c) => c.descending !== later[0]!.descending) ? sql`(${rest})` : rest;
  return sql`${left} ${raw(descending ? '<=' : '>=')} ${right} AND (${past} OR ${alternative})`;
}

// ---- The page: the rows cut, and the next cursor ----

/** A page of a list; `next` is the cursor of the following page, null on the last one. */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/**
 * The one cut of a page: rows read with `limitPlusOne(page)` lose the extra row, whose presence alone says there is a
 * next page, and the next cursor is the last row shown, so the last page never links to an empty one. Keyed rows
 * (a list by time and id) lose their key columns and need no `cursorOf`; other lists say how their codec encodes
 * the last row. The repo that reads the rows calls it (docs/conventions.md).
 */
export function pageFrom<T>(rows: Keyed<T>[], page: { limit: number }): Page<T>;
export function pageFrom<R>(rows: R[], page: { limit: number }, cursorOf: (last: R) => string): Page<R>;
export function pageFrom<R>(rows: R[], page: { limit: number }, cursorOf?: (last: R) => string): Page<unknown> {
  if (!cursorOf) {
    const { items, next } = pageFrom(rows as unknown as Keyed<object>[], page, (last) => keysetCursor.encode(keyOf(last)));
    return { items: items.map(({ cursor_at: _at, cursor_id: _id, ...item }) => item), next };
  }
  if (rows.length <= page.limit) return { items: rows, next: null };
  const items = rows.slice(0, page.limit);
  return { items, next: cursorOf(items[items.length - 1]!) };
}

/** A page with its items turned into what the route answers (the rows a rule reads become the contract's items). */
export const mapPage = <R, T>(page: Page<R>, item: (row: R) => T): Page<T> => ({ items: page.items.map(item), next: page.next });

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
 * which jsonPageOf reads. It is pageFrom's cut, made by PostgreSQL.
 * - `rows` selects up to `limitPlusOne(page)` rows as `r`, each with `n` (its place in the page, from 1). As in
 *   pageFrom, the extra row only says there is a next page, whose cursor is the last row shown.
 * - `item` is a SELECT run for each row (LATERAL: it reads `r`'s columns, and may look the row up by them) whose
 *   columns, named as the item's keys, are one item. Writing a row to JSON from its column names adds about a
 *   third of what json_build_object adds to the statement (bench/notes/2026-11-27-pages-written-by-postgresql.md),
 *   so only nested objects use it.
 * - `cursor` is the list's codec written in SQL from `r`'s columns (`keysetCursor.sql`): the parts joined by '|'.
 *   It is worked out for the last row shown only (to_char of a time is the dearest part of a small row).
 */
export function jsonPageSql(rows: Sql, item: Sql, cursor: Sql, page: { limit: number }): Sql {
  const n = rowCount(page.limit);
  return sql`SELECT coalesce(json_agg(x ORDER BY r.n) FILTER (WHERE r.n <= ${n}), '[]')::text AS items,
         CASE WHEN count(*) > ${n} THEN max(${cursor}) FILTER (WHERE r.n = ${n}) END AS cursor
    FROM (${rows}) r, LATERAL (${item}) x`;
}

/** The row jsonPageSql selects. */
export interface JsonPageRow {
  items: string;
  cursor: string | null;
}

/** The page a jsonPageSql row holds; its cursor text is the parts the codec's `sql` joined. */
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
