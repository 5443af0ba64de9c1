import { createServer } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { createTestDb } from '../../../test/test-db';
import { DatabaseUnavailableError, type Db } from './db';
import { migrate, MigrationError, type Migration } from './migrate';
import { createPostgresDb } from './postgres';
import { gatedDb, retryWhileUnavailable } from './wait-for-database';

/** A loopback port nothing listens on: connecting to it is refused at once, as with a stopped server. */
async function deadPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

const MIGRATION: Migration = { name: '0001_appeared.sql', sql: 'CREATE TABLE appeared (id int);', checksum: 'c' };

let live: Db & { drop(): Promise<void> };
let down: Db;

beforeAll(async () => {
  live = await createTestDb({ migrate: false });
  down = createPostgresDb({ connectionString: `postgres://nobody@127.0.0.1:${await deadPort()}/nothing` });
});
afterAll(async () => {
  await down.close();
  await live.drop();
});

function recorder() {
  const delays: number[] = [];
  const logger = { warn: vi.fn() };
  return { delays, logger, sleep: async (ms: number) => void delays.push(ms) };
}

describe('retryWhileUnavailable', () => {
  it('when the database refuses connections and then comes up, then migrations are retried after each pause and applied once', async () => {
    const r = recorder();
    let current = down;
    // The server appears during the third pause, as a database started after the app does.
    const appearing: Db = {
      engine: 'postgres',
      query: (sql, params) => current.query(sql, params),
      exec: (sql) => current.exec(sql),
      transaction: (fn) => current.transaction(fn),
      close: async () => undefined,
      listen: () => ({ stop: async () => undefined }),
    };
    const sleep = async (ms: number) => {
      await r.sleep(ms);
      if (r.delays.length === 3) current = live;
    };

    const applied = await retryWhileUnavailable('migrations', () => migrate(appearing, [MIGRATION]), { logger: r.logger, sleep });

    expect(applied).toEqual(['0001_appeared.sql']);
    expect(r.delays).toEqual([500, 1000, 2000]);
    expect(r.logger.warn).toHaveBeenCalledTimes(3);
    expect(r.logger.warn.mock.calls[0]![1]).toBe('migrations: the database is unavailable; retrying in 500 ms');
    const { rows } = await live.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(rows).toEqual([{ name: '0001_appeared.sql' }]);
  });

  it('when the database stays down, then the pause doubles up to the cap', async () => {
    const r = recorder();
    let attempts = 0;
    const task = async () => {
      attempts += 1;
      if (attempts <= 6) await down.query('SELECT 1');
      return 'up';
    };

    expect(await retryWhileUnavailable('start', task, { sleep: r.sleep, firstDelayMs: 500, maxDelayMs: 5000 })).toBe('up');
    expect(r.delays).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });

  it('when a migration fails for another reason, then the error is thrown at once without a retry', async () => {
    const r = recorder();
    const broken: Migration = { name: '0001_broken.sql', sql: 'CREATE TABLE (;', checksum: 'b' };

    await expect(retryWhileUnavailable('migrations', () => migrate(live, [broken]), { sleep: r.sleep })).rejects.not.toBeInstanceOf(
      DatabaseUnavailableError,
    );
    await expect(retryWhileUnavailable('migrations', () => Promise.reject(new MigrationError('edited')), { sleep: r.sleep })).rejects.toThrow(
      'edited',
    );
    expect(r.delays).toEqual([]);
  });
});

describe('gatedDb', () => {
  it('when migrations are not applied yet, then queries and transactions fail as unavailable; once ready, they reach the database', async () => {
    let ready = false;
    const gated = gatedDb(live, () => ready);

    await expect(gated.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(gated.exec('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(gated.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    ready = true;
    expect((await gated.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect(await gated.transaction(async (tx) => (await tx.query<{ two: number }>('SELECT 2 AS two')).rows)).toEqual([{ two: 2 }]);
  });

  describe('behind the app', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({}, (deps) => ({ db: gatedDb(deps.db, () => false) }));
    });

    it('when the server listens before its migrations, then /api/health and signed-in routes answer 503', async () => {
      const health = await request(ctx.app).get('/api/health');
      const me = await request(ctx.app).get('/api/auth/me').set('Cookie', 'sid=some-session-token');

      expect(health.status).toBe(503);
      expect(me.status).toBe(503);
      expect(me.body).toEqual({ error: 'The service is temporarily unavailable. Please try again.', code: 'service_unavailable' });
    });
  });
});
