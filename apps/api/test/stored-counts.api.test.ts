import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/shared/clock';
import { createChallenge, joinRequest, leaveRequest } from './factories/challenges';
import { answerFriend, askRequest, blockRequest } from './factories/friends';
import { jpegPhoto } from './factories/photos';
import { sharePhoto } from './factories/posts';
import { addTaskRequest, completeRequest } from './factories/tasks';
import { createTestContext, PASSWORD, signUp, type SignedUp, type TestContext } from './test-app';

/*
 * The user's counts (docs/decisions/027-stored-progress.md, "Later: the user's counts"): friend_count, post_count,
 * challenges_joined and challenges_completed, kept by the triggers of migration 0025, equal the rows they count after
 * random histories of requests, answers, removals, blocks, posts, deletions, challenges, joins, leaves, completed days
 * and a deleted account, through the API. A challenge left still counts as joined (migration 0036). They are what every user response's progress object shows.
 */

let ctx: TestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await jpegPhoto(32, 24);
});

interface Person extends SignedUp {
  gone: boolean;
  posts: string[];
}

type Step =
  | { kind: 'request'; from: number; to: number }
  | { kind: 'befriend'; from: number; to: number }
  | { kind: 'answer'; who: number; accept: boolean }
  | { kind: 'remove'; from: number; to: number }
  | { kind: 'block'; from: number; to: number }
  | { kind: 'unblock'; from: number; to: number }
  | { kind: 'share'; who: number }
  | { kind: 'unshare'; who: number; post: number }
  | { kind: 'create'; who: number }
  | { kind: 'join'; who: number; challenge: number }
  | { kind: 'quit'; who: number; challenge: number }
  | { kind: 'days'; who: number[]; count: number }
  | { kind: 'leave' };

const PEOPLE = 4;
const who = fc.nat({ max: PEOPLE - 1 });
const pair = <K extends string>(kind: K) => fc.record({ kind: fc.constant(kind), from: who, to: who });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: pair('request') },
  { weight: 3, arbitrary: pair('befriend') },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('answer' as const), who, accept: fc.constantFrom(true, true, true, false) }) },
  { weight: 1, arbitrary: pair('remove') },
  { weight: 1, arbitrary: pair('block') },
  { weight: 1, arbitrary: pair('unblock') },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('share' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unshare' as const), who, post: fc.nat({ max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('create' as const), who }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('join' as const), who, challenge: fc.nat({ max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('quit' as const), who, challenge: fc.nat({ max: 3 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('days' as const), who: fc.uniqueArray(who, { minLength: 1 }), count: fc.integer({ min: 2, max: 8 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const) }) },
);

/** A refusal (4xx) is part of a random history; a failure (5xx) is a bug. */
function answered<R extends { status: number; body: unknown }>(res: R): R {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  return res;
}

/** Completes `person`'s today: one task, then the day (409 when it is already complete). */
async function completeDay(person: Person): Promise<void> {
  const date = today(ctx.clock);
  await addTaskRequest(person.agent, person.user.id, date, 'Stretch', '🧘');
  const res = await completeRequest(person.agent, person.user.id, date);
  expect([200, 409]).toContain(res.status);
}

async function run(people: Person[], challenges: string[], s: Step): Promise<void> {
  const one = (i: number) => people[i]!;
  if ('from' in s && (one(s.from).gone || one(s.to).gone || s.from === s.to)) return;
  if ('who' in s && typeof s.who === 'number' && one(s.who).gone) return;
  switch (s.kind) {
    case 'request': {
      const [a, b] = [one(s.from), one(s.to)];
      // 201 (or accepted at once when the other had asked), 409 when already friends or asked, 403/404 when blocked;
      // never a failure, which would roll back a change and its count together and hide a broken trigger.
      answered(await askRequest(a, b));
      return;
    }
    case 'befriend': {
      // A request the other accepts at once (when one can be made: not friends yet, no block).
      const [a, b] = [one(s.from), one(s.to)];
      const sent = answered(await askRequest(a, b));
      if (sent.status === 201 && sent.body.status === 'pending') {
        await answerFriend(b, sent.body.friendship_id, 'accepted');
      }
      return;
    }
    case 'answer': {
      const p = one(s.who);
      const res = await p.agent.get(`/api/users/${p.user.id}/friend-requests`).expect(200);
      const pending = res.body as Array<{ friendship_id: string }>;
      if (pending[0]) {
        const status = s.accept ? 'accepted' : 'declined';
        await answerFriend(p, pending[0].friendship_id, status);
      }
      return;
    }
    case 'remove':
      answered(await one(s.from).agent.delete(`/api/users/${one(s.from).user.id}/friends/${one(s.to).user.id}`));
      return;
    case 'block':
      answered(await blockRequest(one(s.from), one(s.to)));
      return;
    case 'unblock':
      answered(await one(s.from).agent.delete(`/api/users/${one(s.from).user.id}/blocks/${one(s.to).user.id}`));
      return;
    case 'share': {
      const p = one(s.who);
      p.posts.push((await sharePhoto(p, photo)).id);
      return;
    }
    case 'unshare': {
      const p = one(s.who);
      const [id] = p.posts.splice(s.post % Math.max(p.posts.length, 1), 1);
      if (id) await p.agent.delete(`/api/posts/${id}`).expect(200);
      return;
    }
    case 'create': {
      const p = one(s.who);
      challenges.push((await createChallenge(p)).id);
      return;
    }
    case 'join': {
      if (challenges.length === 0) return;
      const p = one(s.who);
      // 409 when already in or when the challenge has ended.
      answered(await joinRequest(p, challenges[s.challenge % challenges.length]!));
      return;
    }
    case 'quit': {
      if (challenges.length === 0) return;
      const p = one(s.who);
      const id = challenges[s.challenge % challenges.length];
      // In it (joined now or before, days done or not), then out: 403 for its creator, 409 when left, ended or completed.
      answered(await joinRequest(p, id!));
      answered(await leaveRequest(p, id!));
      return;
    }
    case 'days':
      // A run of days in which the chosen people complete each day: a 7-day challenge can be completed.
      for (let d = 0; d < s.count; d++) {
        for (const i of s.who) if (!one(i).gone) await completeDay(one(i));
        ctx.clock.advanceDays(1);
      }
      return;
    case 'leave': {
      // The last person may delete their account; their friends' counts must lose them.
      const p = one(PEOPLE - 1);
      if (p.gone) return;
      await p.agent.delete(`/api/users/${p.user.id}`).send({ password: PASSWORD }).expect(204);
      p.gone = true;
      return;
    }
  }
}

interface Counts {
  friends: number;
  posts: number;
  joined: number;
  completed: number;
}

async function storedAndCounted(ids: string[]): Promise<{ stored: Counts[]; counted: Counts[] }> {
  const { rows } = await ctx.deps.db.query<{ stored: Counts; counted: Counts }>(
    `SELECT json_build_object('friends', u.friend_count, 'posts', u.post_count,
                              'joined', u.challenges_joined, 'completed', u.challenges_completed) AS stored,
            json_build_object(
              'friends', (SELECT count(*) FROM friendships f WHERE u.id IN (f.requester_id, f.addressee_id) AND f.status = 'accepted'),
              'posts', (SELECT count(*) FROM posts p WHERE p.user_id = u.id),
              'joined', (SELECT count(*) FROM challenge_participants cp WHERE cp.user_id = u.id)
                          + (SELECT count(*) FROM challenge_departures d WHERE d.user_id = u.id),
              'completed', (SELECT count(*) FROM challenge_participants cp JOIN challenges c ON c.id = cp.challenge_id
                             WHERE cp.user_id = u.id AND challenge_progress(cp.user_id, c.start_date, c.duration_days) >= c.duration_days)
            ) AS counted
       FROM users u WHERE u.id = ANY($1::uuid[]) ORDER BY u.id`,
    [ids],
  );
  return { stored: rows.map((r) => r.stored), counted: rows.map((r) => r.counted) };
}

describe("the user's stored counts", () => {
  it('when friendships, blocks, posts, challenges joined and left, completed days and a deleted account happen at random, then every count equals its rows', async () => {
    const seen = { friends: 0, completed: 0, left: 0, quit: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 15, maxLength: 35 }), async (steps) => {
        const people: Person[] = [];
        for (let i = 0; i < PEOPLE; i++) people.push({ ...(await signUp(ctx)), gone: false, posts: [] });
        const challenges: string[] = [];
        // Every history also has someone leave a challenge, which random steps alone make only now and then.
        const sure: Step[] = [{ kind: 'create', who: 0 }, { kind: 'quit', who: 1, challenge: 0 }];
        for (const s of [...sure, ...steps]) await run(people, challenges, s);
        const alive = people.filter((p) => !p.gone).map((p) => p.user.id);
        const { stored, counted } = await storedAndCounted(alive);
        expect(stored).toEqual(counted);
        // The user response shows the stored counts.
        const shown = people.find((p) => !p.gone);
        if (shown) {
          const me = await shown.agent.get('/api/auth/me').expect(200);
          const [own] = (await storedAndCounted([shown.user.id])).counted;
          expect(me.body.progress).toMatchObject({ friends: own!.friends, posts: own!.posts, challenges_joined: own!.joined, challenges_completed: own!.completed });
        }
        seen.friends += counted.filter((c) => c.friends > 0).length;
        seen.completed += counted.filter((c) => c.completed > 0).length;
        seen.left += people.filter((p) => p.gone).length;
        const quits = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM challenge_departures WHERE user_id = ANY($1::uuid[])', [alive]);
        seen.quit += quits.rows[0]!.n;
        // Far enough ahead that the next run's challenges are new to everyone.
        ctx.clock.advanceDays(40);
      }),
      { numRuns: 10 },
    );
    // The histories must make friends, complete and leave challenges and delete accounts, or the property proves little.
    expect(seen.friends).toBeGreaterThanOrEqual(5);
    expect(seen.quit).toBeGreaterThanOrEqual(1);
    expect(seen.completed).toBeGreaterThanOrEqual(1);
    expect(seen.left).toBeGreaterThanOrEqual(1);
    // Ten histories of up to 35 requests, many of them uploads: longer than one request-sized test.
  }, 180_000);
});
