import type { Db, Queryable } from '../src/shared/db/db';
import { statementOf } from '../src/shared/db/sql';

export interface Recorded {
  sql: string;
  params: unknown[];
}

/**
 * The app's database with every statement recorded while a capture runs, inside transactions too.
 * BEGIN and COMMIT are not counted: they are the engine's, not round trips a query plan can avoid.
 */
export function recordingDb(db: Db): { db: Db; start(): Recorded[]; stop(): void } {
  let capture: Recorded[] | null = null;
  const wrap = (q: Queryable): Queryable => ({
    query: (statement, params) => {
      const { text, values } = statementOf(statement, params);
      capture?.push({ sql: text, params: values });
      return q.query(statement, params);
    },
    exec: (sql) => q.exec(sql),
  });
  const root = wrap(db);
  const wrapped: Db = {
    engine: db.engine,
    query: root.query,
    exec: root.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
    listen: (channel, handlers) => db.listen(channel, handlers),
  };
  return {
    db: wrapped,
    start: () => (capture = []),
    stop: () => {
      capture = null;
    },
  };
}
