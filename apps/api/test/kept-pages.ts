import type { ChannelHandlers, Db } from '../src/shared/db/db';
import { sql } from '../src/shared/db/sql';
import type { KeptPage } from '../src/features/challenges/kept-pages';
import { SESSION_TTL_MS } from '../src/features/auth/sessions';
import { recordingDb } from './recording-db';
import { createTestContext, type SignedUp, type TestContext } from './test-app';

/*
 * What the tests of pages kept in the process share (features/challenges/kept-pages.ts): a database that only listens
 * for the unit tests, and for the API tests an app whose statements can be counted and whose listener can be made deaf.
 */

/** A database that only listens: the test reports its listener's events itself. */
export function listeningDb() {
  let handlers: ChannelHandlers | null = null;
  let channel = '';
  const db = {
    listen: (name: string, h: ChannelHandlers) => {
      channel = name;
      handlers = h;
      return { stop: async () => undefined };
    },
  } as unknown as Db;
  return { db, events: () => handlers!, channel: () => channel };
}

/** A load that counts its calls and answers a page numbered by them. */
export function countingLoad(validUntil = Number.POSITIVE_INFINITY) {
  let calls = 0;
  const load = async (): Promise<KeptPage<number>> => ({ rows: [++calls], validUntil });
  return { load, calls: () => calls };
}

/**
 * The test app with its statements recorded, and a listener that hears nothing while `deaf(true)`, so a test can tell
 * this instance's own forgetting from a notification.
 */
export async function createKeptPageContext() {
  let rec!: ReturnType<typeof recordingDb>;
  let deaf = false;
  const ctx = await createTestContext({}, (base) => {
    rec = recordingDb(base.db);
    const db = rec.db;
    return { db: { ...db, listen: (channel, handlers) => db.listen(channel, { ...handlers, notify: (p) => deaf || handlers.notify(p) }) } };
  });
  return {
    ctx,
    deaf: (on: boolean) => {
      deaf = on;
    },
    /** The statements `fn` ran. */
    async statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
      const statements = rec.start();
      try {
        await fn();
      } finally {
        rec.stop();
      }
      return statements.map((s) => s.sql);
    },
  };
}

/**
 * Waits for a condition a notification brings about, trying at most `tries` times 10 ms apart, and says whether it
 * held. Loopback delivers in well under a millisecond, so the bound only keeps a wrong page from waiting out the
 * test's timeout: the comparison after it then fails with the difference.
 */
export async function until(condition: () => Promise<boolean>, tries = 500): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

/**
 * Tests that move the clock by days or weeks keep their people signed in, as someone opening the app every day would,
 * so a 401 never stands in for the page under test.
 */
export async function staySignedIn(ctx: TestContext, people: (SignedUp | null)[]): Promise<void> {
  const ids = people.flatMap((p) => (p ? [p.user.id] : []));
  const now = ctx.clock.now();
  await ctx.deps.db.query(
    sql`UPDATE sessions SET created_at = ${now}, last_seen_at = ${now}, expires_at = ${new Date(now.getTime() + SESSION_TTL_MS)}
         WHERE user_id = ANY(${ids}::uuid[])`,
  );
  for (const id of ids) ctx.deps.sessions.forgetUser(id);
}
