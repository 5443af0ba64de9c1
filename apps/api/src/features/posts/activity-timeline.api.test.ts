import type { FriendActivity } from '@dayleaf/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockRequest, friendshipSteps, takeFriendshipStep, type FriendshipStep } from '../../../test/factories/friends';
import { addTask, addTaskRequest, completeRequest } from '../../../test/factories/tasks';
import { expectSamePages } from '../../../test/assertions';
import { lockProbes } from '../../../test/locks';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { addDays, atOf, today, type At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { rowCount, sql } from '../../shared/db/sql';
import { instantJson } from '../../shared/db/type-parsers';
import { deleteExpiredRows } from '../../shared/expired-rows';
import { ACTIVITY_KEPT_DAYS, postsExpiringRows } from './expiring-rows';
import { friendIds } from '../friends/friendship';
import { cursorTime, pageFrom, type Keyed, type Keyset, type Page } from '../../shared/http/pagination';
import * as repo from './repo';

/**
 * The stored activity timeline (activity_items, docs/decisions/044-activity-timeline.md) against friend activities
 * as they were computed before it: on read, from the markers of every friend. After any sequence of completed days,
 * friendships made and ended, blocks, days passing and cleanup passes (some at the same time), once the events of
 * the completed days are handled (their handler writes the friends' rows, decision 070), every page of every user's
 * activities holds the same days in the same order, with the same cursors.
 */

let ctx: TestContext;
/** Days shown over all runs of the property, so a run of it that compared only empty pages fails. */
let shownDays = 0;
let tasksAdded = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});

const WEEK = 7;

/** The read before the timeline (fan-out on read over the friends' markers), kept as the oracle. */
async function oraclePage(db: Queryable, viewerId: string, at: At, before: Keyset | null, limit: number): Promise<Page<FriendActivity>> {
  const from = addDays(at.today, -(WEEK - 1));
  const { rows } = await db.query<Keyed<{ user: { name: string }; completedAt: string; tasks: string[] }>>(
    sql`WITH friends(id) AS (${friendIds(viewerId)})
        SELECT json_build_object('name', u.username) AS "user", ${instantJson('m.created_at')} AS "completedAt",
               m.day_task_names AS tasks, ${cursorTime('m.created_at')} AS cursor_at, m.id AS cursor_id
          FROM friends f
          JOIN tasks m ON m.user_id = f.id AND m.is_marker AND m.date BETWEEN ${from}::date AND ${at.today}::date + 1
          JOIN users u ON u.id = m.user_id
         WHERE ${before === null ? sql`true` : sql`(m.created_at, m.id) < (${before.at}::timestamptz, ${before.id}::uuid)`}
         ORDER BY m.created_at DESC, m.id DESC
         LIMIT ${rowCount(limit + 1)}`,
  );
  return pageFrom(rows, { limit }) as unknown as Page<FriendActivity>;
}

/** Who, when and what: the parts of an item the two reads must agree on (the rest is the same users join). */
const shown = (items: FriendActivity[]) => items.map((a) => [a.user.name, a.completedAt, a.tasks]);

/** Every page of both, walked by their own cursors; they must agree page by page. Returns the days seen. */
async function expectSameActivities(viewerId: string, limit: number): Promise<number> {
  const at = atOf(ctx.clock);
  const from = addDays(at.today, -(WEEK - 1));
  return expectSamePages(
    async (before) => (await repo.friendActivities(ctx.deps.db, viewerId, at, from, { before, limit })).read(),
    (before) => oraclePage(ctx.deps.db, viewerId, at, before, limit),
    shown,
  );
}

type Op =
  | { kind: 'complete'; who: number }
  | FriendshipStep
  | { kind: 'block'; a: number; b: number }
  | { kind: 'cleanup' };

const USERS = 3;
const person = fc.integer({ min: 0, max: USERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('complete' as const), who: person }) },
  ...friendshipSteps(person),
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('block' as const), a: person, b: person }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cleanup' as const) }) },
);
/** Steps of one to three operations sent at the same time, each after 0 to 4 days have passed. */
const steps = fc.array(fc.record({ days: fc.integer({ min: 0, max: 4 }), ops: fc.array(op, { minLength: 1, maxLength: 3 }) }), { minLength: 4, maxLength: 12 });

async function run(people: SignedUp[], o: Op): Promise<void> {
  switch (o.kind) {
    case 'complete': {
      const p = people[o.who]!;
      // A day holds a few tasks at most (409 past them); completing it again answers 200 and writes nothing.
      const task = await addTaskRequest(p.agent, p.user.id, today(ctx.clock), `Task ${(tasksAdded += 1)}`);
      expect([201, 409], task.text).toContain(task.status);
      await completeRequest(p.agent, p.user.id, today(ctx.clock)).expect(200);
      return;
    }
    case 'befriend':
    case 'unfriend':
      return takeFriendshipStep(ctx, people, o);
    case 'block': {
      const [a, b] = [people[o.a]!, people[o.b]!];
      if (o.a !== o.b) await blockRequest(a, b);
      return;
    }
    case 'cleanup':
      await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), postsExpiringRows);
  }
}

async function itemsOf(markerOwner: string): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_items WHERE author_id = $1', [markerOwner]);
  return rows[0]!.n;
}

describe('the activity timeline', () => {
  it('when days are completed, friendships made and ended, users blocked and days pass in any order, then every page equals the activities computed on read', async () => {
    await fc.assert(
      fc.asyncProperty(steps, fc.integer({ min: 1, max: 4 }), async (plan, limit) => {
        const people = await Promise.all(Array.from({ length: USERS }, () => signUp(ctx)));
        for (const step of plan) {
          ctx.clock.advanceDays(step.days);
          await Promise.all(step.ops.map((o) => run(people, o)));
          await ctx.events.drain();
          // Checked along the way too, so days that later leave the week are compared while they are shown.
          for (const p of people) shownDays += await expectSameActivities(p.user.id, limit);
        }
        // The route serves the same first page as the repository it reads.
        const first = await people[0]!.agent.get(`/api/users/${people[0]!.user.id}/friend-activities?limit=${limit}`).expect(200);
        const oracle = await oraclePage(ctx.deps.db, people[0]!.user.id, atOf(ctx.clock), null, limit);
        expect(shown(first.body)).toEqual(shown(oracle.items));
        expect(first.headers['x-next-cursor'] ?? null).toEqual(oracle.next);
      }),
      { numRuns: 8 },
    );
    expect(shownDays).toBeGreaterThan(0);
  }, 240_000);

  it('when a friend completes their day, then once its event is handled one row is written for each friend and none for strangers', async () => {
    const [a, b, c, stranger] = [await signUp(ctx), await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, a.user.id, b.user.id);
    await makeFriends(ctx, a.user.id, c.user.id);
    await run([a], { kind: 'complete', who: 0 });
    expect(await itemsOf(a.user.id)).toBe(0);
    await ctx.events.drain();
    const { rows } = await ctx.deps.db.query<{ reader_id: string }>('SELECT reader_id FROM activity_items WHERE author_id = $1', [a.user.id]);
    expect(rows.map((r) => r.reader_id).sort()).toEqual([b.user.id, c.user.id].sort());
    expect(rows.map((r) => r.reader_id)).not.toContain(stranger.user.id);
  });

  it('when a friendship starts, then each gets the other\'s recent days; when it ends, then each loses them', async () => {
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    await run([a, b], { kind: 'complete', who: 0 });
    ctx.clock.advanceDays(1);
    await run([a, b], { kind: 'complete', who: 0 });
    await run([a, b], { kind: 'complete', who: 1 });
    await ctx.events.drain();
    expect(await itemsOf(a.user.id)).toBe(0);
    await run([a, b], { kind: 'befriend', a: 0, b: 1, how: 'respond' });
    expect(await itemsOf(a.user.id)).toBe(2);
    expect(await itemsOf(b.user.id)).toBe(1);
    expect(await expectSameActivities(b.user.id, 20)).toBe(2);
    await run([a, b], { kind: 'unfriend', a: 1, b: 0 });
    expect(await itemsOf(a.user.id)).toBe(0);
    expect(await itemsOf(b.user.id)).toBe(0);
  });

  it('when a friend deletes their account, then their days leave the timeline', async () => {
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, a.user.id, b.user.id);
    await run([a], { kind: 'complete', who: 0 });
    await ctx.events.drain();
    expect(await itemsOf(a.user.id)).toBe(1);
    await ctx.deps.db.query('DELETE FROM users WHERE id = $1', [a.user.id]);
    expect(await itemsOf(a.user.id)).toBe(0);
    expect(await expectSameActivities(b.user.id, 20)).toBe(0);
  });

  it(`when a row is older than ${ACTIVITY_KEPT_DAYS} days, then the cleanup deletes it; a newer one stays`, async () => {
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, a.user.id, b.user.id);
    await run([a], { kind: 'complete', who: 0 });
    ctx.clock.advanceDays(ACTIVITY_KEPT_DAYS - 1);
    await run([a], { kind: 'complete', who: 0 });
    await ctx.events.drain();
    await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), postsExpiringRows);
    expect(await itemsOf(a.user.id)).toBe(2);
    ctx.clock.advanceDays(1.5);
    await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), postsExpiringRows);
    expect(await itemsOf(a.user.id)).toBe(1);
  });

  describe('lock order (PostgreSQL: only it runs transactions side by side)', () => {
    const { holding, rowFree, waitingOn } = lockProbes(() => ctx);

    it.runIf(process.env.DATABASE_URL)('when a friendship change of the user holds the feed lock, then the completion answers without waiting for it, and its fan-out waits for the change', async () => {
      const [a, b] = [await signUp(ctx), await signUp(ctx)];
      await makeFriends(ctx, a.user.id, b.user.id);
      await addTaskRequest(a.agent, a.user.id, today(ctx.clock), 'Run').expect(201);
      // What feed_lock_pair takes for a friendship of a: the same key, exclusively.
      const change = await holding((tx) => tx.query(`SELECT pg_advisory_xact_lock(2101, hashtext($1::text))`, [a.user.id]).then(() => undefined));
      let answered = false;
      const completion = completeRequest(a.agent, a.user.id, today(ctx.clock)).then((r) => ((answered = true), r));
      await expect.poll(async () => answered || (await waitingOn(change.pid)) > 0, { timeout: 20_000 }).toBe(true);
      expect(answered).toBe(true);
      expect((await completion).status).toBe(200);
      // The day's fan-out (the event's handler) is what waits for the change, holding no user row meanwhile.
      const fannedOut = ctx.events.drain();
      await expect.poll(() => waitingOn(change.pid), { timeout: 20_000 }).toBe(1);
      const free = await rowFree(a.user.id);
      expect(await itemsOf(a.user.id)).toBe(0);
      await change.release();
      await fannedOut;
      expect(free).toBe(true);
      expect(await itemsOf(a.user.id)).toBe(1);
    });

    it.runIf(process.env.DATABASE_URL)("when a completed day's fan-out holds the user's feed lock, then a friend's block of the user waits for it without holding the user's row", async () => {
      const [a, b] = [await signUp(ctx), await signUp(ctx)];
      await makeFriends(ctx, a.user.id, b.user.id);
      // What the day's fan-out (or a share of a) holds: a's feed lock, shared.
      const completion = await holding((tx) => tx.query('SELECT feed_lock_shared($1::uuid)', [a.user.id]).then(() => undefined));
      const blocked = blockRequest(b, a).then((r) => r);
      await expect.poll(() => waitingOn(completion.pid), { timeout: 20_000 }).toBe(1);
      // a's row must be free: a share holding this lock goes on to lock it (its count), and a block that locked it
      // first deadlocked with it.
      const free = await rowFree(a.user.id);
      await completion.release();
      expect((await blocked).status).toBe(201);
      expect(free).toBe(true);
    });

    it.runIf(process.env.DATABASE_URL)("when a friend's account deletion holds the friend's row, then a completion and its fan-out write the friend's row without waiting", async () => {
      const [a, b] = [await signUp(ctx), await signUp(ctx)];
      await makeFriends(ctx, a.user.id, b.user.id);
      await addTask(ctx, a.agent, a.user.id, 'Run');
      // lockForDeletion of b holds b's row, then waits for a's, which the completion holds until it commits.
      const deletion = await holding((tx) => tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [b.user.id]).then(() => undefined));
      let answered = false;
      const completion = completeRequest(a.agent, a.user.id, today(ctx.clock)).then((r) => ((answered = true), r));
      await expect.poll(async () => answered || (await waitingOn(deletion.pid)) > 0, { timeout: 20_000 }).toBe(true);
      expect(answered).toBe(true);
      expect((await completion).status).toBe(200);
      await ctx.events.drain();
      await deletion.release();
      expect(await itemsOf(a.user.id)).toBe(1);
    });
  });
});
