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
 * A fresh, migrated database for one test file: in-memory PGlite by default (the worker's own, emptied again, see
 * workerDatabase), or a schema of its own on the PostgreSQL server named by DATABASE_URL (so files can run in parallel
 * on one server). With `migrate: false` it is empty (the embedded one from the suite's dump of a new database).
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
  } else if (options.migrate === false) {
    db = await loadDump('pgliteEmpty');
    drop = () => db.close();
  } else {
    return workerDatabase();
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

/** An in-memory database loaded from one of the suite's dumps (test/global-setup.ts). */
async function loadDump(name: 'pgliteTemplate' | 'pgliteEmpty') {
  return createPgliteDb(undefined, new Blob([readFileSync(inject(name))]));
}

type PgliteDb = Awaited<ReturnType<typeof createPgliteDb>>;
interface WorkerDb {
  db: PgliteDb;
  /** Empties every table the migrations left empty, in one statement. */
  emptyTables: string;
  /** What the migrated database is made of: its objects and the rows the migrations wrote (see fingerprintQuery). */
  fingerprint: string;
  fingerprintSql: string;
}

// On globalThis, like file-end.ts's list: the files of a worker share one thread and may each load this module.
const WORKER_DB = Symbol.for('dayleaf.test.workerDb');
const slot = ((globalThis as Record<symbol, { kept?: Promise<WorkerDb>; taken?: boolean } | undefined>)[WORKER_DB] ??= {});

/**
 * The worker's migrated embedded database, emptied for the file that asks. Loading a dump costs a second or more of
 * CPU (a 40 MB data folder and the engine's start) and, done for every file, grew the worker by each instance the
 * engine did not give back; emptying the tables costs a few milliseconds. The database is loaded again instead when
 * a file left more than rows behind: an object it created or changed, rows of a table the migrations filled, a
 * sequence moved, or the database closed. A second database in the same file is a new one of its own.
 */
async function workerDatabase(): Promise<Db & { drop(): Promise<void> }> {
  // Taken before the first wait, so that two contexts made at once never share it.
  if (slot.taken) {
    const own = await loadDump('pgliteTemplate');
    return Object.assign(own, { drop: () => own.close() });
  }
  slot.taken = true;
  try {
    let kept = await slot.kept?.catch(() => undefined);
    if (!kept || !(await emptied(kept))) {
      // A file that closed it may have left it closing: done with either way.
      await kept?.db.close().catch(() => {});
      slot.kept = loadDump('pgliteTemplate').then(keep);
      kept = await slot.kept;
    }
    return {
      ...kept.db,
      drop: async () => {
        slot.taken = false;
      },
    };
  } catch (err) {
    slot.taken = false;
    throw err;
  }
}

async function keep(db: PgliteDb): Promise<WorkerDb> {
  const tables = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const empty: string[] = [];
  const filled: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${name}) AS any`);
    (rows[0]!.any ? filled : empty).push(name);
  }
  const fingerprintSql = fingerprintQuery(filled);
  return {
    db,
    emptyTables: `TRUNCATE ${empty.join(', ')} RESTART IDENTITY CASCADE`,
    fingerprint: await fingerprintOf(db, fingerprintSql),
    fingerprintSql,
  };
}

async function emptied(kept: WorkerDb): Promise<boolean> {
  if (kept.db.pglite.closed) return false;
  try {
    // The session as new: no settings, temporary tables, prepared statements, listens or advisory locks.
    await kept.db.exec('DISCARD ALL');
    await kept.db.exec(`SET TimeZone = 'UTC'`);
    await kept.db.exec(kept.emptyTables);
    return (await fingerprintOf(kept.db, kept.fingerprintSql)) === kept.fingerprint;
  } catch {
    return false;
  }
}

async function fingerprintOf(db: PgliteDb, sql: string): Promise<string> {
  const { rows } = await db.query<{ sum: string }>(sql);
  return rows[0]!.sum;
}

/** One checksum over the schema's objects (by oid, so a dropped and remade one differs) and the filled tables' rows. */
function fingerprintQuery(filledTables: string[]): string {
  const userSchemas = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;
  const parts = [
    `SELECT concat_ws(' ', 'rel', c.oid, c.relname, c.relkind) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${userSchemas}`,
    `SELECT concat_ws(' ', 'col', a.attrelid, a.attname, a.atttypid, a.attnotnull, a.atthasdef, a.attisdropped)
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE a.attnum > 0 AND ${userSchemas}`,
    `SELECT concat_ws(' ', 'fn', p.oid, md5(p.prosrc), p.provolatile) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE ${userSchemas}`,
    `SELECT concat_ws(' ', 'trigger', oid, tgenabled) FROM pg_trigger`,
    `SELECT concat_ws(' ', 'constraint', oid, conname) FROM pg_constraint`,
    `SELECT concat_ws(' ', 'default', oid, md5(pg_get_expr(adbin, adrelid))) FROM pg_attrdef`,
    `SELECT concat_ws(' ', 'schema', oid, nspname) FROM pg_namespace`,
    `SELECT concat_ws(' ', 'role', rolname) FROM pg_roles`,
    `SELECT concat_ws(' ', 'extension', extname, extversion) FROM pg_extension`,
    `SELECT concat_ws(' ', 'sequence', schemaname, sequencename, last_value) FROM pg_sequences`,
    ...filledTables.map((t) => `SELECT concat_ws(' ', 'rows', '${t}', md5(string_agg(r::text, ',' ORDER BY r::text))) FROM ${t} r`),
  ];
  return `SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS sum FROM (${parts.join('\n UNION ALL ')}) items(item)`;
}
