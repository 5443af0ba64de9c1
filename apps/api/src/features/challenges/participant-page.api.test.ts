import type { Participant } from '@dayleaf/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { block } from '../../../test/factories/friends';
import { challengeWith, joinChallenge, joinRequest } from '../../../test/factories/challenges';
import { addTask, completeRequest } from '../../../test/factories/tasks';
import { createKeptCopiesContext, expectServedAsRead, staySignedIn, takePeopleStep, type KeptCopiesContext, type PeopleStep, until } from '../../../test/kept-copies';
import { makeFriends, signUp, uniqueName, type SignedUp, type TestContext } from '../../../test/test-app';
import { atOf, today } from '../../shared/clock';
import { sql } from '../../shared/db/sql';
import { PARTICIPANT_LIST_CHANGES } from './participant-page-cache';
import * as repo from './repo';

/**
 * A challenge's first page of participants kept in the process (docs/decisions/050-participant-page.md), on both
 * engines: after any sequence of changes, every viewer's first page, its cursor and the page after it equal what the
 * full statement gives (repo.listParticipants, with nothing kept). A change told by a notification is waited for; a
 * change that needs none (friendships, blocks, time passing) must show at once.
 */
let ctx: TestContext;
let kept: KeptCopiesContext;

beforeAll(async () => {
  kept = await createKeptCopiesContext([PARTICIPANT_LIST_CHANGES]);
  ctx = kept.ctx;
  ctx.clock.set('2026-03-10T12:00:00Z');
});

interface Answer {
  status: number;
  items: Participant[] | null;
  next: string | null;
}

async function served(viewer: SignedUp, challengeId: string, limit: number, before?: string): Promise<Answer> {
  const res = await viewer.agent.get(`/api/challenges/${challengeId}/participants`).query({ limit, ...(before ? { before } : {}) });
  if (res.status !== 200) return { status: res.status, items: null, next: null };
  return { status: 200, items: res.body as Participant[], next: (res.headers['x-next-cursor'] as string | undefined) ?? null };
}

/** The first page as the full statement reads it, with nothing kept. */
async function oracle(viewer: SignedUp, challengeId: string, limit: number): Promise<Answer> {
  const listed = await repo.listParticipants(ctx.deps.db, challengeId, viewer.user.id, atOf(ctx.clock), { limit, before: null });
  if (!listed) return { status: 404, items: null, next: null };
  if (!listed.allowed) return { status: 403, items: null, next: null };
  const { items, next } = listed.page.read();
  return { status: 200, items, next };
}

/** The viewer's part, the one statement a request with a kept page runs. */
const viewerPart = (statement: string) => statement.includes('FROM user_blocks ub') && !statement.includes('WITH');

/** Waits until a read runs only the viewer's part: the page was kept (another file's change may forget it once). */
async function keptPageServes(read: () => Promise<unknown>): Promise<void> {
  const onlyViewerPart = async () => {
    const statements = await kept.statementsOf(read);
    return statements.length === 1 && viewerPart(statements[0]!);
  };
  // Checked as it held: on PostgreSQL another file's change may forget the page again right after.
  expect(await until(onlyViewerPart)).toBe(true);
}

/** A 30-day challenge of `owner`'s, named apart from every other, that `joiners` joined in turn. */
const challengeOf = (owner: SignedUp, joiners: SignedUp[]) => challengeWith(owner, joiners, { name: uniqueName('ch'), duration_days: 30 });

describe('the kept first page of a challenge’s participants', () => {
  it('when the page was read once and nothing changed, then the next viewer costs one statement and sees the list as the full statement does', async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    const id = await challengeOf(ana, [ben]);
    await served(ana, id, 20);
    await served(ben, id, 20);
    let page: Answer | null = null;
    await keptPageServes(async () => (page = await served(ben, id, 20)));
    expect(page).toEqual(await oracle(ben, id, 20));
    expect(page!.items!.map((p) => p.username).sort()).toEqual([ana.user.username, ben.user.username].sort());
  });

  it('when the page was kept, then a join or a completed day on this instance answers once its change is heard, and shows on the next request', async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    const id = await challengeOf(ana, []);
    await served(ana, id, 20);
    await keptPageServes(() => served(ana, id, 20));
    await kept.answersOnceHeard(() => joinChallenge(ben, id));
    expect((await served(ana, id, 20)).items).toHaveLength(2);
    await keptPageServes(() => served(ana, id, 20));
    await addTask(ctx, ben.agent, ben.user.id, 'Stretch', '🧘');
    await kept.answersOnceHeard(() => completeRequest(ben.agent, ben.user.id, today(ctx.clock)).expect(200));
    expect((await served(ana, id, 20)).items!.find((p) => p.id === ben.user.id)).toMatchObject({ progress: 1, streak_count: 1 });
  });

  it('when someone who may not see the list asks, then the kept page answers 403 and an unknown challenge 404, as the full statement does', async () => {
    const ana = await signUp(ctx);
    const stranger = await signUp(ctx);
    const id = await challengeOf(ana, []);
    await served(ana, id, 20);
    await keptPageServes(() => served(ana, id, 20));
    expect((await served(stranger, id, 20)).status).toBe(403);
    expect((await served(stranger, '00000000-0000-4000-8000-000000000000', 20)).status).toBe(404);
  });

  it("when the creator's friend blocks the creator, then the kept page answers 404 as for an unknown challenge, as the full statement does", async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    await makeFriends(ctx, ana.user.id, ben.user.id);
    const id = await challengeOf(ana, []);
    await served(ana, id, 20);
    await keptPageServes(() => served(ana, id, 20));
    expect((await served(ben, id, 20)).status).toBe(200);
    await block(ben, ana);
    let page: Answer | null = null;
    await keptPageServes(async () => (page = await served(ben, id, 20)));
    expect(page).toEqual({ status: 404, items: null, next: null });
    expect(await oracle(ben, id, 20)).toEqual(page);
  });

  it('when the kept rows are exactly full and the viewer may see none of them, then the page comes from the full statement', async () => {
    // A page of 1 keeps 2 × (1 + 1) = 4 rows: the creator and three others, all private and not the viewer's friends,
    // ahead of Quinn (public) and the viewer. The kept rows are not the whole list, so Quinn is first, not the creator.
    const [ana, p1, p2, p3, quinn, viewer] = [await signUp(ctx), await signUp(ctx), await signUp(ctx), await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    const id = await challengeOf(ana, [p1, p2, p3, quinn, viewer]);
    for (const [who, progress] of [[ana, 3], [p1, 3], [p2, 3], [p3, 3], [quinn, 1]] as const) {
      await ctx.deps.db.query(sql`UPDATE users SET is_profile_private = ${who !== quinn} WHERE id = ${who.user.id}::uuid`);
      await ctx.deps.db.query(sql`UPDATE challenge_participants SET progress = ${progress}::int WHERE user_id = ${who.user.id}::uuid AND challenge_id = ${id}::uuid`);
    }
    await served(viewer, id, 1);
    await until(async () => JSON.stringify(await served(viewer, id, 1)) === JSON.stringify(await oracle(viewer, id, 1)));
    const page = await served(viewer, id, 1);
    expect(page).toEqual(await oracle(viewer, id, 1));
    expect(page.items!.map((p) => p.username)).toEqual([quinn.user.username]);
  });

  it('when the listener is lost, then nothing is kept until it listens again', async () => {
    const ana = await signUp(ctx);
    const id = await challengeOf(ana, []);
    await served(ana, id, 20);
    await kept.withoutListener(async () => {
      const statements = await kept.statementsOf(() => served(ana, id, 20));
      expect(statements.some(viewerPart)).toBe(false);
    });
    await keptPageServes(() => served(ana, id, 20));
  });

  it('after random joins, progress, renames, photos, privacy, premium and streak changes, friendships, blocks, deletions and time, every first page equals the full statement', async () => {
    type Step =
      | { kind: 'join'; who: number }
      | { kind: 'progress'; who: number; by: number }
      | { kind: 'photo'; who: number }
      | { kind: 'streak'; who: number; count: number; hours: number | null }
      | { kind: 'block'; a: number; b: number; on: boolean }
      | PeopleStep;
    const SIZE = 8;
    const who = fc.integer({ min: 1, max: SIZE - 1 });
    const anyone = fc.integer({ min: 0, max: SIZE - 1 });
    const hours = fc.option(fc.integer({ min: -24, max: 72 }));
    const step: fc.Arbitrary<Step> = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('join' as const), who }), weight: 3 },
      { arbitrary: fc.record({ kind: fc.constant('progress' as const), who: anyone, by: fc.integer({ min: 1, max: 3 }) }), weight: 3 },
      fc.record({ kind: fc.constant('rename' as const), who: anyone }),
      fc.record({ kind: fc.constant('photo' as const), who: anyone }),
      { arbitrary: fc.record({ kind: fc.constant('privacy' as const), who: anyone, private: fc.boolean() }), weight: 2 },
      fc.record({ kind: fc.constant('premium' as const), who: anyone, hours }),
      fc.record({ kind: fc.constant('streak' as const), who: anyone, count: fc.integer({ min: 1, max: 9 }), hours }),
      { arbitrary: fc.record({ kind: fc.constant('friends' as const), a: anyone, b: anyone, on: fc.boolean() }), weight: 2 },
      fc.record({ kind: fc.constant('block' as const), a: anyone, b: anyone, on: fc.boolean() }),
      fc.record({ kind: fc.constant('delete' as const), who }),
      fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 80 }) }),
    );

    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 4, maxLength: 14 }),
        fc.constantFrom(1, 2, 3, 20),
        fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7]),
        fc.record({
          private: fc.array(fc.boolean(), { minLength: SIZE, maxLength: SIZE }),
          progress: fc.array(fc.nat({ max: 3 }), { minLength: SIZE, maxLength: SIZE }),
          friends: fc.uniqueArray(fc.tuple(anyone, anyone), { maxLength: 10 }),
          blocks: fc.uniqueArray(fc.tuple(anyone, anyone), { maxLength: 4 }),
        }),
        async (plan, limit, joinedAtStart, start) => {
          const people: (SignedUp | null)[] = [];
          for (let i = 0; i < SIZE; i++) people.push(await signUp(ctx));
          await staySignedIn(ctx, people);
          // people[0] creates the challenge and is never deleted, so the challenge stays.
          const id = await challengeOf(people[0]!, joinedAtStart.map((i) => people[i]!));
          // A start with private profiles, progress, friendships and blocks, so that most lists hide someone.
          const ids = people.map((p) => p!.user.id);
          for (let i = 0; i < SIZE; i++) {
            await ctx.deps.db.query(sql`UPDATE users SET is_profile_private = ${start.private[i]!} WHERE id = ${ids[i]}::uuid`);
            await ctx.deps.db.query(sql`UPDATE challenge_participants SET progress = ${start.progress[i]!}::int WHERE user_id = ${ids[i]}::uuid`);
          }
          for (const [a, b] of start.friends) if (a !== b) await makeFriends(ctx, ids[a]!, ids[b]!).catch(() => undefined);
          for (const [a, b] of start.blocks) {
            if (a === b) continue;
            await ctx.deps.db.query(
              sql`INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (${ids[a]}::uuid, ${ids[b]}::uuid, ${ctx.clock.now()}) ON CONFLICT DO NOTHING`,
            );
          }
          /** The served first page and the page its cursor leads to, beside the full statement's. */
          const compare = async (viewer: SignedUp) => {
            const first = await served(viewer, id, limit);
            const full = await oracle(viewer, id, limit);
            // The cursor the kept page wrote leads to the same second page as the full statement's. Equal cursors are
            // the same request, so the second page is asked again only when they differ (then the first pages do too).
            const second = first.next ? await served(viewer, id, limit, first.next) : null;
            const fullSecond = full.next === first.next ? second : full.next ? await served(viewer, id, limit, full.next) : null;
            return { got: { first, second }, want: { first: full, second: fullSecond } };
          };
          const everyPage = async (heard: boolean) => {
            for (const viewer of people) {
              if (viewer) await expectServedAsRead(() => compare(viewer), heard);
            }
          };
          await everyPage(true);
          for (const s of plan) {
            const person = 'who' in s ? people[s.who] : null;
            if ('who' in s && !person) continue;
            const uid = person?.user.id;
            let heard = true;
            switch (s.kind) {
              case 'join':
                await joinRequest(person!, id);
                break;
              case 'progress':
                await ctx.deps.db.query(sql`UPDATE challenge_participants SET progress = progress + ${s.by}::int WHERE user_id = ${uid}::uuid`);
                break;
              case 'photo':
                await ctx.deps.db.query(sql`UPDATE users SET profile_photo = ${`/uploads/${uniqueName('p')}.webp`} WHERE id = ${uid}::uuid`);
                break;
              case 'streak': {
                const end = s.hours === null ? null : new Date(ctx.clock.now().getTime() + s.hours * 3_600_000);
                await ctx.deps.db.query(sql`UPDATE users SET streak_count = ${s.count}::int, streak_until = ${end} WHERE id = ${uid}::uuid`);
                break;
              }
              case 'block': {
                heard = false;
                const [a, b] = [people[s.a], people[s.b]];
                if (!a || !b || a === b) break;
                if (s.on) await ctx.deps.db.query(sql`INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (${a.user.id}::uuid, ${b.user.id}::uuid, ${ctx.clock.now()}) ON CONFLICT DO NOTHING`);
                else await ctx.deps.db.query(sql`DELETE FROM user_blocks WHERE blocker_id = ${a.user.id}::uuid AND blocked_id = ${b.user.id}::uuid`);
                break;
              }
              default:
                heard = await takePeopleStep(ctx, people, s);
            }
            await everyPage(heard);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 600_000);
});
