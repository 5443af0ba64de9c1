import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SEEDED_LINE, seedDemoData } from '../src/demo-data';
import { createTestContext, type TestContext } from './test-app';

/** The demo data is written through the services on past days, so it reads back as real use would. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // The fake clock stands at 2026-03-10T12:00:00Z.
  expect(await seedDemoData(ctx.deps)).toBe(SEEDED_LINE);
});

async function login(username: string) {
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api/auth/login').send({ username, password: DEMO_PASSWORD }).expect(200);
  return { agent, user: res.body as { id: string; progress: { streak: number; friends: number } } };
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = ['users', 'friendships', 'tasks', 'mood_logs', 'user_trophies'];
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const { rows } = await ctx.deps.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`);
    counts[t] = rows[0]!.n;
  }
  return counts;
}

describe('seedDemoData', () => {
  it('when seeded, then ana, ben and cleo log in with the demo password and show the streaks and friends the app computed', async () => {
    const ana = await login('ana');
    const ben = await login('ben');
    const cleo = await login('cleo');
    expect(ana.user.progress).toMatchObject({ streak: 12, friends: 1 });
    expect(ben.user.progress).toMatchObject({ streak: 4, friends: 1 });
    expect(cleo.user.progress).toMatchObject({ streak: 0, friends: 0 });
    const requests = await ana.agent.get(`/api/users/${ana.user.id}/friend-requests`).expect(200);
    expect(JSON.stringify(requests.body)).toContain('cleo');
  });

  it('when a friend reads the activity cards, then each completion time is the evening of its own past day', async () => {
    const ben = await login('ben');
    const res = await ben.agent.get(`/api/users/${ben.user.id}/friend-activities`).expect(200);
    const completed = (res.body as { user: { name: string }; completedAt: string }[]).filter((a) => a.user.name === 'ana');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed[0]!.completedAt.slice(0, 10)).toBe('2026-03-09');
    expect(new Set(completed.map((a) => a.completedAt.slice(0, 10))).size).toBe(completed.length);
    for (const a of completed) expect(Number(a.completedAt.slice(11, 13))).toBeGreaterThanOrEqual(18);
  });

  it('when seeded, then streak trophies were earned on the day the streak reached them', async () => {
    const { rows } = await ctx.deps.db.query<{ criteria_value: number; earned_at: Date | string }>(
      `SELECT t.criteria_value, ut.earned_at FROM user_trophies ut JOIN trophies t ON t.id = ut.trophy_id
         JOIN users u ON u.id = ut.user_id WHERE u.username = 'ana' AND t.criteria_type = 'streak' ORDER BY t.criteria_value`,
    );
    // Twelve days ending yesterday (2026-03-09) started on 2026-02-26: day 3 is 02-28, day 7 is 03-04.
    expect(rows.map((r) => [r.criteria_value, new Date(r.earned_at).toISOString().slice(0, 10)])).toEqual([
      [3, '2026-02-28'],
      [7, '2026-03-04'],
    ]);
  });

  it('when seeded again, then no table changes', async () => {
    const before = await tableCounts();
    expect(await seedDemoData(ctx.deps)).toBe(SEEDED_LINE);
    expect(await tableCounts()).toEqual(before);
  });
});
