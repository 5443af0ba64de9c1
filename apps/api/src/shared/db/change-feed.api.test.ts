import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/test-db';
import { createChangeFeed, MARKER, type ChangeFeed, type Listening } from './change-feed';
import { sql } from './sql';

/**
 * caughtUp on the engine itself, PGlite and PostgreSQL (DATABASE_URL): the marker comes back after every notification
 * committed before it, from the same connection or another one (PostgreSQL's listener has a connection of its own).
 */
let db: Awaited<ReturnType<typeof createTestDb>>;
let feed: ChangeFeed;
let listening: Listening;
const heard: string[] = [];
let statements = 0;
// A channel of this file's own: on PostgreSQL the test files share the server's notifications.
const channel = `dayleaf_test_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  db = await createTestDb();
  feed = createChangeFeed({
    query: (statement, params) => (statements++, db.query(statement, params)),
    listen: (name, handlers) => db.listen(name, handlers),
  });
  feed.follow(channel, { changed: (payload) => void heard.push(payload), keep: () => undefined });
  listening = feed.listen();
  await listening.firstListening;
});
afterAll(async () => {
  await listening.stop();
  await db.drop();
});

const notifyInTransaction = (payload: string) => db.transaction((tx) => tx.query(sql`SELECT pg_notify(${channel}, ${payload})`));

describe('the change feed on the database engine', () => {
  it('when a transaction that notified has committed, then caughtUp resolves once its notification was heard, for one statement', async () => {
    for (let i = 0; i < 30; i++) {
      await notifyInTransaction(`one ${i}`);
      const before = statements;
      await feed.caughtUp();
      expect(statements - before).toBe(1);
      expect(heard).toContain(`one ${i}`);
    }
    // The markers are the feed's own business: the followers hear changes only.
    expect(heard.filter((payload) => payload.startsWith(MARKER))).toEqual([]);
  });

  it('when writers commit side by side, then each one caught up has heard its own notification', async () => {
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await notifyInTransaction(`side ${i}`);
        await feed.caughtUp();
        expect(heard).toContain(`side ${i}`);
      }),
    );
  });

  it('when the feed has stopped listening, then caughtUp resolves at once, with no statement', async () => {
    await listening.stop();
    const before = statements;
    await feed.caughtUp();
    expect(statements).toBe(before);
  });
});
