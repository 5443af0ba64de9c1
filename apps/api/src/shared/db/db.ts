import type { Sql } from './sql';

/** What feature code needs of a database: parameterised queries and transactions. Engine-agnostic. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface Queryable {
  /** A statement built with the `sql` tag (shared/db/sql.ts), or plain text with its parameters. */
  query<R = Record<string, unknown>>(statement: Sql | string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly engine: 'postgres' | 'pglite';
}

/** A database that is down or unreachable: answered as 503, not 500. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
