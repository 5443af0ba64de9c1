import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/test-db';
import { recordingDb } from '../../../test/recording-db';
import { atOf, FakeClock } from '../../shared/clock';
import { createChangeFeed, type ChangeFeed } from '../../shared/db/change-feed';
import type { ChannelHandlers, Db } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { createSessionStore, SESSION_CACHE_TTL_MS, type SessionStore } from './sessions';

/**
 * Sessions kept in the process (docs/decisions/033-session-cache.md, 074), on both engines: a kept session costs no
 * statement, and every way a session ends or its user's zone changes is seen once its notification is heard, whoever
 * made it (this store's statements, or a statement outside it, as another instance's). A use case waits for that with
 * the feed's caughtUp before it answers.
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

/** A store whose feed listens, and the feed. */
async function followingStore(): Promise<{ store: SessionStore; feed: ChangeFeed }> {
  const feed = createChangeFeed(db);
  const store = createSessionStore('secret', feed);
  const listening = feed.listen();
  following.push(listening);
  await listening.firstListening;
  return { store, feed };
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

describe('sessions kept in the process', () => {
  it('when a session was resolved once, then using it again runs no statement and gives the same user and place', async () => {
    const { store } = await followingStore();
    const token = await store.create(db, userId, atOf(clock));
    const first = await store.resolve(db, token, atOf(clock));
    let again: Awaited<ReturnType<SessionStore['resolve']>> = null;
    expect(await statementsOf(async () => (again = await store.resolve(db, token, atOf(clock))))).toBe(0);
    expect(again).toMatchObject({ userId, place: first!.place, extended: false });
  });

  it('when its feed does not listen, then every use reads the database', async () => {
    const store = createSessionStore('secret', createChangeFeed(db));
    const token = await store.create(db, userId, atOf(clock));
    await store.resolve(db, token, atOf(clock));
    expect(await statementsOf(() => store.resolve(db, token, atOf(clock)))).toBe(1);
  });

  it('when the session is logged out, ended by id or with all others, then once the feed caught up the next use is refused', async () => {
    const { store, feed } = await followingStore();
    const at = atOf(clock);
    // A user of this test's own, so the sessions listed are these four.
    const { rows } = await base.query<{ id: string }>(sql`INSERT INTO users (username, password_hash) VALUES ('ending', 'x') RETURNING id`);
    const owner = rows[0]!.id;
    const [a, b, c, d] = [await store.create(db, owner, at), await store.create(db, owner, at), await store.create(db, owner, at), await store.create(db, owner, at)];
    for (const token of [a, b, c, d]) await store.resolve(db, token, at);

    // As the use cases do: the write, then caughtUp before the answer.
    await store.destroy(db, a);
    await feed.caughtUp();
    expect(await store.resolve(db, a, at)).toBeNull();

    const other = (await store.list(db, owner, b, at)).find((s) => !s.current)!;
    await store.end(db, owner, other.id, b);
    await feed.caughtUp();
    const live: boolean[] = [];
    for (const token of [c, d]) live.push((await store.resolve(db, token, at)) !== null);
    expect(live.filter(Boolean)).toHaveLength(1);
    await store.endOthers(db, owner, b);
    await feed.caughtUp();
    expect(await store.resolve(db, c, at)).toBeNull();
    expect(await store.resolve(db, d, at)).toBeNull();
    expect(await store.resolve(db, b, at)).not.toBeNull();
  });

  it('when a session row is deleted or shortened by a statement outside the store (another instance, the cleanup), then the kept session goes too', async () => {
    const { store, feed } = await followingStore();
    const at = atOf(clock);
    const [gone, shortened] = [await store.create(db, userId, at), await store.create(db, userId, at)];
    await store.resolve(db, gone, at);
    await store.resolve(db, shortened, at);

    // The stored hash, as the store keys it with its secret.
    const hash = (token: string) => createHmac('sha256', 'secret').update(token).digest('base64url');
    expect((await base.query(sql`DELETE FROM sessions WHERE token_hash = ${hash(gone)}`)).rowCount).toBe(1);
    expect((await base.query(sql`UPDATE sessions SET expires_at = ${at.now} WHERE token_hash = ${hash(shortened)}`)).rowCount).toBe(1);
    await feed.caughtUp();
    expect(await store.resolve(db, gone, at)).toBeNull();
    expect(await store.resolve(db, shortened, at)).toBeNull();
  });

  it("when the user's zone changes outside the store, then the session's place follows", async () => {
    const { store, feed } = await followingStore();
    const token = await store.create(db, userId, atOf(clock));
    expect((await store.resolve(db, token, atOf(clock)))!.place.time_zone).toBe('UTC');
    await base.query(sql`UPDATE users SET time_zone = 'Asia/Tokyo', day_start_hour = 3 WHERE id = ${userId}`);
    try {
      await feed.caughtUp();
      expect((await store.resolve(db, token, atOf(clock)))!.place).toEqual({ time_zone: 'Asia/Tokyo', day_start_hour: 3 });
    } finally {
      await base.query(sql`UPDATE users SET time_zone = 'UTC', day_start_hour = 0 WHERE id = ${userId}`);
    }
  });

  it('when a lookup that began before a change answers after the change was heard, then what it read is not kept', async () => {
    const { store, feed } = await followingStore();
    const token = await store.create(db, userId, atOf(clock));
    let read!: () => void;
    const hasRead = new Promise<void>((resolve) => (read = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The lookup reads the row, then waits: meanwhile the user's zone changes and the change is heard.
    const slow: Db = { ...db, query: async (statement, params) => {
      const result = await db.query(statement, params);
      read();
      await gate;
      return result;
    } } as Db;
    const lookup = store.resolve(slow, token, atOf(clock));
    await hasRead;
    await base.query(sql`UPDATE users SET time_zone = 'Asia/Tokyo' WHERE id = ${userId}`);
    try {
      await feed.caughtUp();
      release();
      expect((await lookup)!.place.time_zone).toBe('UTC');
      let again: Awaited<ReturnType<SessionStore['resolve']>> = null;
      expect(await statementsOf(async () => (again = await store.resolve(db, token, atOf(clock))))).toBe(1);
      expect(again!.place.time_zone).toBe('Asia/Tokyo');
    } finally {
      await base.query(sql`UPDATE users SET time_zone = 'UTC' WHERE id = ${userId}`);
    }
  });

  it('when the listener is lost, then nothing is kept until it listens again', async () => {
    const { store } = await followingStore();
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
    const { store } = await followingStore();
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
