import fc from 'fast-check';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSamePages } from '../../../test/assertions';
import { createTestDb, migrationsDir } from '../../../test/test-db';
import { befriend, friendshipSteps, takeFriendshipStep, unfriendRequest, type FriendshipStep } from '../../../test/factories/friends';
import { jpegPhoto } from '../../../test/factories/photos';
import { sharePhoto } from '../../../test/factories/posts';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { atOf } from '../../shared/clock';
import { migrate, readMigrations } from '../../shared/db/migrate';
import type { Queryable } from '../../shared/db/db';
import { empty, sql } from '../../shared/db/sql';
import { drainFeedJobs, startFeedFanout } from './feed-timeline';
import { friendIds } from '../friends/friendship';
import { cursorTime, pageFrom, type Keyed, type Keyset, type Page } from '../../shared/http/pagination';
import * as repo from './repo';

/**
 * The stored timeline (feed_items, docs/decisions/025-feed-timeline.md) against the feed as it was computed
 * before it: on read, from the viewer's and their friends' posts. After any sequence of shares, deletes and
 * friendships made and ended (some run at the same time), and once the fan-out jobs are drained, every page
 * of every user's feed holds the same posts in the same order, with the same cursors.
 */

let ctx: TestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await jpegPhoto(16, 12);
  // Bounds low enough that the jobs do part of nearly every fan-out and back-fill.
  await ctx.deps.db.query(`CREATE OR REPLACE FUNCTION feed_inline_friends() RETURNS integer LANGUAGE sql IMMUTABLE AS 'SELECT 1'`);
  await ctx.deps.db.query(`CREATE OR REPLACE FUNCTION feed_backfill_posts() RETURNS integer LANGUAGE sql IMMUTABLE AS 'SELECT 2'`);
});

/** The feed query before the timeline (fan-out on read), kept as the oracle: ids and cursors of a page. */
async function oraclePage(db: Queryable, viewerId: string, before: Keyset | null, limit: number): Promise<Page<{ id: string }>> {
  const fetch = limit + 1;
  const older = before ? sql`AND (q.created_at, q.id) < (${before.at}::timestamptz, ${before.id}::uuid)` : empty;
  const { rows } = await db.query<Keyed<{ id: string }>>(
    sql`WITH authors(id) AS (SELECT ${viewerId}::uuid UNION ALL ${friendIds(viewerId)})
     SELECT p.id, ${cursorTime('p.created_at')} AS cursor_at, p.id AS cursor_id
       FROM (
         SELECT q.* FROM authors a
          CROSS JOIN LATERAL (
            SELECT * FROM posts q WHERE q.user_id = a.id ${older}
             ORDER BY q.created_at DESC, q.id DESC LIMIT ${fetch}
          ) q
          ORDER BY q.created_at DESC, q.id DESC
          LIMIT ${fetch}
       ) p
       JOIN users u ON u.id = p.user_id
      ORDER BY p.created_at DESC, p.id DESC`,
  );
  return pageFrom(rows, { limit });
}

/** Every page of both, walked by their own cursors; they must agree page by page. */
async function expectSameFeed(viewerId: string, limit: number): Promise<number> {
  const at = atOf(ctx.clock);
  return expectSamePages<{ id: string }>(
    async (before) => (await repo.feedPage(ctx.deps.db, viewerId, at, { before, limit })).read(),
    (before) => oraclePage(ctx.deps.db, viewerId, before, limit),
    (items) => items.map((p) => p.id),
  );
}

async function timelineRows(): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feed_items');
  return rows[0]!.n;
}

type Op =
  | { kind: 'share'; author: number }
  | { kind: 'delete'; pick: number }
  | FriendshipStep
  | { kind: 'drain' };

// Three people, so the pairs a sequence befriends, posts in and ends come up often.
const USERS = 3;
const person = fc.integer({ min: 0, max: USERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('share' as const), author: person }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  ...friendshipSteps(person),
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drain' as const) }) },
);
/** Steps of one to three operations sent at the same time. */
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 4, maxLength: 12 });

async function run(people: SignedUp[], posts: string[], o: Op): Promise<void> {
  switch (o.kind) {
    case 'share': {
      const p = people[o.author]!;
      posts.push((await sharePhoto(p, photo, 'Step')).id);
      return;
    }
    case 'delete': {
      if (posts.length === 0) return;
      const id = posts[o.pick % posts.length]!;
      const { rows } = await ctx.deps.db.query<{ user_id: string }>('SELECT user_id FROM posts WHERE id = $1', [id]);
      const owner = people.find((p) => p.user.id === rows[0]?.user_id);
      if (!owner) return;
      const res = await owner.agent.delete(`/api/posts/${id}`);
      expect([200, 404], res.text).toContain(res.status);
      return;
    }
    case 'befriend':
    case 'unfriend':
      return takeFriendshipStep(ctx, people, o);
    case 'drain':
      await drainFeedJobs(ctx.deps.db, { batch: 1 });
  }
}

describe('the feed timeline', () => {
  it('when posts, deletes and friendships made and ended run in any order, then every page equals the feed computed on read', async () => {
    await fc.assert(
      fc.asyncProperty(steps, fc.integer({ min: 1, max: 4 }), async (plan, limit) => {
        const people = await Promise.all(Array.from({ length: USERS }, () => signUp(ctx)));
        const posts: string[] = [];
        for (const step of plan) await Promise.all(step.map((o) => run(people, posts, o)));
        await drainFeedJobs(ctx.deps.db, { batch: 2 });
        const { rows } = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feed_fanout_jobs');
        expect(rows[0]!.n).toBe(0);
        for (const p of people) await expectSameFeed(p.user.id, limit);
        // The route serves the same first page as the repository it reads.
        const first = await people[0]!.agent.get(`/api/users/${people[0]!.user.id}/friend-posts?limit=${limit}`).expect(200);
        const oracle = await oraclePage(ctx.deps.db, people[0]!.user.id, null, limit);
        expect(first.body.map((p: { id: string }) => p.id)).toEqual(oracle.items.map((p) => p.id));
        expect(first.headers['x-next-cursor'] ?? null).toEqual(oracle.next);
      }),
      { numRuns: 8 },
    );
  }, 240_000);

  it('when a friend is removed, then each loses the other\'s posts and keeps their own and others\'', async () => {
    const [a, b, c] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, a.user.id, b.user.id);
    await makeFriends(ctx, a.user.id, c.user.id);
    for (const p of [a, b, c]) await sharePhoto(p, photo);
    await drainFeedJobs(ctx.deps.db);
    const before = await timelineRows();
    await a.agent.delete(`/api/users/${a.user.id}/friends/${b.user.id}`).expect(200);
    expect(await timelineRows()).toBe(before - 2);
    const feed = await a.agent.get(`/api/users/${a.user.id}/friend-posts`).expect(200);
    expect(feed.body.map((p: { user: { id: string } }) => p.user.id).sort()).toEqual([a.user.id, c.user.id].sort());
    await expectSameFeed(b.user.id, 20);
  });

  it('when a post is deleted, then it leaves every timeline', async () => {
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, a.user.id, b.user.id);
    const shared = await sharePhoto(a, photo);
    const { rows } = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feed_items WHERE post_id = $1', [shared.id]);
    expect(rows[0]!.n).toBe(2);
    await a.agent.delete(`/api/posts/${shared.id}`).expect(200);
    const after = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feed_items WHERE post_id = $1', [shared.id]);
    expect(after.rows[0]!.n).toBe(0);
  });

  it('when the author has more friends than are written inline, then the share leaves a job and the running fan-out gives every friend the post', async () => {
    const author = await signUp(ctx);
    const friends = await Promise.all(Array.from({ length: 4 }, () => signUp(ctx)));
    for (const f of friends) await makeFriends(ctx, author.user.id, f.user.id);
    const shared = await sharePhoto(author, photo);
    const rowsOf = async () =>
      (await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feed_items WHERE post_id = $1', [shared.id])).rows[0]!.n;
    // This file's bound is one friend: the author's row and one friend's, and a job for the other three.
    expect(await rowsOf()).toBe(2);
    const jobs = await ctx.deps.db.query<{ post_id: string }>('SELECT post_id FROM feed_fanout_jobs');
    expect(jobs.rows).toEqual([{ post_id: shared.id }]);
    const fanout = startFeedFanout({ db: ctx.deps.db, logger: pino({ level: 'silent' }) }, 10);
    try {
      await expect.poll(rowsOf, { timeout: 20_000 }).toBe(5);
    } finally {
      await fanout.stop();
    }
    for (const f of friends) {
      const feed = await f.agent.get(`/api/users/${f.user.id}/friend-posts`).expect(200);
      expect(feed.body.map((p: { id: string }) => p.id)).toEqual([shared.id]);
    }
    expect((await ctx.deps.db.query('SELECT 1 FROM feed_fanout_jobs')).rows).toEqual([]);
  });

  it("when a friendship starts with someone who has more posts than are copied inline, then the newest come at once and the job brings the rest", async () => {
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.unshift((await sharePhoto(b, photo)).id);
    await befriend(a, b);
    // This file copies two posts inline.
    const now = await a.agent.get(`/api/users/${a.user.id}/friend-posts`).expect(200);
    expect(now.body.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 2));
    await drainFeedJobs(ctx.deps.db);
    const later = await a.agent.get(`/api/users/${a.user.id}/friend-posts`).expect(200);
    expect(later.body.map((p: { id: string }) => p.id)).toEqual(ids);
  });

  it('when a friendship ends before its back-fill job runs, then the job is dropped and none of their posts stay', async () => {
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    for (let i = 0; i < 3; i += 1) await sharePhoto(b, photo);
    await makeFriends(ctx, a.user.id, b.user.id);
    const pending = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feed_fanout_jobs WHERE reader_id = $1', [a.user.id]);
    expect(pending.rows[0]!.n).toBe(1);
    await a.agent.delete(`/api/users/${a.user.id}/friends/${b.user.id}`).expect(200);
    expect((await ctx.deps.db.query('SELECT 1 FROM feed_fanout_jobs WHERE reader_id = $1', [a.user.id])).rows).toEqual([]);
    await drainFeedJobs(ctx.deps.db);
    await expectSameFeed(a.user.id, 20);
    const feed = await a.agent.get(`/api/users/${a.user.id}/friend-posts`).expect(200);
    expect(feed.body).toEqual([]);
  });

  it('when a fan-out and a back-fill each take several batches, then every friend gets the post and the reader every post, once', async () => {
    const author = await signUp(ctx);
    const friends = await Promise.all(Array.from({ length: 7 }, () => signUp(ctx)));
    for (const f of friends) await makeFriends(ctx, author.user.id, f.user.id);
    const posts: string[] = [];
    for (let i = 0; i < 7; i += 1) posts.unshift((await sharePhoto(author, photo)).id);
    const reader = await signUp(ctx);
    await makeFriends(ctx, reader.user.id, author.user.id);
    // Batches of two: seven friends per post and seven posts for the new friend take four batches each.
    await drainFeedJobs(ctx.deps.db, { batch: 2 });
    for (const p of [...friends, reader]) {
      const feed = await p.agent.get(`/api/users/${p.user.id}/friend-posts`).expect(200);
      expect(feed.body.map((x: { id: string }) => x.id)).toEqual(posts);
    }
    expect((await ctx.deps.db.query('SELECT 1 FROM feed_fanout_jobs')).rows).toEqual([]);
  });

  it('when many friends share while a friendship of theirs is made and ended at the same time, then the timelines agree with the feed on read', async () => {
    const hub = await signUp(ctx);
    const others = await Promise.all(Array.from({ length: 6 }, () => signUp(ctx)));
    for (const o of others.slice(0, 3)) await makeFriends(ctx, hub.user.id, o.user.id);
    const share = (p: SignedUp) => sharePhoto(p, photo);
    const unfriend = (p: SignedUp) => unfriendRequest(hub, p).expect(200);
    await Promise.all([
      share(hub), share(hub), share(others[0]!), share(others[3]!),
      unfriend(others[0]!), unfriend(others[1]!), befriend(others[3]!, hub), befriend(others[4]!, hub),
      share(hub), share(others[1]!), share(others[4]!),
    ]);
    await drainFeedJobs(ctx.deps.db);
    for (const p of [hub, ...others]) await expectSameFeed(p.user.id, 3);
  });
});

describe('migration 0021', () => {
  it('when a database with posts and friendships is migrated, then every timeline holds what the feed on read showed', async () => {
    const db = await createTestDb({ migrate: false });
    try {
      const all = readMigrations(migrationsDir);
      await migrate(db, all.filter((m) => m.name < '0021'));
      const { rows: users } = await db.query<{ id: string }>(
        `INSERT INTO users (username, password_hash) SELECT 'm' || i, 'x' FROM generate_series(1, 6) i RETURNING id`,
      );
      const [a, b, c, d] = users.map((u) => u.id);
      await db.query(
        `INSERT INTO friendships (requester_id, addressee_id, status) VALUES ($1, $2, 'accepted'), ($3, $1, 'accepted'), ($1, $4, 'pending'), ($2, $3, 'declined')`,
        [a, b, c, d],
      );
      await db.query(`INSERT INTO posts (user_id, photo_url, created_at)
                      SELECT u.id, '/uploads/m.webp', now() - (n || ' minutes')::interval FROM users u, generate_series(1, 3) n`);
      const before = new Map<string, string[]>();
      for (const u of users) before.set(u.id, (await oraclePage(db, u.id, null, 50)).items.map((p) => p.id));
      await migrate(db, all);
      const at = atOf(ctx.clock);
      for (const u of users) {
        const page = (await repo.feedPage(db, u.id, at, { before: null, limit: 50 })).read();
        expect(page.items.map((p) => p.id)).toEqual(before.get(u.id));
      }
      expect(before.get(a!)).toHaveLength(9);
    } finally {
      await db.drop();
    }
  });
});
