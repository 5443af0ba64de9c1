import { expect } from 'vitest';
import { MARKER, type Listening } from '../src/shared/db/change-feed';
import { sql } from '../src/shared/db/sql';
import type { KeptPage } from '../src/features/challenges/kept-pages';
import { SESSION_CHANGES_CHANNEL, SESSION_TTL_MS } from '../src/features/auth/sessions';
import { atFileEnd } from './file-end';
import { bossSchemaOf } from './job-queue';
import { recordingDb } from './recording-db';
import { isPair } from '../src/features/friends';
import { createTestContext, makeFriends, PASSWORD, uniqueName, type SignedUp, type TestContext } from './test-app';

/*
 * What the tests of copies kept in the process share (shared/db/kept-copies.ts): a counted page load for the unit tests
 * (their database is test/listening-db.ts), and for the API tests an app whose statements can be counted and whose
 * notifications can be held back.
 */

/** A load that counts its calls and answers a page numbered by them. */
export function countingLoad(validUntil = Number.POSITIVE_INFINITY) {
  let calls = 0;
  const load = async (): Promise<KeptPage<number>> => ({ rows: [++calls], validUntil });
  return { load, calls: () => calls };
}

export type KeptCopiesContext = Awaited<ReturnType<typeof createKeptCopiesContext>>;

/**
 * The test app with its statements recorded, and notifications that can be held back and heard later in the order
 * they came, so a test can see that a write answers only once its own change is heard. With `listenTo`, the app's
 * feed listens on those channels (its copies are kept) from when this returns until the file ends.
 */
export async function createKeptCopiesContext(listenTo: string[] = []) {
  let rec!: ReturnType<typeof recordingDb>;
  let holding = false;
  const held: { payload: string; hear: () => void }[] = [];
  const ctx = await createTestContext({}, (base) => {
    rec = recordingDb(base.db);
    const db = rec.db;
    return {
      db: {
        ...db,
        listen: (channel, handlers) =>
          db.listen(channel, {
            ...handlers,
            notify: (payload) => (holding ? held.push({ payload, hear: () => handlers.notify(payload) }) : handlers.notify(payload)),
          }),
      },
    };
  });
  let following: Listening | null = null;
  const listen = async () => {
    following = ctx.deps.changes.listen(listenTo);
    await following.firstListening;
  };
  if (listenTo.length > 0) {
    // Asked for after the context's own teardown, so it runs first, while the database is open.
    atFileEnd(() => following?.stop());
    await listen();
  }
  const hold = (on: boolean) => {
    holding = on;
    if (!on) for (const { hear } of held.splice(0)) hear();
  };
  return {
    ctx,
    /**
     * Runs a write of this instance with the notifications held back: it must not answer before a marker of the feed
     * waits behind them (caughtUp), and once they are heard it answers, so the request after it sees the change.
     */
    async answersOnceHeard<T>(write: () => PromiseLike<T>): Promise<T> {
      hold(true);
      let answered = false;
      const writing = (async () => await write())().finally(() => (answered = true));
      try {
        expect(await until(async () => answered || held.some((h) => h.payload.startsWith(MARKER)))).toBe(true);
        expect(answered, 'the write answered before its change was heard').toBe(false);
      } finally {
        hold(false);
      }
      return writing;
    },
    /** Runs `fn` with the feed's listener lost, as a dropped connection loses it, and listens again after. */
    async withoutListener(fn: () => Promise<void>): Promise<void> {
      await following?.stop();
      try {
        await fn();
      } finally {
        await listen();
      }
    },
    /**
     * The statements `fn` ran. The job queue's own (its polls, on their timer, name its schema's tables) are not the
     * page's: on a busy machine one lands inside any window.
     */
    async statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
      const queueTables = `${await bossSchemaOf(ctx.deps.db)}.`;
      const statements = rec.start();
      try {
        await fn();
      } finally {
        rec.stop();
      }
      return statements.map((s) => s.sql).filter((sql) => !sql.includes(queueTables));
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
 * Checks that what a page serves equals what the full statement gives (`compare` reads both). A change told by a
 * notification shows once it is heard (`heard`: waited for, as `until` bounds it); anything else must show at once.
 * Either way the last comparison made is the one checked, so a difference fails with both sides shown.
 */
export async function expectServedAsRead(compare: () => Promise<{ got: unknown; want: unknown }>, heard: boolean): Promise<void> {
  let seen!: { got: unknown; want: unknown };
  const matches = async () => {
    seen = await compare();
    return JSON.stringify(seen.got) === JSON.stringify(seen.want);
  };
  if (heard) await until(matches);
  else await matches();
  expect(seen.got).toEqual(seen.want);
}

/**
 * Tests that move the clock by days or weeks keep their people signed in, as someone opening the app every day would,
 * so a 401 never stands in for the page under test. A session's new start is notified (migration 0024's trigger) and
 * heard before the next request.
 */
export async function staySignedIn(ctx: TestContext, people: (SignedUp | null)[]): Promise<void> {
  const ids = people.flatMap((p) => (p ? [p.user.id] : []));
  const now = ctx.clock.now();
  await ctx.deps.db.query(
    sql`UPDATE sessions SET created_at = ${now}, last_seen_at = ${now}, expires_at = ${new Date(now.getTime() + SESSION_TTL_MS)}
         WHERE user_id = ANY(${ids}::uuid[])`,
  );
  await ctx.deps.changes.caughtUp();
}

/**
 * Has the users' sessions read from the database on their next use, the way a change made elsewhere does: their ids
 * are notified on the sessions' channel, and heard before this returns.
 */
export async function notifySessionChanges(ctx: TestContext, userIds: string[]): Promise<void> {
  await ctx.deps.db.query(sql`SELECT pg_notify(${SESSION_CHANGES_CHANNEL}, id) FROM unnest(${userIds}::text[]) AS id`);
  await ctx.deps.changes.caughtUp();
}

/**
 * The changes to people that the kept-page property tests share: a new name, privacy, premium (`hours` from now, null
 * for none), a friendship made or ended, a deleted account, and time passing (with everyone kept signed in).
 */
export type PeopleStep =
  | { kind: 'rename'; who: number }
  | { kind: 'privacy'; who: number; private: boolean }
  | { kind: 'premium'; who: number; hours: number | null }
  | { kind: 'friends'; a: number; b: number; on: boolean }
  | { kind: 'delete'; who: number }
  | { kind: 'time'; hours: number };

/**
 * Makes one such change to `people` (a deleted person becomes null and a step naming one does nothing), and says
 * whether a notification tells it (`heard`, as `expectServedAsRead` takes it): friendships and time need none.
 */
export async function takePeopleStep(ctx: TestContext, people: (SignedUp | null)[], s: PeopleStep): Promise<boolean> {
  const person = 'who' in s ? people[s.who] : null;
  if ('who' in s && !person) return true;
  const uid = person?.user.id;
  switch (s.kind) {
    case 'rename':
      await ctx.deps.db.query(sql`UPDATE users SET username = ${uniqueName('re')} WHERE id = ${uid}::uuid`);
      return true;
    case 'privacy':
      await ctx.deps.db.query(sql`UPDATE users SET is_profile_private = ${s.private} WHERE id = ${uid}::uuid`);
      return true;
    case 'premium': {
      const end = s.hours === null ? null : new Date(ctx.clock.now().getTime() + s.hours * 3_600_000);
      await ctx.deps.db.query(sql`UPDATE users SET subscription_end_date = ${end} WHERE id = ${uid}::uuid`);
      return true;
    }
    case 'friends': {
      const [a, b] = [people[s.a], people[s.b]];
      if (!a || !b || a === b) return false;
      if (s.on) await makeFriends(ctx, a.user.id, b.user.id).catch(() => undefined);
      else await ctx.deps.db.query(sql`DELETE FROM friendships WHERE ${isPair(a.user.id, b.user.id)}`);
      return false;
    }
    case 'delete':
      await person!.agent.delete(`/api/users/${uid}`).send({ password: PASSWORD }).expect(204);
      people[s.who] = null;
      return true;
    case 'time':
      ctx.clock.advance(s.hours * 3_600_000);
      await staySignedIn(ctx, people);
      return false;
  }
}
