import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/test-db';
import { recordingDb } from '../../../test/recording-db';
import { atOf, FakeClock } from '../../shared/clock';
import type { ChannelHandlers, Db } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { createSessionStore, SESSION_CACHE_TTL_MS, type SessionStore } from './sessions';

/**
 * Sessions kept in the process (docs/decisions/033-session-cache.md), on both engines: a kept session costs no
 * statement, and every way a session ends or its user's zone changes is seen; on this instance at once, from
 * elsewhere (a statement outside the store, as another instance's) once the notification arrives.
 */
let base: Awaited<ReturnType<typeof createTestDb>>;
let rec: ReturnType<typeof recordingDb>;
let listener: ChannelHandlers | null = null;
let db: Db;
const clock = new FakeClock();
let userId = '';

beforeAll(async () => {
  base = await createTestDb();
  rec = recordingDb(base);
  // The store's listener, so a test can report it lost the way a dropped connection would.
  db = {
    ...rec.db,
    listen: (channel, handlers) => {
      listener = handlers;
      return base.listen(channel, handlers);
    },
  };
  const { rows } = await base.query<{ id: string }>(
    sql`INSERT INTO users (username, password_hash) VALUES ('kept', 'x') RETURNING id`,
  );
  userId = rows[0]!.id;
});
afterAll(() => base.drop());

const following: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(following.splice(0).map((f) => f.stop()));
});

async function followingStore(): Promise<SessionStore> {
  const store = createSessionStore('secret');
  const changes = store.followChanges(db);
  following.push(changes);
  await changes.firstListening;
  return store;
}

/** How many statements `fn` ran. */
async function statementsOf(fn: () => Promise<unknown>): Promise<number> {
  const statements = rec.start();
  try {
    await fn();
  } finally {
    rec.stop();
  }
  return statements.length;
}

/** Waits for a condition, as long as the test's own timeout allows: a notification arrives when it arrives. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('sessions kept in the process', () => {
  it('when a session was resolved once, then using it again runs no statement and gives the same user and place', async () => {
    const store = await followingStore();
    const token = await store.create(db, userId, atOf(clock));
    const first = await store.resolve(db, token, atOf(clock));
    let again: Awaited<ReturnType<SessionStore['resolve']>> = null;
    expect(await statementsOf(async () => (again = await store.resolve(db, token, atOf(clock))))).toBe(0);
    expect(again).toMatchObject({ userId, place: first!.place, extended: false });
  });

  it('when the store does not follow changes, then every use reads the database', async () => {
    const store = createSessionStore('secret');
    const token = await store.create(db, userId, atOf(clock));
    await store.resolve(db, token, atOf(clock));
    expect(await statementsOf(() => store.resolve(db, token, atOf(clock)))).toBe(1);
  });

  it('when the session is logged out, ended by id or with all others, then the next use on this instance is refused at once', async () => {
    const store = await followingStore();
    const at = atOf(clock);
    const [a, b, c] = [await store.create(db, userId, at), await store.create(db, userId, at), await store.create(db, userId, at)];
    for (const token of [a, b, c]) await store.resolve(db, token, at);

    await store.destroy(db, a);
    expect(await store.resolve(db, a, at)).toBeNull();

    const listed = await store.list(db, userId, b, at);
    await store.end(db, userId, listed.find((s) => !s.current && s.id)!.id, b);
    await store.endOthers(db, userId, b);
    expect(await store.resolve(db, c, at)).toBeNull();
    expect(await store.resolve(db, b, at)).not.toBeNull();
  });

  it('when a session row is deleted or shortened by a statement outside the store (another instance, the cleanup), then the kept session goes too', async () => {
    const store = await followingStore();
    const at = atOf(clock);
    const [gone, shortened] = [await store.create(db, userId, at), await store.create(db, userId, at)];
    await store.resolve(db, gone, at);
    await store.resolve(db, shortened, at);

    // The stored hash, as the store keys it with its secret.
    const hash = (token: string) => createHmac('sha256', 'secret').update(token).digest('base64url');
    expect((await base.query(sql`DELETE FROM sessions WHERE token_hash = ${hash(gone)}`)).rowCount).toBe(1);
    expect((await base.query(sql`UPDATE sessions SET expires_at = ${at.now} WHERE token_hash = ${hash(shortened)}`)).rowCount).toBe(1);
    await until(async () => (await store.resolve(db, gone, at)) === null);
    await until(async () => (await store.resolve(db, shortened, at)) === null);
  });

  it("when the user's zone changes outside the store, then the session's place follows", async () => {
    const store = await followingStore();
    const token = await store.create(db, userId, atOf(clock));
    expect((await store.resolve(db, token, atOf(clock)))!.place.time_zone).toBe('UTC');
    await base.query(sql`UPDATE users SET time_zone = 'Asia/Tokyo', day_start_hour = 3 WHERE id = ${userId}`);
    try {
      await until(async () => (await store.resolve(db, token, atOf(clock)))!.place.time_zone === 'Asia/Tokyo');
      expect((await store.resolve(db, token, atOf(clock)))!.place).toEqual({ time_zone: 'Asia/Tokyo', day_start_hour: 3 });
    } finally {
      await base.query(sql`UPDATE users SET time_zone = 'UTC', day_start_hour = 0 WHERE id = ${userId}`);
    }
  });

  it('when a lookup that began before a forget answers after it, then what it read is not kept', async () => {
    const store = await followingStore();
    const token = await store.create(db, userId, atOf(clock));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The lookup reads the row, then waits: meanwhile the user's sessions are forgotten (an ending committed).
    const slow: Db = { ...db, query: async (statement, params) => {
      const result = await db.query(statement, params);
      await gate;
      return result;
    } } as Db;
    const lookup = store.resolve(slow, token, atOf(clock));
    store.forgetUser(userId);
    release();
    expect(await lookup).not.toBeNull();
    expect(await statementsOf(() => store.resolve(db, token, atOf(clock)))).toBe(1);
  });

  it('when the listener is lost, then nothing is kept until it listens again', async () => {
    const store = await followingStore();
    const token = await store.create(db, userId, atOf(clock));
    await store.resolve(db, token, atOf(clock));
    listener!.lost(new Error('connection reset'));
    expect(await statementsOf(() => store.resolve(db, token, atOf(clock)))).toBe(1);
    expect(await statementsOf(() => store.resolve(db, token, atOf(clock)))).toBe(1);
    listener!.listening();
    await store.resolve(db, token, atOf(clock));
    expect(await statementsOf(() => store.resolve(db, token, atOf(clock)))).toBe(0);
  });

  it('when a kept session is a minute old, or due for its hourly touch, then it is read again', async () => {
    const store = await followingStore();
    const token = await store.create(db, userId, atOf(clock));
    await store.resolve(db, token, atOf(clock));
    clock.advance(SESSION_CACHE_TTL_MS);
    expect(await statementsOf(() => store.resolve(db, token, atOf(clock)))).toBe(1);
    expect(await statementsOf(() => store.resolve(db, token, atOf(clock)))).toBe(0);
    clock.advance(3_600_000);
    let touched: Awaited<ReturnType<SessionStore['resolve']>> = null;
    expect(await statementsOf(async () => (touched = await store.resolve(db, token, atOf(clock))))).toBe(1);
    expect(touched!.extended).toBe(true);
  });
});
