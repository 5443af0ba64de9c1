import type { Queryable } from '../src/shared/db/db';

/**
 * Where a test's pg-boss keeps its tables. On PostgreSQL each test file has a schema of its own, and pg-boss's tables
 * go in it too, so files running side by side never work each other's jobs.
 */
export async function bossSchemaOf(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return rows[0]!.schema === 'public' ? 'pgboss' : rows[0]!.schema;
}
