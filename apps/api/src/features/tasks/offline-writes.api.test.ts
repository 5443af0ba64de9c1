import { beforeAll, describe, expect, it } from 'vitest';
import { trophiesOf } from '../../../test/assertions';
import { challengeWith, createChallenge } from '../../../test/factories/challenges';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';

/*
 * Writes the device queued while offline, sent later with offline_at (docs/decisions/029-queued-writes.md): each is
 * judged as made on D, the user's date of offline_at, and accepted until 6 hours after D ended in their zone.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

type Person = SignedUp;

/** A new user, in `zone` when given (UTC days otherwise). */
async function person(zone?: string): Promise<Person> {
  const me = await signUp(ctx);
  if (zone) await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ time_zone: zone }).expect(200);
  return me;
}

const addTask = (p: Person, date: string, extra: Record<string, unknown> = {}) =>
  p.agent.post('/api/tasks').send({ user_id: p.user.id, name: 'Stretch', emoji: '🧘', date, completed: false, ...extra });
const complete = (p: Person, date: string, offlineAt?: string) =>
  p.agent.post(`/api/users/${p.user.id}/complete-daily-tasks`).send({ date, ...(offlineAt ? { offline_at: offlineAt } : {}) });
const logMood = (p: Person, mood: string, offlineAt?: unknown) =>
  p.agent.post('/api/mood-logs').send({ user_id: p.user.id, mood, ...(offlineAt !== undefined ? { offline_at: offlineAt } : {}) });
const deleteTask = (p: Person, taskId: string, offlineAt: string) => p.agent.delete(`/api/tasks/${taskId}?offline_at=${encodeURIComponent(offlineAt)}`);

/** Sets the clock, then adds a task for the user's today and completes it online. */
async function completeOnline(p: Person, at: string, date: string): Promise<number> {
  ctx.clock.set(at);
  await addTask(p, date).expect(201);
  return (await complete(p, date).expect(200)).body.streak_count as number;
}

interface Stored {
  streak_count: number;
  last_completed_date: string | null;
  last_day_ended_at: string | null;
  streak_until: string | null;
}
async function storedStreak(p: Person): Promise<Stored> {
  const { rows } = await ctx.deps.db.query<Stored>(
    'SELECT streak_count, last_completed_date::text, last_day_ended_at, streak_until FROM users WHERE id = $1',
    [p.user.id],
  );
  return rows[0]!;
}
async function markers(p: Person): Promise<string[]> {
  const { rows } = await ctx.deps.db.query<{ date: string }>('SELECT date::text AS date FROM tasks WHERE user_id = $1 AND is_marker ORDER BY date', [p.user.id]);
  return rows.map((r) => r.date);
}
async function progressOf(p: Person, challengeId: string): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ progress: number }>('SELECT progress FROM challenge_participants WHERE user_id = $1 AND challenge_id = $2', [
    p.user.id,
    challengeId,
  ]);
  return rows[0]!.progress;
}

const tooLate = (day: string) => `This was done offline on ${day} and reached us more than 6 hours after that day ended, so it was not saved.`;
const tooLateBody = (day: string) => ({ error: tooLate(day), code: 'offline_too_late', params: { day, hours: 6 } });
const OVERLAP = 'You already finished a day that overlaps this one. Come back tomorrow.';
const PAST_DAY = "Only today's tasks can be changed.";
const DAY_LOCKED = 'This day is already completed; its tasks can no longer be changed.';

describe('POST /api/users/:id/complete-daily-tasks with offline_at', () => {
  it('when a completion done on D arrives 5 h 59 min after D ended, then it is saved with the streak, progress and trophies of completing D on D', async () => {
    const onTime = await person();
    const queued = await person();
    // Both complete the 8th and the 9th and take part in a challenge that runs over the 10th.
    ctx.clock.set('2026-03-08T12:00:00Z');
    const challenge = await challengeWith(onTime, [queued], { name: 'Stretch week' });
    for (const p of [onTime, queued]) {
      await completeOnline(p, '2026-03-08T12:00:00Z', '2026-03-08');
      await completeOnline(p, '2026-03-09T12:00:00Z', '2026-03-09');
    }
    // On the 10th at 20:00 one completes online; the other's phone is offline and queues it.
    expect(await completeOnline(onTime, '2026-03-10T20:00:00Z', '2026-03-10')).toBe(3);
    ctx.clock.set('2026-03-10T12:00:00Z');
    await addTask(queued, '2026-03-10').expect(201);

    ctx.clock.set('2026-03-11T05:59:00Z');
    const res = await complete(queued, '2026-03-10', '2026-03-10T20:00:00.000Z').expect(200);
    expect(res.body).toEqual({ streak_count: 3, milestone: null, freezes: 0 });

    const stored = await storedStreak(queued);
    expect(stored).toEqual(await storedStreak(onTime));
    expect(stored).toMatchObject({ streak_count: 3, last_completed_date: '2026-03-10' });
    // The 10th ended at midnight UTC; the streak shows until the end of the 11th.
    expect(new Date(stored.last_day_ended_at!).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(new Date(stored.streak_until!).toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(await markers(queued)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(await progressOf(queued, challenge)).toBe(3);
    expect(await progressOf(onTime, challenge)).toBe(3);
    expect(await trophiesOf(ctx, queued.user.id)).toEqual(await trophiesOf(ctx, onTime.user.id));
    expect(await trophiesOf(ctx, queued.user.id)).toContain('streak-3');
    expect((await queued.agent.get(`/api/users/${queued.user.id}`).expect(200)).body.streak_count).toBe(3);
    const { rows } = await ctx.deps.db.query<{ completed: boolean; day_locked: boolean }>(
      "SELECT completed, day_locked FROM tasks WHERE user_id = $1 AND date = '2026-03-10' AND NOT is_marker",
      [queued.user.id],
    );
    expect(rows).toEqual([{ completed: true, day_locked: true }]);
  });

  it('when it arrives 6 h 01 min after D ended, then 409 with the text and nothing changes', async () => {
    const late = await person();
    await completeOnline(late, '2026-03-09T12:00:00Z', '2026-03-09');
    ctx.clock.set('2026-03-10T12:00:00Z');
    await addTask(late, '2026-03-10').expect(201);
    const before = await storedStreak(late);

    ctx.clock.set('2026-03-11T06:01:00Z');
    const res = await complete(late, '2026-03-10', '2026-03-10T20:00:00.000Z').expect(409);
    expect(res.body).toEqual(tooLateBody('2026-03-10'));

    expect(await storedStreak(late)).toEqual(before);
    expect(await markers(late)).toEqual(['2026-03-09']);
    const { rows } = await ctx.deps.db.query<{ completed: boolean; day_locked: boolean }>(
      "SELECT completed, day_locked FROM tasks WHERE user_id = $1 AND date = '2026-03-10'",
      [late.user.id],
    );
    expect(rows).toEqual([{ completed: false, day_locked: false }]);
    expect(await trophiesOf(ctx, late.user.id)).toEqual([]);
  });

  it('when one instant is queued in Kiritimati (+14) and Pago Pago (-11), then each is judged by its own date and deadline', async () => {
    // 2026-03-10T09:30Z is 23:30 on the 10th in Kiritimati (ends 10:00Z) and 22:30 on the 9th in Pago Pago (ends 11:00Z).
    const [k1, k2, p1, p2] = [await person('Pacific/Kiritimati'), await person('Pacific/Kiritimati'), await person('Pacific/Pago_Pago'), await person('Pacific/Pago_Pago')];
    ctx.clock.set('2026-03-10T09:00:00Z');
    for (const k of [k1, k2]) await addTask(k, '2026-03-10').expect(201);
    for (const p of [p1, p2]) await addTask(p, '2026-03-09').expect(201);

    ctx.clock.set('2026-03-10T15:59:00Z');
    expect((await complete(k1, '2026-03-10', '2026-03-10T23:30:00.000+14:00').expect(200)).body).toEqual({ streak_count: 1, milestone: null, freezes: 0 });
    ctx.clock.set('2026-03-10T16:01:00Z');
    expect((await complete(k2, '2026-03-10', '2026-03-10T23:30:00.000+14:00').expect(409)).body).toEqual(tooLateBody('2026-03-10'));
    // The same instant written in UTC is still the 9th for a user in Pago Pago.
    ctx.clock.set('2026-03-10T16:59:00Z');
    expect((await complete(p1, '2026-03-09', '2026-03-10T09:30:00.000Z').expect(200)).body).toEqual({ streak_count: 1, milestone: null, freezes: 0 });
    ctx.clock.set('2026-03-10T17:01:00Z');
    expect((await complete(p2, '2026-03-09', '2026-03-10T09:30:00.000Z').expect(409)).body).toEqual(tooLateBody('2026-03-09'));

    expect(await markers(k1)).toEqual(['2026-03-10']);
    expect(await markers(p1)).toEqual(['2026-03-09']);
    expect([...(await markers(k2)), ...(await markers(p2))]).toEqual([]);
    expect(new Date((await storedStreak(k1)).streak_until!).toISOString()).toBe('2026-03-11T10:00:00.000Z');
    expect(new Date((await storedStreak(p1)).streak_until!).toISOString()).toBe('2026-03-11T11:00:00.000Z');
  });

  it('when the day starts at 3 am, then 02:30 belongs to the date before and its deadline is 09:00', async () => {
    ctx.clock.set('2026-03-10T17:00:00Z'); // 02:00 on the 11th in Tokyo
    const [t1, t2] = [await person('Asia/Tokyo'), await person('Asia/Tokyo')];
    for (const t of [t1, t2]) {
      await t.agent.patch(`/api/users/${t.user.id}/settings`).send({ day_start_hour: 3 }).expect(200);
      await addTask(t, '2026-03-10').expect(201);
    }
    const acted = '2026-03-11T02:30:00.000+09:00';

    ctx.clock.set('2026-03-10T23:59:00Z'); // 08:59 on the 11th
    // A device that took the calendar date of 02:30 sent the wrong day.
    const wrong = await complete(t1, '2026-03-11', acted).expect(400);
    expect(wrong.body.error).toBe('date must be 2026-03-10, the day of offline_at in your time zone.');
    expect(wrong.body.details).toEqual([expect.objectContaining({ path: 'date' })]);
    expect((await complete(t1, '2026-03-10', acted).expect(200)).body).toEqual({ streak_count: 1, milestone: null, freezes: 0 });
    ctx.clock.set('2026-03-11T00:01:00Z');
    expect((await complete(t2, '2026-03-10', acted).expect(409)).body).toEqual(tooLateBody('2026-03-10'));
    expect(await markers(t1)).toEqual(['2026-03-10']);
    expect(await markers(t2)).toEqual([]);
  });

  it('when the user flew east after completing and the queued date overlaps it, then the travel rule refuses it', async () => {
    ctx.clock.set('2026-03-10T20:00:00Z'); // 13:00 on the 10th in Los Angeles, 05:00 on the 11th in Tokyo
    const traveller = await person('America/Los_Angeles');
    expect(await completeOnline(traveller, '2026-03-10T20:00:00Z', '2026-03-10')).toBe(1);
    await traveller.agent.patch(`/api/users/${traveller.user.id}/settings`).send({ time_zone: 'Asia/Tokyo' }).expect(200);
    await addTask(traveller, '2026-03-11').expect(201);
    // The 11th in Tokyo began before the 10th ended in Los Angeles (07:00Z on the 11th): it overlaps, queued or not.
    ctx.clock.set('2026-03-11T16:00:00Z');
    expect((await complete(traveller, '2026-03-11', '2026-03-11T10:00:00.000+09:00').expect(409)).body).toEqual({ error: OVERLAP, code: 'overlapping_day' });
    expect(await markers(traveller)).toEqual(['2026-03-10']);
  });

  it('when the same queued completion arrives 10 times at once (a retry racing the first send), then it counts once', async () => {
    const p = await person();
    ctx.clock.set('2026-03-09T12:00:00Z');
    const challenge = await createChallenge(p, { name: 'Retry week' });
    await completeOnline(p, '2026-03-09T12:00:00Z', '2026-03-09');
    ctx.clock.set('2026-03-10T12:00:00Z');
    await addTask(p, '2026-03-10').expect(201);
    ctx.clock.set('2026-03-11T02:00:00Z');
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(p, '2026-03-10', '2026-03-10T20:00:00.000Z')));
    expect(answers.map((r) => [r.status, r.body.streak_count])).toEqual(Array.from({ length: 10 }, () => [200, 2]));
    expect(await markers(p)).toEqual(['2026-03-09', '2026-03-10']);
    expect(await progressOf(p, challenge.id)).toBe(2);
    expect((await storedStreak(p)).streak_count).toBe(2);
  });

  it('when offline_at is more than 5 minutes ahead of the clock, then 400 naming it; 5 minutes ahead is clock skew and accepted', async () => {
    const p = await person();
    ctx.clock.set('2026-03-10T12:00:00Z');
    await addTask(p, '2026-03-10').expect(201);
    const res = await complete(p, '2026-03-10', '2026-03-10T12:05:01.000Z').expect(400);
    expect(res.body.error).toMatch(/^offline_at /);
    expect(res.body.details).toEqual([expect.objectContaining({ in: 'body', path: 'offline_at' })]);
    expect(await markers(p)).toEqual([]);
    await complete(p, '2026-03-10', '2026-03-10T12:05:00.000Z').expect(200);
  });

  it('when the date is not the day of offline_at, then 400 naming date and nothing is saved', async () => {
    const p = await person();
    ctx.clock.set('2026-03-11T02:00:00Z');
    await addTask(p, '2026-03-11').expect(201);
    const res = await complete(p, '2026-03-11', '2026-03-10T20:00:00.000Z').expect(400);
    expect(res.body.error).toBe('date must be 2026-03-10, the day of offline_at in your time zone.');
    expect(await markers(p)).toEqual([]);
  });
});

describe('task writes with offline_at', () => {
  it('when a create, a rename, an emoji change and a delete done on D arrive after D ended (within 6 h), then all are saved for D', async () => {
    const p = await person();
    ctx.clock.set('2026-03-09T10:00:00Z');
    const old = (await addTask(p, '2026-03-09').expect(201)).body;
    ctx.clock.set('2026-03-10T10:00:00Z');
    const kept = (await addTask(p, '2026-03-10', { name: 'Read' }).expect(201)).body;
    const dropped = (await addTask(p, '2026-03-10', { name: 'Run' }).expect(201)).body;

    ctx.clock.set('2026-03-11T03:00:00Z');
    const created = await addTask(p, '2026-03-10', { name: 'Walk', offline_at: '2026-03-10T21:00:00.000Z' }).expect(201);
    expect(created.body).toMatchObject({ name: 'Walk', date: '2026-03-10' });
    await p.agent.patch(`/api/tasks/${kept.id}`).send({ name: 'Read a chapter', offline_at: '2026-03-10T21:01:00.000Z' }).expect(200);
    const emoji = await p.agent.patch(`/api/tasks/${kept.id}`).send({ emoji: '📖', offline_at: '2026-03-10T21:02:00.000Z' }).expect(200);
    expect(emoji.body).toMatchObject({ name: 'Read a chapter', emoji: '📖', date: '2026-03-10' });
    // An offset with a plus sign must arrive as one in the query.
    expect((await deleteTask(p, dropped.id, '2026-03-10T23:03:00.000+02:00').expect(200)).body).toEqual({ ok: true });

    const day = await p.agent.get(`/api/users/${p.user.id}/tasks?date=2026-03-10`).expect(200);
    expect(day.body.map((t: { name: string; emoji: string }) => [t.name, t.emoji])).toEqual([
      ['Read a chapter', '📖'],
      ['Walk', '🧘'],
    ]);

    // The same writes without offline_at are for the 11th, as before.
    expect((await p.agent.patch(`/api/tasks/${kept.id}`).send({ name: 'Late' }).expect(409)).body).toEqual({ error: PAST_DAY, code: 'past_day' });
    expect((await addTask(p, '2026-03-10').expect(400)).body.error).toBe('Tasks can only be saved for today (2026-03-11).');
    // A task of another day than D stays refused, judged against D.
    expect((await p.agent.patch(`/api/tasks/${old.id}`).send({ name: 'Late', offline_at: '2026-03-10T21:04:00.000Z' }).expect(409)).body).toEqual({
      error: PAST_DAY,
      code: 'past_day',
    });
    expect((await deleteTask(p, old.id, '2026-03-10T21:04:00.000Z').expect(409)).body).toEqual({ error: PAST_DAY, code: 'past_day' });
    const wrongDate = await addTask(p, '2026-03-11', { offline_at: '2026-03-10T21:05:00.000Z' }).expect(400);
    expect(wrongDate.body.details).toEqual([expect.objectContaining({ path: 'date' })]);

    // Once D is completed (queued too), its tasks are locked for queued edits as well.
    await complete(p, '2026-03-10', '2026-03-10T21:06:00.000Z').expect(200);
    expect((await p.agent.patch(`/api/tasks/${kept.id}`).send({ name: 'Again', offline_at: '2026-03-10T21:07:00.000Z' }).expect(409)).body).toEqual({
      error: DAY_LOCKED,
      code: 'day_locked',
    });
    expect((await deleteTask(p, kept.id, '2026-03-10T21:07:00.000Z').expect(409)).body).toEqual({ error: DAY_LOCKED, code: 'day_locked' });
    expect((await addTask(p, '2026-03-10', { offline_at: '2026-03-10T21:07:00.000Z' }).expect(409)).body).toEqual({ error: DAY_LOCKED, code: 'day_locked' });
  });

  it('when task writes done on D arrive more than 6 h after D ended, then 409 with the text and nothing changes', async () => {
    const p = await person();
    ctx.clock.set('2026-03-10T10:00:00Z');
    const task = (await addTask(p, '2026-03-10').expect(201)).body;
    ctx.clock.set('2026-03-11T06:01:00Z');
    const offlineAt = '2026-03-10T21:00:00.000Z';
    const refusal = tooLateBody('2026-03-10');
    expect((await addTask(p, '2026-03-10', { name: 'Walk', offline_at: offlineAt }).expect(409)).body).toEqual(refusal);
    expect((await p.agent.patch(`/api/tasks/${task.id}`).send({ name: 'Renamed', offline_at: offlineAt }).expect(409)).body).toEqual(refusal);
    expect((await deleteTask(p, task.id, offlineAt).expect(409)).body).toEqual(refusal);
    const day = await p.agent.get(`/api/users/${p.user.id}/tasks?date=2026-03-10`).expect(200);
    expect(day.body).toEqual([task]);
  });

  it('when a task write carries a future offline_at, then 400 naming it where it was sent', async () => {
    const p = await person();
    ctx.clock.set('2026-03-10T10:00:00Z');
    const task = (await addTask(p, '2026-03-10').expect(201)).body;
    const future = '2026-03-10T11:00:00.000Z';
    expect((await addTask(p, '2026-03-10', { offline_at: future }).expect(400)).body.details).toEqual([expect.objectContaining({ in: 'body', path: 'offline_at' })]);
    expect((await p.agent.patch(`/api/tasks/${task.id}`).send({ name: 'X', offline_at: future }).expect(400)).body.error).toMatch(/^offline_at /);
    expect((await deleteTask(p, task.id, future).expect(400)).body.details).toEqual([expect.objectContaining({ in: 'query', path: 'offline_at' })]);
    expect((await p.agent.get(`/api/users/${p.user.id}/tasks?date=2026-03-10`).expect(200)).body).toEqual([task]);
  });
});

describe('POST /api/mood-logs with offline_at', () => {
  it('when a mood logged on D arrives after D ended, then it is the mood of D and today has none; past 6 h it is refused', async () => {
    const p = await person();
    ctx.clock.set('2026-03-11T02:00:00Z');
    expect((await logMood(p, 'tired', '2026-03-10T22:00:00.000Z').expect(200)).body).toEqual({ mood: 'tired', date: '2026-03-10' });
    expect((await p.agent.get(`/api/users/${p.user.id}/mood-log`).expect(200)).body).toEqual({ mood: null });
    ctx.clock.set('2026-03-11T06:01:00Z');
    expect((await logMood(p, 'happy', '2026-03-10T23:00:00.000Z').expect(409)).body).toEqual(tooLateBody('2026-03-10'));
    expect((await logMood(p, 'happy', '2026-03-11T06:30:00.000Z').expect(400)).body.error).toMatch(/^offline_at /);
    expect((await p.agent.get(`/api/users/${p.user.id}/mood-logs`).expect(200)).body).toEqual([{ mood: 'tired', date: '2026-03-10' }]);
  });
});

describe('a malformed offline_at', () => {
  const MALFORMED: unknown[] = ['2026-03-10T20:00:00', '2026-03-10', 'yesterday', '2026-02-30T10:00:00Z', '1899-12-31T23:00:00Z', '2026-03-10T20:00:00+0200', 1773172800000, ''];

  it('when any write gets one, then 400 naming offline_at and nothing is saved', async () => {
    const p = await person();
    ctx.clock.set('2026-03-10T12:00:00Z');
    const task = (await addTask(p, '2026-03-10').expect(201)).body;
    for (const value of MALFORMED) {
      const answers = [
        await addTask(p, '2026-03-10', { offline_at: value }),
        await p.agent.patch(`/api/tasks/${task.id}`).send({ name: 'X', offline_at: value }),
        await p.agent.delete(`/api/tasks/${task.id}?offline_at=${encodeURIComponent(String(value))}`),
        await p.agent.post(`/api/users/${p.user.id}/complete-daily-tasks`).send({ date: '2026-03-10', offline_at: value }),
        await logMood(p, 'happy', value),
      ];
      for (const res of answers) {
        expect(res.status, `${String(value)}: ${res.text}`).toBe(400);
        expect(res.body.error).toMatch(/^offline_at /);
      }
    }
    expect((await p.agent.get(`/api/users/${p.user.id}/tasks?date=2026-03-10`).expect(200)).body).toEqual([task]);
    expect((await p.agent.get(`/api/users/${p.user.id}/mood-log`).expect(200)).body).toEqual({ mood: null });
  });
});
