import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/test-db';
import { instantJson, instantText } from '../db/type-parsers';
import { sql } from '../db/sql';
import { jsonPageOf, jsonPageSql, keysetColumns, keysetCursor, limitPlusOne, pageFrom, type JsonPageRow, type Keyed } from './pagination';

/**
 * Pages PostgreSQL writes as JSON text (docs/decisions/043-pages-written-by-postgresql.md), on both engines: the
 * same items and the same next cursor as the rows read one by one and paged in JS.
 */
let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb({ migrate: false });
});
afterAll(() => db.drop());

// Instants with every kind of fraction, some in the same millisecond, and ids to break ties.
const VALUES = sql`(VALUES
  ('2026-03-10 12:00:30.987654+00'::timestamptz, 'b0000000-0000-4000-8000-000000000001'::uuid, 'one'),
  ('2026-03-10 12:00:30.987001+00', 'b0000000-0000-4000-8000-000000000002', 'two "quoted" \\ and ü'),
  ('2026-03-10 12:00:30.987001+00', 'b0000000-0000-4000-8000-000000000003', E'line\\nbreak'),
  ('1999-12-31 23:59:59+00', 'b0000000-0000-4000-8000-000000000004', ''),
  ('2026-03-10 12:00:00.5+00', 'b0000000-0000-4000-8000-000000000005', 'five')
) AS v(at, id, name)`;

async function rowsPage(limit: number) {
  const { rows } = await db.query<Keyed<{ at: string; name: string }>>(
    sql`SELECT v.at, v.name, ${keysetColumns('v.at', 'v.id')} FROM ${VALUES}
         ORDER BY v.at DESC, v.id DESC LIMIT ${limitPlusOne({ limit })}`,
  );
  return pageFrom(rows, { limit });
}

async function jsonPage(limit: number) {
  const rows = sql`SELECT v.*, row_number() OVER (ORDER BY v.at DESC, v.id DESC) AS n
                     FROM ${VALUES} ORDER BY v.at DESC, v.id DESC LIMIT ${limitPlusOne({ limit })}`;
  const item = sql`SELECT ${instantJson('r.at')} AS at, r.name`;
  const { rows: found } = await db.query<JsonPageRow>(jsonPageSql(rows, item, keysetCursor.sql('r.at', 'r.id'), { limit }));
  return jsonPageOf(found[0]!);
}

describe('jsonPageSql', () => {
  it.each([1, 2, 4, 5, 9])('when a page of %i is written by PostgreSQL, then it is the page of rows read one by one', async (limit) => {
    const [fromRows, fromJson] = await Promise.all([rowsPage(limit), jsonPage(limit)]);
    expect(JSON.parse(fromJson.json)).toEqual(fromRows.items);
    expect(fromJson.next).toBe(fromRows.next);
  });

  it('when there is a next page, then its cursor carries the microseconds of the last row shown', async () => {
    const page = await jsonPage(2);
    expect(keysetCursor.decode(page.next!)).toEqual({ at: '2026-03-10T12:00:30.987001Z', id: 'b0000000-0000-4000-8000-000000000003' });
  });

  it('when there are no rows, then the page is an empty array with no next cursor', async () => {
    const { rows } = await db.query<JsonPageRow>(
      jsonPageSql(sql`SELECT v.name, 1 AS n FROM ${VALUES} WHERE false`, sql`SELECT r.name`, sql`r.name`, { limit: 20 }),
    );
    expect(jsonPageOf(rows[0]!)).toMatchObject({ json: '[]', next: null });
  });
});

describe('instantJson', () => {
  it('when an instant is written into JSON by PostgreSQL, then it is the text instantText makes of the column', async () => {
    const { rows } = await db.query<{ text: string; json: string }>(
      sql`SELECT v.at::text AS text, ${instantJson('v.at')} AS json FROM ${VALUES}`,
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.json, row.text).toBe(instantText(row.text));
  });
});
