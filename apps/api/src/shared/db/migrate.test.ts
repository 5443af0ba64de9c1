import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, migrationsDir } from '../../../test/test-db';
import type { Db } from './db';
import { migrate, MigrationError, readMigrations } from './migrate';

let dir: string;
let db: Db & { drop(): Promise<void> };

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-migrations-'));
  db = await createTestDb({ migrate: false });
});
afterEach(async () => {
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

function write(name: string, sql: string) {
  writeFileSync(path.join(dir, name), sql);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function tableExists(name: string): Promise<boolean> {
  const { rows } = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [name]);
  return rows[0]!.found !== null;
}

async function visits(): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM visits');
  return rows[0]!.n;
}

// The second migration inserts a row, so applying it twice would show as two rows.
const CREATE = 'CREATE TABLE visits (id serial PRIMARY KEY, note text NOT NULL);';
const INSERT = "INSERT INTO visits (note) VALUES ('once');";

describe('migrate', () => {
  it('when run twice, then each migration is applied once, in file order, and the second run applies nothing', async () => {
    // Written out of order on purpose: the insert only works after the create.
    write('0002_insert.sql', INSERT);
    write('0001_create.sql', CREATE);
    write('notes.txt', 'not a migration');

    expect(await migrate(db, readMigrations(dir))).toEqual(['0001_create.sql', '0002_insert.sql']);
    expect(await migrate(db, readMigrations(dir))).toEqual([]);
    expect(await visits()).toBe(1);
  });

  it('when applied, then each migration is recorded with the SHA-256 of its text', async () => {
    write('0001_create.sql', CREATE);
    write('0002_insert.sql', INSERT);
    await migrate(db, readMigrations(dir));
    const { rows } = await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
    expect(rows).toEqual([
      { name: '0001_create.sql', checksum: sha256(CREATE) },
      { name: '0002_insert.sql', checksum: sha256(INSERT) },
    ]);
  });

  it('when a new migration is added later, then only it is applied', async () => {
    write('0001_create.sql', CREATE);
    await migrate(db, readMigrations(dir));
    write('0002_insert.sql', INSERT);
    expect(await migrate(db, readMigrations(dir))).toEqual(['0002_insert.sql']);
    expect(await visits()).toBe(1);
  });

  it('when an applied migration was edited, then it refuses with a MigrationError and applies nothing after it', async () => {
    write('0001_create.sql', CREATE);
    await migrate(db, readMigrations(dir));
    write('0001_create.sql', `${CREATE}\n-- a late edit`);
    write('0002_later.sql', 'CREATE TABLE later (id int);');

    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(MigrationError);
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(/0001_create\.sql was edited/);
    expect(await tableExists('later')).toBe(false);
  });

  it('when an applied migration was removed from the folder, then it refuses with a MigrationError', async () => {
    write('0001_create.sql', CREATE);
    await migrate(db, readMigrations(dir));
    unlinkSync(path.join(dir, '0001_create.sql'));
    write('0002_other.sql', 'CREATE TABLE other (id int);');
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(MigrationError);
    expect(await tableExists('other')).toBe(false);
  });

  it('when a migration fails halfway, then its changes are rolled back, it is not recorded, and earlier ones stay', async () => {
    write('0001_create.sql', CREATE);
    write('0002_broken.sql', "CREATE TABLE half (id int);\nINSERT INTO visits (note) VALUES ('x');\nSELECT no_such_function();");
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow();
    expect(await tableExists('visits')).toBe(true);
    expect(await tableExists('half')).toBe(false);
    expect(await visits()).toBe(0);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(rows.map((r) => r.name)).toEqual(['0001_create.sql']);
  });

  it('when instances migrate one database at the same time, then every migration is applied exactly once', async () => {
    write('0001_create.sql', CREATE);
    write('0002_insert.sql', INSERT);
    write('0003_insert_again.sql', "INSERT INTO visits (note) VALUES ('third');");
    const migrations = readMigrations(dir);

    // Several at once, as when replicas start together; on PostgreSQL each runs on its own connection.
    const results = await Promise.all(Array.from({ length: 4 }, () => migrate(db, migrations)));

    expect(results.flat().sort()).toEqual(['0001_create.sql', '0002_insert.sql', '0003_insert_again.sql']);
    expect(await visits()).toBe(2);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0]!.n).toBe(3);
  });
});

describe('the repository migrations', () => {
  it('when applied to an empty database, then a second run applies nothing', async () => {
    const migrations = readMigrations(migrationsDir);
    expect(migrations.length).toBeGreaterThan(0);
    expect(await migrate(db, migrations)).toEqual(migrations.map((m) => m.name));
    expect(await migrate(db, migrations)).toEqual([]);
  });
});
