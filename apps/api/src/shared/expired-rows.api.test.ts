import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../test/test-app';
import { atOf } from './clock';
import { readMigrations } from './db/migrate';
import { deleteExpiredRows, startExpiredRowCleanup } from './expired-rows';
import { EXPIRING_ROWS } from '../expiring-rows';

let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await signUp(ctx)).user.id;
});

async function sessionCount(): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]);
  return rows[0]!.n;
}

async function counterKeys(prefix: string): Promise<string[]> {
  const { rows } = await ctx.deps.db.query<{ key: string }>('SELECT key FROM rate_limit_hits WHERE key LIKE $1 ORDER BY key', [`${prefix}%`]);
  return rows.map((r) => r.key);
}

async function counter(key: string, resetInMs: number) {
  await ctx.deps.db.query('INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 3, $2)', [
    key,
    new Date(ctx.clock.now().getTime() + resetInMs),
  ]);
}

describe('deleteExpiredRows', () => {
  it('when a session was left idle past 30 days, then it is deleted; one used within them stays', async () => {
    await ctx.deps.db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    const idle = await ctx.deps.sessions.create(ctx.deps.db, userId, atOf(ctx.clock));
    ctx.clock.advanceDays(10);
    const active = await ctx.deps.sessions.create(ctx.deps.db, userId, atOf(ctx.clock));
    ctx.clock.advanceDays(20);
    expect(await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), EXPIRING_ROWS)).toMatchObject({ sessions: 1 });
    expect(await sessionCount()).toBe(1);
    expect(await ctx.deps.sessions.resolve(ctx.deps.db, active, atOf(ctx.clock))).not.toBeNull();
    expect(await ctx.deps.sessions.resolve(ctx.deps.db, idle, atOf(ctx.clock))).toBeNull();
  });

  it('when a session used every day is older than 90 days, then it is deleted', async () => {
    await ctx.deps.db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    const token = await ctx.deps.sessions.create(ctx.deps.db, userId, atOf(ctx.clock));
    for (let day = 0; day < 89; day++) {
      ctx.clock.advanceDays(1);
      expect(await ctx.deps.sessions.resolve(ctx.deps.db, token, atOf(ctx.clock))).not.toBeNull();
    }
    await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), EXPIRING_ROWS);
    expect(await sessionCount()).toBe(1);
    ctx.clock.advanceDays(1);
    await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), EXPIRING_ROWS);
    expect(await sessionCount()).toBe(0);
  });

  it('when a session row predates the absolute end on expires_at, then migration 0014 caps it and its age gets it deleted', async () => {
    await ctx.deps.db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    await ctx.deps.sessions.create(ctx.deps.db, userId, atOf(ctx.clock));
    // A row written before the 90-day rule: its sliding expiry reaches past the absolute end.
    await ctx.deps.db.query(`UPDATE sessions SET created_at = created_at - interval '91 days' WHERE user_id = $1`, [userId]);
    const capping = readMigrations(ctx.config.migrationsDir).find((m) => m.name === '0014_session_absolute_expiry.sql');
    await ctx.deps.db.exec(capping!.sql);
    await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), EXPIRING_ROWS);
    expect(await sessionCount()).toBe(0);
  });

  it('when rate-limit windows have passed, then their rows are deleted; running windows stay', async () => {
    await counter('cleanup-test:ended', -1);
    await counter('cleanup-test:ends-now', 0);
    await counter('cleanup-test:running', 1000);
    const deleted = await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), EXPIRING_ROWS);
    expect(deleted.rateLimits).toBeGreaterThanOrEqual(2);
    expect(await counterKeys('cleanup-test:')).toEqual(['cleanup-test:running']);
  });

  it('when more than a batch of rows are dead, then one pass deletes them all', async () => {
    await ctx.deps.db.query(
      `INSERT INTO rate_limit_hits (key, hits, reset_at) SELECT 'bulk-test:' || i, 1, $1 FROM generate_series(1, 2500) AS i`,
      [new Date(ctx.clock.now().getTime() - 1)],
    );
    await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), EXPIRING_ROWS);
    expect(await counterKeys('bulk-test:')).toEqual([]);
  });

  // Only PostgreSQL (DATABASE_URL) runs the passes on separate connections; PGlite has one, so there they would
  // simply take turns and the test would prove nothing about SKIP LOCKED.
  it.runIf(process.env.DATABASE_URL)('when several passes run at once (as on several instances), then none fails and every dead row is gone once', async () => {
    await ctx.deps.db.query(
      `INSERT INTO rate_limit_hits (key, hits, reset_at) SELECT 'together-test:' || i, 1, $1 FROM generate_series(1, 1500) AS i`,
      [new Date(ctx.clock.now().getTime() - 1)],
    );
    const passes = await Promise.all([1, 2, 3].map(() => deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), EXPIRING_ROWS)));
    expect(passes.reduce((sum, p) => sum + (p.rateLimits ?? 0), 0)).toBe(1500);
    expect(await counterKeys('together-test:')).toEqual([]);
  });
});

describe('startExpiredRowCleanup', () => {
  it('when started, then a pass runs at once, and stop waits for it', async () => {
    await counter('schedule-test:ended', -1);
    const cleanup = startExpiredRowCleanup({ expiring: EXPIRING_ROWS, db: ctx.deps.db, clock: ctx.clock, logger: pino({ level: 'silent' }) });
    await cleanup.stop();
    expect(await counterKeys('schedule-test:')).toEqual([]);
  });

  it('when given the upload temp dir, then each pass removes the files left there over an hour ago and keeps newer ones', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-stale-'));
    try {
      writeFileSync(path.join(dir, 'left-by-a-crash'), 'x');
      writeFileSync(path.join(dir, 'upload-running'), 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
      utimesSync(path.join(dir, 'left-by-a-crash'), twoHoursAgo, twoHoursAgo);
      const cleanup = startExpiredRowCleanup({ expiring: EXPIRING_ROWS, db: ctx.deps.db, clock: ctx.clock, logger: pino({ level: 'silent' }), uploadTmpDir: dir });
      await cleanup.stop();
      expect(readdirSync(dir)).toEqual(['upload-running']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when a pass fails, then it is logged as a warning and not thrown', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const failing = { ...ctx.deps.db, query: () => Promise.reject(new Error('database down')) };
    const cleanup = startExpiredRowCleanup({ expiring: EXPIRING_ROWS, db: failing, clock: ctx.clock, logger });
    await cleanup.stop();
    expect(lines.some((l) => l.includes('expired row cleanup failed'))).toBe(true);
  });
});
