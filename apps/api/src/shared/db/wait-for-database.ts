import type { Logger } from 'pino';
import { DatabaseUnavailableError, type Db, type Queryable } from './db';
import type { Sql } from './sql';

export interface RetryOptions {
  logger?: Pick<Logger, 'warn'>;
  firstDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` until it stops failing with DatabaseUnavailableError, doubling the pause between attempts
 * up to `maxDelayMs`. Any other error is thrown at once: a broken migration must still stop the start.
 */
export async function retryWhileUnavailable<T>(what: string, task: () => Promise<T>, o: RetryOptions = {}): Promise<T> {
  const sleep = o.sleep ?? wait;
  const maxDelayMs = o.maxDelayMs ?? 5000;
  let delayMs = o.firstDelayMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (err) {
      if (!(err instanceof DatabaseUnavailableError)) throw err;
      const reason = err.cause instanceof Error ? err.cause.message : String(err.cause);
      o.logger?.warn({ attempt, retryInMs: delayMs, reason }, `${what}: the database is unavailable; retrying in ${delayMs} ms`);
      await sleep(delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}

/**
 * The database as requests see it: until `isReady()`, every call fails as unavailable (a 503), so no
 * request meets a schema the migrations have not built yet.
 */
export function gatedDb(db: Db, isReady: () => boolean): Db {
  const notYet = () => Promise.reject(new DatabaseUnavailableError(new Error('Migrations have not been applied yet.')));
  return {
    engine: db.engine,
    query: <R>(statement: Sql | string, params?: unknown[]) => (isReady() ? db.query<R>(statement, params) : notYet()),
    exec: (sql: string) => (isReady() ? db.exec(sql) : notYet()),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => (isReady() ? db.transaction(fn) : notYet()),
    close: () => db.close(),
    // Before the migrations the listener only reconnects; notifications need no table.
    listen: (channel, handlers) => db.listen(channel, handlers),
  };
}
