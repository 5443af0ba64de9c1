import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, readMigrations } from '../src/shared/db/migrate';
import { createPgliteDb } from '../src/shared/db/pglite';
import { findRepoRoot } from '../src/config';

/** The engine's version, which names the dumps too: a dump is for the version that wrote it. */
function pgliteVersion(): string {
  // Its package.json is not in its exports: it sits above the entry's dist/ folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database every test file starts from (a data folder dump), or '' on PostgreSQL. */
    pgliteTemplate: string;
    /** A new embedded database with nothing in it, for the tests of migrations themselves, or '' on PostgreSQL. */
    pgliteEmpty: string;
    /** The folder of this run's test contexts (their DATA_DIR), removed when the run ends. */
    testDataRoot: string;
  }
}

/**
 * Migrates an embedded database once per run of the suite and dumps it; each worker loads that dump (test/test-db.ts)
 * instead of running every migration again, which on a busy machine took long enough to time out a file's setup. The dump is
 * named by the migrations' checksums, so a later run reuses it until a migration changes.
 *
 * A new database with nothing in it is dumped too, for the tests that migrate from scratch: making one (initdb) costs
 * several times the CPU of loading its dump. Both dumps are named by the engine's version as well.
 */
export default async function setup(project: TestProject) {
  // Removed once every file has run: a context's folder is not removed when its file ends, since what a test started
  // last may still be opening a file in it then (a read stream opens on a later tick).
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-test-run-'));
  project.provide('testDataRoot', dataRoot);
  const teardown = () => rmSync(dataRoot, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    project.provide('pgliteEmpty', '');
    return teardown;
  }
  const migrations = readMigrations(path.join(findRepoRoot(), 'db/migrations'));
  const engine = `pglite ${pgliteVersion()}`;
  const key = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
  const folder = path.join(os.tmpdir(), 'dayleaf-test-templates');
  const empty = path.join(folder, `pglite-empty-${key(engine)}.tar`);
  const migrated = path.join(folder, `pglite-${key([engine, ...migrations.map((m) => `${m.name}:${m.checksum}`)].join('\n'))}.tar`);
  if (!existsSync(empty) || !existsSync(migrated)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const db = await createPgliteDb();
    if (!existsSync(empty)) await writeAside(empty, await db.pglite.dumpDataDir('none'));
    await migrate(db, migrations);
    if (!existsSync(migrated)) await writeAside(migrated, await db.pglite.dumpDataDir('none'));
    await db.close();
  }
  project.provide('pgliteTemplate', migrated);
  project.provide('pgliteEmpty', empty);
  return teardown;
}

/** Written aside and renamed, so a run that starts meanwhile never reads half a file. */
async function writeAside(file: string, dump: Blob): Promise<void> {
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(partial, file);
}
