import type { Queryable } from '../src/shared/db/db';
import type { TestContext } from './test-app';

/**
 * For lock-order tests (PostgreSQL: only it runs transactions side by side): hold one side's locks in a transaction,
 * start the other side, and look at who waits for whom (docs/conventions.md, "Lock order for friendships"). `context`
 * is read when a probe runs, so a file may call this before its beforeAll has made the context.
 */
export function lockProbes(context: () => TestContext) {
  const db = () => context().deps.db;
  return {
    /** Runs `hold` in a transaction on a connection of its own and keeps it open, with its locks, until released. */
    async holding(hold: (tx: Queryable) => Promise<unknown>): Promise<{ pid: number; release: () => Promise<void> }> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: (pid: number) => void;
      const pid = new Promise<number>((resolve) => (held = resolve));
      const done = db().transaction(async (tx) => {
        await hold(tx);
        held((await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
        await released;
      });
      return { pid: await pid, release: async () => (release(), await done) };
    },

    /** Whether the user's row can be locked right now in `mode` (FOR UPDATE by default), without waiting for anyone. */
    rowFree: (userId: string, mode: 'UPDATE' | 'NO KEY UPDATE' | 'KEY SHARE' = 'UPDATE') =>
      db().transaction((tx) => tx.query(`SELECT 1 FROM users WHERE id = $1 FOR ${mode} NOWAIT`, [userId]).then(() => true, () => false)),

    /** How many sessions wait for the one with backend `pid`, directly or queued behind another that waits for it. */
    queuedBehind: async (pid: number) =>
      (
        await db().query<{ n: number }>(
          `WITH RECURSIVE queue(pid) AS (SELECT $1::int UNION SELECT a.pid FROM pg_stat_activity a JOIN queue q ON q.pid = ANY(pg_blocking_pids(a.pid)))
           SELECT count(*)::int - 1 AS n FROM queue`,
          [pid],
        )
      ).rows[0]!.n,

    /** How many sessions wait for the one with backend `pid`. */
    waitingOn: async (pid: number) =>
      (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid])).rows[0]!.n,
  };
}
