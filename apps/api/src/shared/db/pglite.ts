import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { makePrivate } from '../private-files';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable, QueryResult } from './db';
import { statementOf, type Sql } from './sql';
import { typeParsers } from './type-parsers';


/**
 * Embedded PostgreSQL: persisted in dataDir, or in memory when none is given (tests). A persisted one has
 * exactly one owner: this process locks dataDir first, and a second opener fails at once with
 * DataDirInUseError (two openers would each overwrite what the other committed). close() releases it.
 * An in-memory one may start from `startFrom`, a data folder written by `dumpDataDir` (the tests' migrated template).
 */
export async function createPgliteDb(dataDir?: string, startFrom?: Blob): Promise<Db & { pglite: PGlite }> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers: typeParsers, loadDataDir: startFrom });
    await pglite.exec(`SET TimeZone = 'UTC'`);
    // The engine sets some files' modes itself, past the umask: 0666 for a new database's files, 0644 for the
    // caches it rewrites as it starts. What it writes later is 0600.
    if (dataDir) makePrivate(dataDir);
  } catch (err) {
    lock?.release();
    throw err;
  }

  const asQueryable = (conn: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R>(statement: Sql | string, params?: unknown[]): Promise<QueryResult<R>> {
      const { text, values } = statementOf(statement, params);
      const res = await conn.query<R>(text, values);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  });

  return {
    engine: 'pglite',
    pglite,
    ...asQueryable(pglite),
    // PGlite has one connection: its transaction holds it, so other queries wait until it ends.
    transaction: (fn) => pglite.transaction((tx) => fn(asQueryable(tx))),
    listen(channel, handlers) {
      // One process, one connection: never lost. Listeners run when the notifying statement's transaction commits.
      const unlisten = pglite.listen(channel, (payload) => handlers.notify(payload)).then((stop) => {
        handlers.listening();
        return stop;
      });
      return {
        async stop() {
          await (await unlisten)();
        },
      };
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
