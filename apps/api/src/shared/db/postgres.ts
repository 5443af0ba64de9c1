import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { DatabaseUnavailableError, type ChannelHandlers, type Db, type Queryable, type QueryResult } from './db';
import { statementOf, type Sql } from './sql';
import { typeParsers } from './type-parsers';

const types = {
  getTypeParser: ((oid: number, format?: string) =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006']);

function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    (e.code !== undefined && CONNECTION_ERRORS.has(e.code)) ||
    /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(e.message ?? '')
  );
}

function wrap(err: unknown): never {
  throw isConnectionError(err) ? new DatabaseUnavailableError(err) : err;
}

/**
 * Every query is a named prepared statement: each connection parses and plans a statement once and then
 * only binds, which takes the planning off every hot request. Our SQL is fixed text with parameters, so
 * the number of names stays small.
 */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `q${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** How long a script (exec) may run before the client gives up on it. */
const SCRIPT_TIMEOUT_MS = 60 * 60_000;

export interface PostgresOptions {
  connectionString: string;
  /** Used by tests to give each file its own schema on one server. */
  searchPath?: string;
  max?: number;
  logger?: Logger;
}

export function createPostgresDb(opts: PostgresOptions): Db & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? 10,
    // Never wait forever for a connection or a statement: a stalled database becomes a 503 quickly.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 5000,
    query_timeout: 6000,
    options: `-c TimeZone=UTC${opts.searchPath ? ` -c search_path=${opts.searchPath}` : ''}`,
    types,
  });
  // An idle client losing its connection must not crash the process (node-postgres#1324).
  pool.on('error', (err) => opts.logger?.warn({ err }, 'idle database client failed'));

  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R>(statement: Sql | string, params?: unknown[]): Promise<QueryResult<R>> {
      const { text, values } = statementOf(statement, params);
      try {
        const res = await client.query({ name: statementName(text), text, values });
        return { rows: res.rows as R[], rowCount: res.rowCount ?? 0 };
      } catch (err) {
        return wrap(err);
      }
    },
    async exec(sql: string) {
      try {
        // Scripts are migrations: one that back-fills a large table may run for minutes while requests wait
        // with 503, so the client gives it longer than a query; it lifts the server's statement_timeout itself.
        // (pg reads query_timeout from the query's config too; its types only list it on the client's.)
        await client.query({ text: sql, query_timeout: SCRIPT_TIMEOUT_MS } as pg.QueryConfig);
      } catch (err) {
        wrap(err);
      }
    },
  });

  return {
    engine: 'postgres',
    pool,
    ...asQueryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        return wrap(err);
      }
      const onError = (err: Error) => opts.logger?.warn({ err }, 'database client failed in a transaction');
      client.on('error', onError);
      let broken: unknown;
      try {
        await client.query('BEGIN');
        const result = await fn(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackErr) {
          broken = rollbackErr;
        }
        return wrap(err);
      } finally {
        client.off('error', onError);
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    listen(channel, handlers) {
      return listenOn(opts, channel, handlers);
    },
    async close() {
      await pool.end();
    },
  };
}

/** How long a lost listener waits before connecting again: doubling from the first to the last. */
const RELISTEN_DELAYS_MS = { first: 250, last: 10_000 };

/**
 * LISTEN on a client of its own (a pooled one would be handed to queries): a notification arrives on it
 * whenever it is idle. A lost connection is reported, then made again with a growing wait until stopped.
 */
function listenOn(opts: PostgresOptions, channel: string, handlers: ChannelHandlers): { stop(): Promise<void> } {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RELISTEN_DELAYS_MS.first;
  const connect = async () => {
    const client = new pg.Client({ connectionString: opts.connectionString, connectionTimeoutMillis: 3000, options: '-c TimeZone=UTC' });
    current = client;
    let lost = false;
    const onLost = (err: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.end().catch(() => undefined);
      handlers.lost(err);
      if (stopped) return;
      opts.logger?.warn({ err }, `database listener for ${channel} lost; listening again`);
      retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RELISTEN_DELAYS_MS.last);
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('Connection ended.')));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      return onLost(err);
    }
    if (lost || stopped) return;
    delay = RELISTEN_DELAYS_MS.first;
    handlers.listening();
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
    },
  };
}
