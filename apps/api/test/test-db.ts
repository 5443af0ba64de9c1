import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { findRepoRoot } from '../src/config';
import type { Db } from '../src/shared/db/db';
import { migrate, readMigrations } from '../src/shared/db/migrate';
import { createPgliteDb } from '../src/shared/db/pglite';
import { createPostgresDb } from '../src/shared/db/postgres';

export const migrationsDir = path.join(findRepoRoot(), 'db/migrations');

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, started from the suite's migrated
 * template (test/global-setup.ts), or a schema of its own on the PostgreSQL server named by DATABASE_URL (so files
 * can run in parallel on one server). With `migrate: false` it is empty (the embedded one from the suite's dump of
 * a new database).
 */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<Db & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  let drop: () => Promise<void>;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = createPostgresDb({ connectionString: url, searchPath: `${schema},public`, max: 20 });
    drop = async () => {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
    if (options.migrate !== false) await migrate(db, readMigrations(migrationsDir));
  } else {
    // The migrated template is these very migrations applied (its name holds their checksums): nothing to apply.
    const template = inject(options.migrate === false ? 'pgliteEmpty' : 'pgliteTemplate');
    db = await createPgliteDb(undefined, new Blob([readFileSync(template)]));
    drop = () => db.close();
  }
  return Object.assign(db, { drop });
}

/**
 * Puts the suite's migrated database in `dataDir` (as `<dataDir>/pglite`, where the app opens it), for tests that start
 * the app as a process and are not about how it creates its database: on a new folder the app runs initdb and every
 * migration first, several seconds of CPU. Tests that are about that start from an empty folder. Without a template
 * (a PostgreSQL run) the folder stays empty and the app creates its database.
 */
export async function startFromTemplate(dataDir: string): Promise<void> {
  const template = inject('pgliteTemplate');
  if (!template) return;
  const db = await createPgliteDb(path.join(dataDir, 'pglite'), new Blob([readFileSync(template)]));
  await db.close();
}
