import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, readMigrations } from '../src/shared/db/migrate';
import { createPgliteDb } from '../src/shared/db/pglite';
import { findRepoRoot } from '../src/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database every test file starts from (a data folder dump), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates an embedded database once per run of the suite and dumps it; each test file loads that dump instead of
 * running every migration again, which on a busy machine took long enough to time out a file's setup. The dump is
 * named by the migrations' checksums, so a later run reuses it until a migration changes.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const migrations = readMigrations(path.join(findRepoRoot(), 'db/migrations'));
  const key = createHash('sha256')
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const folder = path.join(os.tmpdir(), 'dayleaf-test-templates');
  const file = path.join(folder, `pglite-${key}.tar`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const db = await createPgliteDb();
    await migrate(db, migrations);
    const dump = await db.pglite.dumpDataDir('none');
    await db.close();
    // Written aside and renamed, so a run that starts meanwhile never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
