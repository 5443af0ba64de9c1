import { badRequest } from '../../shared/http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Cursor instants keep microseconds (as the database selects them), so no row is skipped or repeated.
const INSTANT = /^(19|20)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Checks one part of a cursor; anything else makes the cursor invalid (400, never a database error). */
export const cursorPart = {
  uuid: (v: string) => UUID.test(v),
  // A real calendar instant too: the database would refuse 2026-02-30 with an error, not a 400.
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

export function decodeCursor(cursor: string | undefined, checks: ((v: string) => boolean)[]): string[] | null {
  if (cursor === undefined) return null;
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== checks.length || !parts.every((part, i) => checks[i]!(part))) throw badRequest('Invalid cursor.');
  return parts;
}
