import { describe, expect, it } from 'vitest';
import { createTestDb } from './test-db';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;
const engineOf = (db: TestDb) => (db as TestDb & { pglite: unknown }).pglite;
const count = async (db: TestDb, table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

// The worker's embedded database (test/test-db.ts): on PostgreSQL every file has a schema of its own instead.
describe.skipIf(process.env.DATABASE_URL)("the worker's database, handed from file to file", () => {
  it('when a file wrote rows, then the next file gets the same database with no rows but what the migrations wrote', async () => {
    const first = await createTestDb();
    const trophies = await count(first, 'trophies');
    await first.query(`INSERT INTO users (username, password_hash) VALUES ('left_behind', 'x')`);
    await first.drop();

    const next = await createTestDb();
    expect(engineOf(next)).toBe(engineOf(first));
    expect(await count(next, 'users')).toBe(0);
    expect(await count(next, 'trophies')).toBe(trophies);
    expect(trophies).toBeGreaterThan(0);
    await next.drop();
  });

  it('when a file changed a function or a row the migrations wrote, then the next file gets a newly loaded database', async () => {
    const first = await createTestDb();
    await first.query(`CREATE OR REPLACE FUNCTION feed_inline_friends() RETURNS integer LANGUAGE sql IMMUTABLE AS 'SELECT 1'`);
    await first.drop();
    const second = await createTestDb();
    expect(engineOf(second)).not.toBe(engineOf(first));
    const original = (await second.query<{ n: number }>('SELECT feed_inline_friends() AS n')).rows[0]!.n;
    expect(original).not.toBe(1);

    await second.query(`UPDATE trophies SET name = 'Renamed' WHERE id = 'streak-3'`);
    await second.drop();
    const third = await createTestDb();
    expect(engineOf(third)).not.toBe(engineOf(second));
    expect((await third.query<{ name: string }>(`SELECT name FROM trophies WHERE id = 'streak-3'`)).rows[0]!.name).not.toBe('Renamed');
    await third.drop();
  });

  it('when a file closed its database, then the next file gets a newly loaded one', async () => {
    const first = await createTestDb();
    await first.close();
    await first.drop();
    const next = await createTestDb();
    expect(await count(next, 'users')).toBe(0);
    await next.drop();
  });

  it('when two databases are asked for at once, then they are two', async () => {
    const [a, b] = await Promise.all([createTestDb(), createTestDb()]);
    expect(engineOf(a)).not.toBe(engineOf(b));
    await a.query(`INSERT INTO users (username, password_hash) VALUES ('only_in_a', 'x')`);
    expect(await count(b, 'users')).toBe(0);
    await Promise.all([a.drop(), b.drop()]);
  });
});
