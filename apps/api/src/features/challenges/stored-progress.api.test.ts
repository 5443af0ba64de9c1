import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { localToday } from '../streaks/local-day';
import { createChallenge, joinRequest } from '../../../test/factories/challenges';
import { addTaskRequest, completeRequest } from '../../../test/factories/tasks';
import { signUpIn } from '../../../test/factories/users';
import { createTestContext, type SignedUp, type TestContext } from '../../../test/test-app';

/*
 * Stored progress (docs/decisions/027-stored-progress.md): challenge_participants.progress, kept by the completion
 * and set by the join, equals challenge_progress() of migration 0019 (the oracle) after random histories of
 * completions, travel, new challenges and joins, through the API.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

interface Person extends SignedUp {
  place: { time_zone: string; day_start_hour: number };
}

const ZONES = ['Europe/London', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Katmandu', 'Europe/Berlin'];

type Step =
  | { kind: 'wait'; hours: number }
  | { kind: 'complete'; who: number }
  | { kind: 'move'; who: number; zone: string; hour: number }
  | { kind: 'create'; who: number; duration: 7 | 14 }
  | { kind: 'join'; who: number; challenge: number };

const who = fc.nat({ max: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 20 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('complete' as const), who }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('move' as const), who, zone: fc.constantFrom(...ZONES), hour: fc.integer({ min: 0, max: 4 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('create' as const), who, duration: fc.constantFrom(7 as const, 14 as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('join' as const), who, challenge: fc.nat({ max: 3 }) }) },
);

const personIn = async (zone: string): Promise<Person> => ({ ...(await signUpIn(ctx, zone, 'sp')), place: { time_zone: zone, day_start_hour: 0 } });

async function run(p: Person[], challenges: string[], s: Step): Promise<void> {
  if (s.kind === 'wait') return ctx.clock.advance(s.hours * 3_600_000);
  const person = p[s.who]!;
  if (s.kind === 'complete') {
    const date = localToday(new Date(ctx.clock.now()), person.place);
    await addTaskRequest(person.agent, person.user.id, date, 'Stretch', '🧘');
    // 200, or 409 when travel made today overlap the last completed date: either way the oracle decides.
    const res = await completeRequest(person.agent, person.user.id, date);
    expect([200, 409]).toContain(res.status);
  } else if (s.kind === 'move') {
    await person.agent.patch(`/api/users/${person.user.id}/settings`).send({ time_zone: s.zone, day_start_hour: s.hour }).expect(200);
    person.place = { time_zone: s.zone, day_start_hour: s.hour };
  } else if (s.kind === 'create') {
    challenges.push((await createChallenge(person, { duration_days: s.duration })).id);
  } else if (challenges.length > 0) {
    // 409 when already in or when the challenge has ended.
    const res = await joinRequest(person, challenges[s.challenge % challenges.length]!);
    expect([200, 201, 204, 409]).toContain(res.status);
  }
}

describe('stored challenge progress', () => {
  it('when completions, moves, challenges and joins happen at random, then every stored progress equals challenge_progress()', async () => {
    const seen = { counted: 0, joinedLate: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        const people = [await personIn('Europe/London'), await personIn('Asia/Katmandu'), await personIn('America/Los_Angeles')];
        const challenges: string[] = [];
        for (const s of steps) await run(people, challenges, s);
        const { rows } = await ctx.deps.db.query<{ stored: number; computed: number; joined_late: boolean }>(
          `SELECT cp.progress AS stored, challenge_progress(cp.user_id, c.start_date, c.duration_days) AS computed,
                  EXISTS (SELECT 1 FROM tasks t WHERE t.user_id = cp.user_id AND t.is_marker AND t.created_at < cp.joined_at
                            AND t.date >= c.start_date AND t.date < c.start_date + c.duration_days) AS joined_late
             FROM challenge_participants cp JOIN challenges c ON c.id = cp.challenge_id
            WHERE cp.user_id = ANY($1::uuid[]) ORDER BY cp.challenge_id, cp.user_id`,
          [people.map((p) => p.user.id)],
        );
        expect(rows.map((r) => r.stored)).toEqual(rows.map((r) => r.computed));
        seen.counted += rows.filter((r) => r.computed > 0).length;
        seen.joinedLate += rows.filter((r) => r.joined_late).length;
        // Far enough ahead that the next run's challenges are new to everyone.
        ctx.clock.advanceDays(40);
      }),
      { numRuns: 15 },
    );
    // The histories must count completed days, including ones made before joining, or the property proves little.
    expect(seen.counted).toBeGreaterThanOrEqual(10);
    expect(seen.joinedLate).toBeGreaterThanOrEqual(2);
  });
});
