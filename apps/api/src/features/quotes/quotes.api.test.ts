import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setStreak } from '../../../test/factories/users';
import { createTestContext, PASSWORD, signUp, type TestContext } from '../../../test/test-app';
import { createApp } from '../../app';
import { bundledQuote } from '../../integrations/ai-quotes/bundled-quotes';
import { startFakeOpenAi } from '../../../test/fakes/openai';
import { addDays, today } from '../../shared/clock';
import { sql } from '../../shared/db/sql';

const PATH = '/api/ai/motivational-quote';
const ROUTE_DEADLINE_MS = 6_000;

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  ctx = await createTestContext({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'test-model' });
});
afterAll(() => fake.close());
beforeEach(() => fake.reply({ kind: 'quote', text: (n) => `Fake quote number ${n}.` }));

async function storedQuotes(context: TestContext, userId: string) {
  const { rows } = await context.deps.db.query<{ date: string; quote: string; source: string }>(
    sql`SELECT date, quote, source FROM daily_quotes WHERE user_id = ${userId}::uuid ORDER BY date`,
  );
  return rows;
}

/** Rejects when the request has not answered by the deadline the route promises. */
function withinDeadline<T>(pending: PromiseLike<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ROUTE_DEADLINE_MS} ms`)), ROUTE_DEADLINE_MS);
  });
  return Promise.race([Promise.resolve(pending), deadline]).finally(() => clearTimeout(timer));
}

describe('GET /api/ai/motivational-quote', () => {
  it('when the model answers, then its quote is returned and stored, and a second request makes no model call', async () => {
    const { agent, user } = await signUp(ctx);
    const day = today(ctx.clock);
    await setStreak(ctx, user.id, 4, addDays(day, -1));
    await ctx.deps.db.query(sql`INSERT INTO mood_logs (user_id, date, mood) VALUES (${user.id}::uuid, ${day}::date, 'tired')`);
    fake.reply({ kind: 'quote', text: () => '  "Four days in: rest, then rise again."\n' });
    const before = fake.calls;

    const first = await agent.get(PATH).query({ userId: user.id }).expect(200);

    expect(first.body).toEqual({ quote: 'Four days in: rest, then rise again.' });
    expect(fake.calls).toBe(before + 1);
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('test-model');
    const prompt = JSON.stringify(sent.body.messages);
    expect(prompt).toContain('4 days');
    expect(prompt).toContain('tired');
    expect(await storedQuotes(ctx, user.id)).toEqual([{ date: day, quote: first.body.quote, source: 'model' }]);

    const second = await agent.get(PATH).query({ userId: user.id }).expect(200);
    expect(second.body).toEqual(first.body);
    expect(fake.calls).toBe(before + 1);
  });

  it('when the userId is left out, then the session user gets their quote', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.get(PATH).expect(200);
    expect(res.body.quote).toMatch(/^Fake quote number \d+\.$/);
    expect(await storedQuotes(ctx, user.id)).toHaveLength(1);
  });

  it.each([
    ['a 500 error', { kind: 'status', status: 500 } as const],
    ['a 429 rate limit', { kind: 'status', status: 429 } as const],
    ['an empty reply', { kind: 'quote', text: () => ' "" ' } as const],
  ])('when the model answers with %s, then the bundled quote is returned and stored, without retrying', async (_case, reply) => {
    const { agent, user } = await signUp(ctx);
    fake.reply(reply);
    const before = fake.calls;

    const res = await agent.get(PATH).query({ userId: user.id }).expect(200);

    const expected = bundledQuote(user.id, today(ctx.clock));
    expect(res.body).toEqual({ quote: expected });
    expect(fake.calls).toBe(before + 1);
    expect(await storedQuotes(ctx, user.id)).toEqual([{ date: today(ctx.clock), quote: expected, source: 'bundled' }]);
  });

  it('when the model is slower than its timeout, then the bundled quote comes back within 6 s', async () => {
    const { agent, user } = await signUp(ctx);
    fake.reply({ kind: 'hang' });
    const before = fake.calls;

    const res = await withinDeadline(agent.get(PATH).query({ userId: user.id }));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ quote: bundledQuote(user.id, today(ctx.clock)) });
    expect(fake.calls).toBe(before + 1);
    expect(await storedQuotes(ctx, user.id)).toMatchObject([{ source: 'bundled' }]);
  });

  it('when 20 first requests arrive together, then the model is called once and all get the same quote', async () => {
    const { agent, user } = await signUp(ctx);
    fake.reply({ kind: 'quote', text: (n) => `Together quote ${n}.`, delayMs: 300 });
    const before = fake.calls;

    const responses = await Promise.all(Array.from({ length: 20 }, () => agent.get(PATH).query({ userId: user.id })));

    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.body.quote)).size).toBe(1);
    expect(fake.calls).toBe(before + 1);
    expect(await storedQuotes(ctx, user.id)).toHaveLength(1);
  });

  it('when two app instances write at once, then both answer the quote stored first', async () => {
    const { agent, user, username } = await signUp(ctx);
    const otherInstance = request.agent(createApp(ctx.deps));
    await otherInstance.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    fake.reply({ kind: 'quote', text: (n) => `Instance quote ${n}.`, delayMs: 300 });

    const [a, b] = await Promise.all([
      agent.get(PATH).query({ userId: user.id }),
      otherInstance.get(PATH).query({ userId: user.id }),
    ]);

    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const stored = await storedQuotes(ctx, user.id);
    expect(stored).toHaveLength(1);
    expect(a.body.quote).toBe(stored[0]!.quote);
    expect(b.body.quote).toBe(stored[0]!.quote);
  });

  it('when the UTC day changes, then a new quote is written for the new day', async () => {
    const { agent, user } = await signUp(ctx);
    const start = ctx.clock.now();
    try {
      ctx.clock.set('2026-03-10T23:59:00Z');
      const first = await agent.get(PATH).expect(200);
      ctx.clock.set('2026-03-11T00:01:00Z');
      const second = await agent.get(PATH).expect(200);

      expect(second.body.quote).not.toBe(first.body.quote);
      expect((await storedQuotes(ctx, user.id)).map((r) => r.date)).toEqual(['2026-03-10', '2026-03-11']);
    } finally {
      ctx.clock.set(start);
    }
  });

  it('when there is no session, then 401', async () => {
    const res = await request(ctx.app).get(PATH).expect(401);
    expect(typeof res.body.error).toBe('string');
  });

  it("when the userId is another user's, then 403 and nothing is written", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    const before = fake.calls;
    const res = await agent.get(PATH).query({ userId: other.user.id }).expect(403);
    expect(typeof res.body.error).toBe('string');
    expect(fake.calls).toBe(before);
    expect(await storedQuotes(ctx, other.user.id)).toEqual([]);
  });

  it('when the userId is not an id, then 400', async () => {
    const { agent } = await signUp(ctx);
    const res = await agent.get(PATH).query({ userId: 'not-a-uuid' }).expect(400);
    expect(typeof res.body.error).toBe('string');
  });
});

describe('GET /api/ai/motivational-quote without an OpenAI key', () => {
  let bundled: TestContext;
  beforeAll(async () => {
    bundled = await createTestContext({ OPENAI_API_KEY: '' });
  });

  it('when asked twice on one day and again the next day, then the bundled quote is the same within the day and differs across days', async () => {
    const { agent, user } = await signUp(bundled);
    const start = bundled.clock.now();
    const day = today(bundled.clock);
    try {
      const first = await agent.get(PATH).query({ userId: user.id }).expect(200);
      expect(first.body).toEqual({ quote: bundledQuote(user.id, day) });
      expect(await storedQuotes(bundled, user.id)).toEqual([{ date: day, quote: first.body.quote, source: 'bundled' }]);

      // Without the stored row the pick is made again: it must come out the same.
      await bundled.deps.db.query(sql`DELETE FROM daily_quotes WHERE user_id = ${user.id}::uuid`);
      const again = await agent.get(PATH).query({ userId: user.id }).expect(200);
      expect(again.body).toEqual(first.body);

      bundled.clock.advanceDays(1);
      const nextDay = await agent.get(PATH).query({ userId: user.id }).expect(200);
      expect(nextDay.body.quote).not.toBe(first.body.quote);
      expect(nextDay.body).toEqual({ quote: bundledQuote(user.id, addDays(day, 1)) });
    } finally {
      bundled.clock.set(start);
    }
  });
});
