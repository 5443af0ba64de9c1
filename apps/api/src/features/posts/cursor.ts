import { badRequest } from '../../shared/http/errors';

/**
 * A keyset position: the row's created_at as text with its microseconds (a JS Date would drop them and
 * skip or repeat rows) and the row's id as the tiebreak. Opaque to clients.
 */
export interface Cursor {
  at: string;
  id: string;
}

/** SQL for a created_at column as the cursor's timestamp text. */
export const cursorTimeSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const SHAPE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(cursor: Cursor): string {
  return `${cursor.at}|${cursor.id}`;
}

/** Reads a client's cursor; anything we did not make is 400, never a database error. */
export function decodeCursor(text: string | undefined): Cursor | null {
  if (text === undefined) return null;
  const match = SHAPE.exec(text);
  const seconds = match?.[1];
  // A calendar-impossible date (Feb 30) survives the pattern but not a round trip through Date.
  const parsed = seconds ? new Date(`${seconds}Z`) : null;
  if (!match || !parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 19) !== seconds) {
    throw badRequest('Invalid page cursor.');
  }
  return { at: `${seconds}.${match[2]}Z`, id: match[3]! };
}

/**
 * Splits a page fetched with one extra row: the extra row's presence means there is a next page,
 * whose cursor is the last row shown.
 */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => Cursor): { items: T[]; next: string | null } {
  if (rows.length <= limit) return { items: rows, next: null };
  const items = rows.slice(0, limit);
  return { items, next: encodeCursor(cursorOf(items[items.length - 1]!)) };
}
