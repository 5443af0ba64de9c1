import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { findRepoRoot } from '../config';
import type { Db, Queryable } from '../shared/db/db';
import { SCHEMA_COMMAND, SCHEMA_FILE, schemaText, UnshownObjectError } from './db-schema';

const root = findRepoRoot();
let db: Db & { drop(): Promise<void> };
beforeAll(async () => {
  // The suite's migrated database (on PostgreSQL, a schema of its own migrated for this file): what a fresh migrate makes.
  db = await createTestDb();
});
afterAll(() => db.drop());

/** Runs fn in a transaction that is always rolled back, so the file's database keeps the migrations' schema. */
async function inRolledBack<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const undo = new Error('rolled back');
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await fn(tx);
      throw undo;
    })
    .catch((err: unknown) => {
      if (err !== undo) throw err;
    });
  return result as T;
}

describe(SCHEMA_FILE, () => {
  it('when the migrations have run, then the checked-in file is the schema they leave', async () => {
    const file = path.join(root, SCHEMA_FILE);
    const checkedIn = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const stale = `${SCHEMA_FILE} differs from what db/migrations make: run \`${SCHEMA_COMMAND}\` and commit it.`;
    expect(await schemaText(db), stale).toBe(checkedIn);
  });

  it('when a trigger function body changes, then the text shows the new body', async () => {
    const before = await schemaText(db);
    const after = await inRolledBack(async (tx) => {
      await tx.exec(`CREATE OR REPLACE FUNCTION count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL; -- counts nothing
END $$`);
      return schemaText(tx);
    });
    expect(after).not.toBe(before);
    expect(after).toContain('RETURN NULL; -- counts nothing');
    expect(await schemaText(db)).toBe(before);
  });

  it('when a column, an index or a trigger is added, then the text shows it under its table', async () => {
    const text = await inRolledBack(async (tx) => {
      await tx.exec(`ALTER TABLE mood_logs ADD COLUMN note text DEFAULT 'none' NOT NULL;
        CREATE INDEX mood_logs_note_idx ON mood_logs (note);
        CREATE TRIGGER mood_logs_counted AFTER INSERT ON mood_logs FOR EACH ROW EXECUTE FUNCTION count_posts();`);
      return schemaText(tx);
    });
    const moodLogs = text.slice(text.indexOf('CREATE TABLE mood_logs ('), text.indexOf('CREATE TABLE photo_deletions ('));
    expect(moodLogs).toContain(`  note text DEFAULT 'none'::text NOT NULL,\n`);
    expect(moodLogs).toContain('CREATE INDEX mood_logs_note_idx ON mood_logs USING btree (note);');
    expect(moodLogs).toContain('CREATE TRIGGER mood_logs_counted AFTER INSERT ON mood_logs FOR EACH ROW EXECUTE FUNCTION count_posts();');
    expect(text).toContain('-- Trigger function of mood_logs_counted ON mood_logs, posts_progress_counts ON posts\n');
  });

  it('when the schema holds a kind of object the file does not show, then writing it stops and names the object', async () => {
    const refused = await inRolledBack(async (tx) => {
      await tx.exec('CREATE VIEW recent_moods AS SELECT * FROM mood_logs');
      return schemaText(tx).then(
        () => undefined,
        (err: unknown) => err,
      );
    });
    expect(refused).toBeInstanceOf(UnshownObjectError);
    expect((refused as Error).message).toContain('relation recent_moods of relkind v');
  });
});

describe('db/README.md', () => {
  it('when the migrations have run, then it lists every trigger they leave, and no other', async () => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND NOT t.tgisinternal
        ORDER BY 1`,
    );
    const readme = readFileSync(path.join(root, 'db/README.md'), 'utf8');
    // The first cell of each row of the triggers' table: | `name` | table | ...
    const listed = [...readme.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]).sort();
    expect(listed, 'db/README.md lists the triggers the migrations leave, one row each').toEqual(rows.map((r) => r.name).sort());
  });
});
