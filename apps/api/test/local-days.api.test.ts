import { beforeAll, describe, expect, it } from 'vitest';
import { isTimeZone } from '@dayleaf/contracts';
import { localToday } from '../src/features/streaks/local-day';
import { challengeWith } from './factories/challenges';
import { moodRequest } from './factories/moods';
import { addTaskRequest, completeRequest } from './factories/tasks';
import { signUpIn } from './factories/users';
import { createTestContext, type SignedUp, type TestContext } from './test-app';

/*
 * Local days end to end (docs/product.md#your-day, docs/decisions/023-local-days.md): the user's today follows
 * their zone and day start in every per-day route, and travel neither breaks a streak nor gives a day.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

type Person = SignedUp;

const addTask = (p: Person, date: string) => addTaskRequest(p.agent, p.user.id, date, 'Stretch', '🧘');
const complete = (p: Person, date: string) => completeRequest(p.agent, p.user.id, date);
const streakOf = async (p: Person) => (await p.agent.get(`/api/users/${p.user.id}`).expect(200)).body.streak_count as number;
const moveTo = (p: Person, settings: { time_zone?: string; day_start_hour?: number }) =>
  p.agent.patch(`/api/users/${p.user.id}/settings`).send(settings).expect(200);

async function completeWithTask(p: Person, date: string): Promise<number> {
  await addTask(p, date).expect(201);
  return (await complete(p, date).expect(200)).body.streak_count as number;
}

async function markers(p: Person): Promise<string[]> {
  const { rows } = await ctx.deps.db.query<{ date: string }>('SELECT date FROM tasks WHERE user_id = $1 AND is_marker ORDER BY date', [p.user.id]);
  return rows.map((r) => r.date);
}

const OVERLAP = 'You already finished a day that overlaps this one. Come back tomorrow.';

describe('the database engine and time zones', () => {
  it('when the engine cuts dates in IANA zones, then it agrees with the API for the zones of these tests', async () => {
    const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Kathmandu'];
    for (const at of ['2026-03-10T10:30:00Z', '2026-03-29T00:30:00Z', '2026-11-01T09:15:00Z']) {
      for (const hour of [0, 3]) {
        const { rows } = await ctx.deps.db.query<{ zone: string; day: string }>(
          `SELECT z AS zone, (($1::timestamptz AT TIME ZONE z) - make_interval(hours => $2))::date::text AS day FROM unnest($3::text[]) AS z`,
          [at, hour, zones],
        );
        expect(Object.fromEntries(rows.map((r) => [r.zone, r.day]))).toEqual(
          Object.fromEntries(zones.map((z) => [z, localToday(new Date(at), { time_zone: z, day_start_hour: hour })])),
        );
      }
    }
  });

  it('when a zone is one the API accepts, then the engine knows it by that name', async () => {
    // The list, and the current names browsers report for zones the list spells the older way.
    const renamed = ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Kathmandu', 'Asia/Ho_Chi_Minh', 'America/Nuuk', 'Pacific/Kanton'];
    const accepted = [...Intl.supportedValuesOf('timeZone'), 'UTC', ...renamed].filter(isTimeZone);
    expect(accepted).toEqual(expect.arrayContaining(renamed));
    const { rows } = await ctx.deps.db.query<{ zone: string }>(
      'SELECT z AS zone FROM unnest($1::text[]) AS z WHERE NOT EXISTS (SELECT 1 FROM pg_timezone_names n WHERE n.name = z)',
      [accepted],
    );
    expect(rows.map((r) => r.zone)).toEqual([]);
  });
});

describe('a zone under its current name', () => {
  it('when a user signs up with Asia/Kolkata (the name Firefox reports; Node lists Asia/Calcutta), then it is kept and their today is India\'s', async () => {
    // 20:00 UTC on 2026-03-10 is 01:30 on the 11th in India.
    ctx.clock.set('2026-03-10T20:00:00Z');
    const user = await signUpIn(ctx, 'Asia/Kolkata');
    await addTask(user, '2026-03-11').expect(201);
    await addTask(user, '2026-03-10').expect(400);
  });
});

describe('Kiritimati (UTC+14) and Pago Pago (UTC-11) at the same instant', () => {
  // 10:30 UTC on 2026-03-10 is 00:30 on the 11th in Kiritimati and 23:30 on the 9th in Pago Pago.
  const instant = '2026-03-10T10:30:00Z';

  it('when each writes tasks, then only their own today is accepted', async () => {
    ctx.clock.set(instant);
    const kiri = await signUpIn(ctx, 'Pacific/Kiritimati');
    const pago = await signUpIn(ctx, 'Pacific/Pago_Pago');
    for (const wrong of ['2026-03-10', '2026-03-09']) {
      const res = await addTask(kiri, wrong).expect(400);
      expect(res.body.error).toBe('Tasks can only be saved for today (2026-03-11).');
    }
    for (const wrong of ['2026-03-10', '2026-03-11']) {
      const res = await addTask(pago, wrong).expect(400);
      expect(res.body.error).toBe('Tasks can only be saved for today (2026-03-09).');
    }
    const made = await addTask(kiri, '2026-03-11').expect(201);
    expect(made.body.date).toBe('2026-03-11');
    expect((await addTask(pago, '2026-03-09').expect(201)).body.date).toBe('2026-03-09');
    // Without a date, the list is the user's today.
    expect((await kiri.agent.get(`/api/users/${kiri.user.id}/tasks`).expect(200)).body.map((t: { date: string }) => t.date)).toEqual(['2026-03-11']);
    expect((await pago.agent.get(`/api/users/${pago.user.id}/tasks`).expect(200)).body.map((t: { date: string }) => t.date)).toEqual(['2026-03-09']);
  });

  it('when each completes, then their own date is completed and the UTC date is refused', async () => {
    ctx.clock.set(instant);
    const kiri = await signUpIn(ctx, 'Pacific/Kiritimati');
    const pago = await signUpIn(ctx, 'Pacific/Pago_Pago');
    await addTask(kiri, '2026-03-11').expect(201);
    await addTask(pago, '2026-03-09').expect(201);
    expect((await complete(kiri, '2026-03-10').expect(400)).body.error).toBe('Tasks can only be saved for today (2026-03-11).');
    expect((await complete(pago, '2026-03-10').expect(400)).body.error).toBe('Tasks can only be saved for today (2026-03-09).');
    expect((await complete(kiri, '2026-03-11').expect(200)).body.streak_count).toBe(1);
    expect((await complete(pago, '2026-03-09').expect(200)).body.streak_count).toBe(1);
    expect(await markers(kiri)).toEqual(['2026-03-11']);
    expect(await markers(pago)).toEqual(['2026-03-09']);
  });

  it('when each logs a mood, then it is the mood of their own today', async () => {
    ctx.clock.set(instant);
    const kiri = await signUpIn(ctx, 'Pacific/Kiritimati');
    const pago = await signUpIn(ctx, 'Pacific/Pago_Pago');
    expect((await moodRequest(kiri).expect(200)).body.date).toBe('2026-03-11');
    expect((await moodRequest(pago, 'tired').expect(200)).body.date).toBe('2026-03-09');
    expect((await kiri.agent.get(`/api/users/${kiri.user.id}/mood-log`).expect(200)).body).toMatchObject({ mood: 'happy', date: '2026-03-11' });
  });
});

describe('a day that starts at 3 am', () => {
  it('when it is 02:30 local, then the day is still yesterday; at 03:00 the new day begins and the streak goes on', async () => {
    ctx.clock.set('2026-03-10T01:00:00Z'); // 10:00 on the 10th in Tokyo
    const owl = await signUpIn(ctx, 'Asia/Tokyo');
    await moveTo(owl, { day_start_hour: 3 });
    expect(await completeWithTask(owl, '2026-03-10')).toBe(1);
    ctx.clock.set('2026-03-10T17:30:00Z'); // 02:30 on the 11th in Tokyo: still the 10th
    expect((await addTask(owl, '2026-03-11').expect(400)).body.error).toBe('Tasks can only be saved for today (2026-03-10).');
    expect(await streakOf(owl)).toBe(1);
    ctx.clock.set('2026-03-10T18:00:00Z'); // 03:00: the 11th begins
    expect(await completeWithTask(owl, '2026-03-11')).toBe(2);
    ctx.clock.set('2026-03-12T17:59:00Z'); // 02:59 on the 13th: the 12th was missed but is not over yet
    expect(await streakOf(owl)).toBe(2);
    ctx.clock.set('2026-03-12T18:00:00Z'); // 03:00 on the 13th: a whole date passed
    expect(await streakOf(owl)).toBe(0);
  });
});

describe('travel', () => {
  it('when the user completed Monday 23:00 in Los Angeles and lands in Tokyo, then Tuesday is bridged (409) and Wednesday adds one', async () => {
    ctx.clock.set('2026-03-10T06:00:00Z'); // Monday 2026-03-09 23:00 in Los Angeles
    const traveller = await signUpIn(ctx, 'America/Los_Angeles');
    expect(await completeWithTask(traveller, '2026-03-09')).toBe(1);
    ctx.clock.set('2026-03-10T11:00:00Z'); // Tuesday 20:00 in Tokyo, the plane has landed early
    await moveTo(traveller, { time_zone: 'Asia/Tokyo' });
    await addTask(traveller, '2026-03-10').expect(201);
    const refused = await complete(traveller, '2026-03-10').expect(409);
    expect(refused.body.error).toBe(OVERLAP);
    expect(await streakOf(traveller)).toBe(1);
    ctx.clock.set('2026-03-11T00:00:00Z'); // Wednesday 09:00 in Tokyo
    expect(await streakOf(traveller)).toBe(1);
    expect(await completeWithTask(traveller, '2026-03-11')).toBe(2);
    expect(await markers(traveller)).toEqual(['2026-03-09', '2026-03-11']);
  });

  it('when the user flies west after completing a date, then that date is never completed twice', async () => {
    ctx.clock.set('2026-03-09T16:30:00Z'); // Tuesday 2026-03-10 01:30 in Tokyo
    const traveller = await signUpIn(ctx, 'Asia/Tokyo');
    expect(await completeWithTask(traveller, '2026-03-10')).toBe(1);
    ctx.clock.set('2026-03-09T17:00:00Z'); // Monday 10:00 in Los Angeles
    await moveTo(traveller, { time_zone: 'America/Los_Angeles' });
    await addTask(traveller, '2026-03-09').expect(201);
    expect((await complete(traveller, '2026-03-09').expect(409)).body.error).toBe(OVERLAP);
    ctx.clock.set('2026-03-10T20:00:00Z'); // Tuesday again, in Los Angeles: already completed, nothing changes
    expect((await complete(traveller, '2026-03-10').expect(200)).body.streak_count).toBe(1);
    expect(await markers(traveller)).toEqual(['2026-03-10']);
    ctx.clock.set('2026-03-11T20:00:00Z'); // Wednesday in Los Angeles
    expect(await completeWithTask(traveller, '2026-03-11')).toBe(2);
  });

  it('when the user changes zone twice in one day, then the day counts once and the streak goes on the next day', async () => {
    ctx.clock.set('2026-03-10T20:00:00Z');
    const traveller = await signUpIn(ctx, 'UTC');
    expect(await completeWithTask(traveller, '2026-03-10')).toBe(1);
    ctx.clock.set('2026-03-10T21:00:00Z'); // 06:00 on the 11th in Tokyo: that date began before the 10th ended in UTC
    await moveTo(traveller, { time_zone: 'Asia/Tokyo' });
    await addTask(traveller, '2026-03-11').expect(201);
    expect((await complete(traveller, '2026-03-11').expect(409)).body.error).toBe(OVERLAP);
    ctx.clock.set('2026-03-10T22:00:00Z'); // 18:00 on the 10th in New York: completed already
    await moveTo(traveller, { time_zone: 'America/New_York' });
    expect((await complete(traveller, '2026-03-10').expect(200)).body.streak_count).toBe(1);
    expect(await streakOf(traveller)).toBe(1);
    ctx.clock.set('2026-03-11T14:00:00Z'); // 10:00 on the 11th in New York
    expect(await completeWithTask(traveller, '2026-03-11')).toBe(2);
    expect(await markers(traveller)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('when a broken streak moves to a zone where it would still run, then it stays broken', async () => {
    ctx.clock.set('2026-03-10T12:00:00Z');
    const traveller = await signUpIn(ctx, 'UTC');
    expect(await completeWithTask(traveller, '2026-03-10')).toBe(1);
    ctx.clock.set('2026-03-12T05:00:00Z'); // the 11th passed in UTC; in Pago Pago it is still the 11th
    expect(await streakOf(traveller)).toBe(0);
    const moved = await moveTo(traveller, { time_zone: 'Pacific/Pago_Pago' });
    expect(moved.body).toMatchObject({ streak_count: 0, restorable_streak: 1 });
  });
});

describe('challenge progress of participants 20 hours apart', () => {
  it('when each completes their own dates, then each date counts for its participant within the run', async () => {
    ctx.clock.set('2026-03-10T10:00:00Z'); // 19:00 on the 10th in Tokyo, 23:00 on the 9th in Pago Pago
    const tokyo = await signUpIn(ctx, 'Asia/Tokyo');
    const pago = await signUpIn(ctx, 'Pacific/Pago_Pago');
    const id = await challengeWith(tokyo, [pago], { name: 'Around the world', description: 'Every local day.' });
    // The run starts on the creator's today, the 10th: Pago Pago's 9th is before it.
    await completeWithTask(pago, '2026-03-09');
    await completeWithTask(tokyo, '2026-03-10');
    const progress = async () =>
      Object.fromEntries(
        ((await tokyo.agent.get(`/api/challenges/${id}/participants`).expect(200)).body as { id: string; progress: number }[]).map((p) => [p.id, p.progress]),
      );
    expect(await progress()).toEqual({ [tokyo.user.id]: 1, [pago.user.id]: 0 });
    ctx.clock.set('2026-03-10T12:00:00Z'); // 01:00 on the 10th in Pago Pago
    await completeWithTask(pago, '2026-03-10');
    expect(await progress()).toEqual({ [tokyo.user.id]: 1, [pago.user.id]: 1 });
    ctx.clock.set('2026-03-10T16:00:00Z'); // 01:00 on the 11th in Tokyo
    await completeWithTask(tokyo, '2026-03-11');
    expect(await progress()).toEqual({ [tokyo.user.id]: 2, [pago.user.id]: 1 });
    const mine = (await pago.agent.get(`/api/challenges/${id}/participants`).expect(200)).body as { id: string; progress: number }[];
    expect(mine.find((p) => p.id === pago.user.id)?.progress).toBe(1);
  });
});

describe('GET /api/ai/motivational-quote', () => {
  it('when the local date changes before the UTC date, then a new quote is kept for it, one per local date', async () => {
    ctx.clock.set('2026-03-10T09:00:00Z'); // 23:00 on the 10th in Kiritimati
    const kiri = await signUpIn(ctx, 'Pacific/Kiritimati');
    await kiri.agent.get('/api/ai/motivational-quote').query({ userId: kiri.user.id }).expect(200);
    await kiri.agent.get('/api/ai/motivational-quote').query({ userId: kiri.user.id }).expect(200);
    ctx.clock.set('2026-03-10T10:30:00Z'); // 00:30 on the 11th there, still the 10th in UTC
    await kiri.agent.get('/api/ai/motivational-quote').query({ userId: kiri.user.id }).expect(200);
    await kiri.agent.get('/api/ai/motivational-quote').query({ userId: kiri.user.id }).expect(200);
    const { rows } = await ctx.deps.db.query<{ date: string }>('SELECT date FROM daily_quotes WHERE user_id = $1 ORDER BY date', [kiri.user.id]);
    expect(rows.map((r) => r.date)).toEqual(['2026-03-10', '2026-03-11']);
  });
});

describe('POST /api/users/:id/restore-streak', () => {
  it("when a premium user restores, then their local yesterday counts and today's completion continues the run", async () => {
    ctx.clock.set('2026-03-05T12:00:00Z');
    const kiri = await signUpIn(ctx, 'Pacific/Kiritimati');
    await ctx.deps.db.query(`UPDATE users SET subscription_end_date = '2026-04-30T00:00:00Z' WHERE id = $1`, [kiri.user.id]);
    expect(await completeWithTask(kiri, '2026-03-06')).toBe(1);
    ctx.clock.set('2026-03-10T10:30:00Z'); // 00:30 on the 11th in Kiritimati
    expect(await streakOf(kiri)).toBe(0);
    expect((await kiri.agent.post(`/api/users/${kiri.user.id}/restore-streak`).send({}).expect(200)).body).toEqual({ restored_streak: 1 });
    const { rows } = await ctx.deps.db.query<{ last_completed_date: string }>('SELECT last_completed_date FROM users WHERE id = $1', [kiri.user.id]);
    expect(rows[0]!.last_completed_date).toBe('2026-03-10');
    expect(await completeWithTask(kiri, '2026-03-11')).toBe(2);
  });
});
