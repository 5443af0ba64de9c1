import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

// Any fixed number: every instance takes the same lock, so two starting together apply each migration once.
const MIGRATION_LOCK_KEY = 72_410_931;

export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Applies pending migrations in order, each once and in its own transaction, under an advisory lock.
 * Refuses to go on when a migration that was applied has since been edited or removed.
 */
export async function migrate(db: Db, migrations: Migration[]): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      const { rows } = await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations');
      const known = new Map(rows.map((r) => [r.name, r.checksum]));
      for (const [name] of known) {
        if (!migrations.some((m) => m.name === name)) throw new MigrationError(`Applied migration ${name} is missing from db/migrations.`);
      }
      const previous = known.get(migration.name);
      if (previous !== undefined) {
        if (previous !== migration.checksum) {
          throw new MigrationError(`Migration ${migration.name} was edited after it was applied; add a new migration instead.`);
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [migration.name, migration.checksum]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
