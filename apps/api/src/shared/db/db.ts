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

/** What a LISTEN on a channel reports (NOTIFY is delivered once the notifying transaction has committed). */
export interface ChannelHandlers {
  notify(payload: string): void;
  /** Listening, at first or again: notifications sent from now on arrive. */
  listening(): void;
  /** The listening connection was lost: notifications sent until `listening` comes again are missed. */
  lost(err: unknown): void;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** LISTENs on `channel` until stopped, on a connection of its own, reconnecting after a loss. Returns at once. */
  listen(channel: string, handlers: ChannelHandlers): { stop(): Promise<void> };
  readonly engine: 'postgres' | 'pglite';
}

/** A database that is down or unreachable: answered as 503, not 500. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
