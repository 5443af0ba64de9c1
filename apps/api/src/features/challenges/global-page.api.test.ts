import type { Challenge } from '@dayleaf/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { block } from '../../../test/factories/friends';
import { createChallenge, joinChallenge, joinRequest, leaveChallenge, leaveRequest } from '../../../test/factories/challenges';
import { createKeptCopiesContext, expectServedAsRead, staySignedIn, takePeopleStep, type KeptCopiesContext, type PeopleStep, until } from '../../../test/kept-copies';
import { PASSWORD, signUp, uniqueName, type SignedUp, type TestContext } from '../../../test/test-app';
import { atOf } from '../../shared/clock';
import { sql } from '../../shared/db/sql';
import { CHALLENGE_LIST_CHANGES } from './global-page-cache';
import * as repo from './repo';
import { toChallenge } from './service';

/**
 * The global list's first page kept in the process (docs/decisions/045-global-challenge-page.md), on both engines:
 * after any sequence of changes, every viewer's first page equals what the full statement gives (repo.listChallenges,
 * which later pages and the friends' list still use). A change made through the app shows on the next request (the
 * write answered once its change was heard); one made by a statement outside it (another instance's) is waited for;
 * a change that needs no notification (the viewer's own part, time passing) must show at once.
 */
let ctx: TestContext;
let kept: KeptCopiesContext;

beforeAll(async () => {
  kept = await createKeptCopiesContext([CHALLENGE_LIST_CHANGES]);
  ctx = kept.ctx;
  ctx.clock.set('2026-03-10T12:00:00Z');
});

interface Answer {
  items: Challenge[];
  next: string | null;
}

async function served(viewer: SignedUp, limit: number): Promise<Answer> {
  const res = await viewer.agent.get('/api/challenges').query({ user_id: viewer.user.id, limit }).expect(200);
  return { items: res.body as Challenge[], next: (res.headers['x-next-cursor'] as string | undefined) ?? null };
}

/** The first page as the full statement reads it, with nothing kept. */
async function oracle(viewer: SignedUp, limit: number): Promise<Answer> {
  const at = atOf(ctx.clock);
  const page = await repo.listChallenges(ctx.deps.db, viewer.user.id, at, 'all', { limit, before: null });
  return { items: page.items.map((r) => toChallenge(r, at)), next: page.next };
}

/** A challenge of `owner`'s lasting `days`, named apart from every other; returns its id. */
const challengeOf = async (owner: SignedUp, days: number) => (await createChallenge(owner, { name: uniqueName('ch'), duration_days: days })).id;

/** Is this the statement of the viewer's part, the one a request with a kept page runs? */
const viewerPart = (statement: string) => statement.includes('FROM challenge_participants cp');

/**
 * Waits until `read` runs only the viewer's part: the page was kept. On PostgreSQL the test files share one database,
 * and another file's challenge change notifies this one too, so a single try could find the page just forgotten; a
 * page never kept fails once the wait is over.
 */
async function keptPageServes(read: () => Promise<unknown>): Promise<void> {
  const onlyViewerPart = async () => {
    const statements = await kept.statementsOf(read);
    return statements.length === 1 && viewerPart(statements[0]!);
  };
  // Checked as it held: on PostgreSQL another file's change may forget the page again right after.
  expect(await until(onlyViewerPart)).toBe(true);
}

describe('the kept first page of the global challenge list', () => {
  it("when a creator on the kept page has a block with the viewer, then the viewer's page leaves their challenge out, as the full statement does", async () => {
    const [ana, ben, cal] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    const [anas, bens, cals] = [await challengeOf(ana, 7), await challengeOf(ben, 7), await challengeOf(cal, 7)];
    await served(cal, 20);
    await block(ben, ana);
    // The block changes no challenge: the page stays kept for everyone.
    await keptPageServes(() => served(cal, 20));
    for (const [viewer, hidden] of [[ben, anas], [ana, bens]] as const) {
      const page = await served(viewer, 20);
      expect(page.items.map((c) => c.id)).not.toContain(hidden);
      expect(page.items.map((c) => c.id)).toContain(cals);
      expect(page).toEqual(await oracle(viewer, 20));
    }
  });

  it('when the page was read once and nothing changed, then the next viewer costs one statement and sees their own part', async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    const id = await challengeOf(ana, 7);
    await served(ana, 20);
    // Ben's first request also looks his session up; the page is what this measures.
    await served(ben, 20);
    let benPage: Answer | null = null;
    await keptPageServes(async () => (benPage = await served(ben, 20)));
    expect(benPage).toEqual(await oracle(ben, 20));
    expect(benPage!.items.find((c) => c.id === id)).toMatchObject({ user_joined: false, created_by_subscription_status: 'free' });
    expect((await served(ana, 20)).items.find((c) => c.id === id)).toMatchObject({ user_joined: true, user_progress: 0 });
  });

  it('when the page was kept, then a challenge created, joined, left, or left by a deleted account on this instance answers once its change is heard, and shows on the next request', async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    const cai = await signUp(ctx);
    await served(ben, 20);
    await keptPageServes(() => served(ben, 20));
    const id = await kept.answersOnceHeard(() => challengeOf(ana, 14));
    const shown = async () => (await served(ben, 20)).items.find((c) => c.id === id);
    expect(await shown()).toMatchObject({ participants: 1, user_joined: false, created_by_name: ana.user.username });
    await kept.answersOnceHeard(() => joinChallenge(ben, id));
    expect(await shown()).toMatchObject({ participants: 2, user_joined: true });
    await kept.answersOnceHeard(() => joinChallenge(cai, id));
    await kept.answersOnceHeard(() => leaveChallenge(cai, id));
    expect(await shown()).toMatchObject({ participants: 2, user_joined: true, user_left: false });
    expect((await served(cai, 20)).items.find((c) => c.id === id)).toMatchObject({ participants: 2, user_joined: false, user_left: true });
    await kept.answersOnceHeard(() => ana.agent.delete(`/api/users/${ana.user.id}`).send({ password: PASSWORD }).expect(204));
    expect(await shown()).toMatchObject({ participants: 1, created_by: null, created_by_name: 'Deleted user' });
  });

  it('when the listener is lost, then nothing is kept until it listens again', async () => {
    const ana = await signUp(ctx);
    await challengeOf(ana, 7);
    await served(ana, 20);
    await kept.withoutListener(async () => {
      // Nothing to keep it for: the page is read whole, in one statement.
      const statements = await kept.statementsOf(() => served(ana, 20));
      expect(statements).toHaveLength(1);
      expect(viewerPart(statements[0]!)).toBe(false);
    });
    await keptPageServes(() => served(ana, 20));
  });

  it('after random creations, joins, leaves, renames, privacy and premium changes, friendships, deletions and time, every first page equals the full statement', async () => {
    type Step =
      | { kind: 'create'; who: number; days: 7 | 14 | 30 }
      | { kind: 'join'; who: number; which: number }
      | { kind: 'leave'; who: number; which: number }
      | { kind: 'progress'; who: number; which: number }
      | { kind: 'cross' }
      | PeopleStep;
    const who = fc.integer({ min: 0, max: 3 });
    const which = fc.nat(20);
    const step: fc.Arbitrary<Step> = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('create' as const), who, days: fc.constantFrom(7 as const, 14 as const, 30 as const) }), weight: 3 },
      { arbitrary: fc.record({ kind: fc.constant('join' as const), who, which }), weight: 3 },
      fc.record({ kind: fc.constant('leave' as const), who, which }),
      fc.record({ kind: fc.constant('progress' as const), who, which }),
      fc.record({ kind: fc.constant('rename' as const), who }),
      fc.record({ kind: fc.constant('privacy' as const), who, private: fc.boolean() }),
      fc.record({ kind: fc.constant('premium' as const), who, hours: fc.option(fc.integer({ min: -24, max: 72 })) }),
      fc.record({ kind: fc.constant('friends' as const), a: who, b: who, on: fc.boolean() }),
      { arbitrary: fc.record({ kind: fc.constant('delete' as const), who }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 80 }) }), weight: 2 },
      { arbitrary: fc.record({ kind: fc.constant('cross' as const) }), weight: 2 },
    );

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), fc.constantFrom(2, 5, 20), async (plan, limit) => {
        const people: (SignedUp | null)[] = [];
        for (let i = 0; i < 4; i++) people.push(await signUp(ctx));
        const challenges: string[] = [];
        const everyPage = async (heard: boolean) => {
          for (const viewer of people) {
            if (viewer) await expectServedAsRead(async () => ({ got: await served(viewer, limit), want: await oracle(viewer, limit) }), heard);
          }
        };
        await everyPage(true);
        for (const s of plan) {
          const person = 'who' in s ? people[s.who] : null;
          if ('who' in s && !person) continue;
          let heard = true;
          switch (s.kind) {
            case 'create':
              challenges.push(await challengeOf(person!, s.days));
              break;
            case 'join': {
              const id = challenges[s.which % Math.max(challenges.length, 1)];
              if (id) await joinRequest(person!, id);
              break;
            }
            case 'leave': {
              // Refused (403, 409) for the creator, someone not in it, an ended or completed one: the page is unchanged.
              const id = challenges[s.which % Math.max(challenges.length, 1)];
              if (id) await leaveRequest(person!, id);
              break;
            }
            case 'progress':
              heard = false;
              await ctx.deps.db.query(sql`UPDATE challenge_participants SET progress = progress + 1 WHERE user_id = ${person!.user.id}::uuid`);
              break;
            case 'cross': {
              // Across the next instant a page changes with no write (a challenge ends, a premium mark goes), in less
              // time than a page is kept at most: only its own end of validity can make it read again.
              heard = false;
              const now = ctx.clock.now();
              const { rows } = await ctx.deps.db.query<{ at: string | null }>(
                sql`SELECT LEAST((SELECT min(end_date) FROM challenges WHERE end_date >= ${now}),
                                 (SELECT min(subscription_end_date) FROM users WHERE subscription_end_date > ${now})) AS at`,
              );
              if (!rows[0]?.at) break;
              ctx.clock.set(new Date(new Date(rows[0].at).getTime() - 1000));
              await staySignedIn(ctx, people);
              await everyPage(false);
              ctx.clock.advance(2000);
              break;
            }
            default:
              heard = await takePeopleStep(ctx, people, s);
          }
          await everyPage(heard);
        }
      }),
      { numRuns: 6 },
    );
  }, 240_000);
});
