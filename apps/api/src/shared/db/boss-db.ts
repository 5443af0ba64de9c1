import type PgBoss from 'pg-boss';
import type { Queryable } from './db';

/**
 * pg-boss's SQL through our Db, so the job queue runs on the app's own database, the embedded one too (reminders,
 * docs/decisions/031-reminders.md; domain events, 070). Scripts (its schema creation and migrations: several
 * statements, no parameters, run as one string with their own BEGIN/COMMIT and advisory lock) go through exec, which
 * both engines run as a simple query; everything else is one statement with parameters and goes through query. Given
 * a transaction, the jobs it sends are written in it, so they exist exactly when the transaction commits.
 */
export function bossDb(db: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values?.length && isScript(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      return db.query(text, values ?? []);
    },
  };
}

/** Several statements: a semicolon followed by more SQL (pg-boss's single statements carry no semicolons inside). */
function isScript(text: string): boolean {
  return /;\s*\S/.test(text.trim());
}
