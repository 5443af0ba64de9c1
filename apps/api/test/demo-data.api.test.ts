import type { Participant, Post, UserTrophy } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SEEDED_LINE, seedDemoData } from '../src/demo-data';
import { uploadedFiles } from './assertions';
import { createTestContext, type TestContext } from './test-app';

/** The demo data is written through the services on past days, so it reads back as real use would. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // The fake clock stands at 2026-03-10T12:00:00Z.
  expect(await seedDemoData(ctx.deps)).toBe(SEEDED_LINE);
  // The friends' activity cards are written by the completed days' event handler, as the running app does after a seed.
  await ctx.events.drain();
});

async function login(username: string) {
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api/auth/login').send({ username, password: DEMO_PASSWORD }).expect(200);
  return { agent, user: res.body as { id: string; progress: { streak: number; friends: number } } };
}

const TABLES = [
  'users',
  'friendships',
  'tasks',
  'mood_logs',
  'user_trophies',
  'posts',
  'post_likes',
  'post_comments',
  'challenges',
  'challenge_participants',
  'subscriptions',
  'demo_payment_intents',
  'user_themes',
  'streak_breaks',
  'streak_days',
  'streak_milestones',
  'friend_streaks',
];

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of TABLES) {
    const { rows } = await ctx.deps.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`);
    counts[t] = rows[0]!.n;
  }
  return counts;
}

const dayOf = (instant: string | Date) => new Date(instant).toISOString().slice(0, 10);

describe('seedDemoData', () => {
  it('when seeded, then ana, ben and cleo log in with the demo password and show the streaks and friends the app computed', async () => {
    const ana = await login('ana');
    const ben = await login('ben');
    const cleo = await login('cleo');
    expect(ana.user.progress).toMatchObject({ streak: 12, friends: 1 });
    expect(ben.user.progress).toMatchObject({ streak: 4, friends: 2 });
    expect(cleo.user.progress).toMatchObject({ streak: 0, friends: 1 });
    const requests = await ana.agent.get(`/api/users/${ana.user.id}/friend-requests`).expect(200);
    expect(JSON.stringify(requests.body)).toContain('cleo');
  });

  it("when ana reads her friends and ben's profile, then they share a friend streak of the four days both completed", async () => {
    const ana = await login('ana');
    const friends = (await ana.agent.get(`/api/users/${ana.user.id}/friends`).expect(200)).body as { username: string; friend_streak: number }[];
    expect(friends.map((f) => [f.username, f.friend_streak])).toEqual([['ben', 4]]);
    const ben = await ana.agent.get('/api/users/profile/ben').expect(200);
    expect(ben.body.friend_streak).toBe(4);
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

  it('when a friend opens the feed, then the photo posts load at every display size, with likes and comments from friends', async () => {
    const ben = await login('ben');
    const feed = (await ben.agent.get(`/api/users/${ben.user.id}/friend-posts`).expect(200)).body as Post[];
    expect(feed.map((p) => p.user.name).sort()).toEqual(['ana', 'ana', 'ben', 'cleo']);
    for (const post of feed) {
      expect(post).toMatchObject({ photo_width: 1200, photo_height: 800 });
      await ben.agent.get(post.photo_url).expect(200).expect('Content-Type', 'image/webp');
      for (const w of [360, 720, 1080]) await ben.agent.get(`${post.photo_url}?w=${w}`).expect(200).expect('Content-Type', 'image/webp');
      expect(post.likes).toBeGreaterThan(0);
    }
    // Every like and comment is from a friend of the author (or the author answering on their own post).
    const own = feed.find((p) => p.user.name === 'ben')!;
    expect(own).toMatchObject({ likes: 2, commentCount: 3, isLiked: false });
    const likers = await ben.agent.get(`/api/posts/${own.id}/likers`).expect(200);
    expect((likers.body as { username: string }[]).map((l) => l.username).sort()).toEqual(['ana', 'cleo']);
    const comments = await ben.agent.get(`/api/posts/${own.id}/comments`).expect(200);
    expect((comments.body as { username: string }[]).map((c) => c.username)).toEqual(['ben', 'cleo', 'ana']);
    expect(feed.filter((p) => p.user.name === 'ana').every((p) => p.isLiked)).toBe(true);
  });

  it('when seeded, then a challenge runs with three participants and the progress of the days each completed', async () => {
    const ana = await login('ana');
    const active = await ana.agent.get(`/api/users/${ana.user.id}/active-challenges`).expect(200);
    expect(active.body).toEqual([
      expect.objectContaining({ name: 'Read every day', participants: 3, progress: 7, totalDays: 14, daysLeft: 7, is_own_challenge: true }),
    ]);
    const id = (active.body as { id: string }[])[0]!.id;
    const participants = (await ana.agent.get(`/api/challenges/${id}/participants`).expect(200)).body as Participant[];
    expect(participants.map((p) => [p.username, p.progress])).toEqual([
      ['ana', 7],
      ['ben', 4],
      ['cleo', 2],
    ]);
    // The water week ended with both its participants through all seven days.
    const history = await ana.agent.get(`/api/users/${ana.user.id}/challenge-history`).expect(200);
    expect(history.body).toContainEqual(expect.objectContaining({ challenge_name: 'Water week', status: 'completed', final_progress: 7 }));
  });

  it('when seeded, then cleo paid for premium with the demo provider and her broken streak can be restored', async () => {
    const cleo = await login('cleo');
    const me = await cleo.agent.get(`/api/users/${cleo.user.id}`).expect(200);
    expect(me.body).toMatchObject({ subscription_status: 'premium', streak_count: 0, restorable_streak: 11, last_streak_restoration_date: null });
    const { rows } = await ctx.deps.db.query<{ provider: string; created_at: Date; card_last4: string }>(
      `SELECT s.provider, s.created_at, i.card_last4 FROM subscriptions s JOIN demo_payment_intents i ON i.id = s.payment_intent_id
        WHERE s.user_id = $1`,
      [cleo.user.id],
    );
    expect(rows.map((r) => [r.provider, dayOf(r.created_at), r.card_last4])).toEqual([['demo', '2026-03-07', '4242']]);
    const themes = await cleo.agent.get(`/api/users/${cleo.user.id}/themes`).expect(200);
    expect(themes.body).toContainEqual(expect.objectContaining({ theme_package_id: 'midnight', is_active: true }));
  });

  it('when seeded, then trophies were earned on the days they were reached', async () => {
    const earned = async (username: string) => {
      const { agent, user } = await login(username);
      const trophies = (await agent.get(`/api/users/${user.id}/trophies`).expect(200)).body as UserTrophy[];
      return Object.fromEntries(trophies.map((t) => [`${t.criteria_type} ${t.criteria_value}`, dayOf(t.earned_at)]));
    };
    // Twelve days ending yesterday (2026-03-09) started on 2026-02-26: day 3 is 02-28, day 7 is 03-04.
    expect(await earned('ana')).toEqual({
      'challenge_join 1': '2026-02-26',
      'streak 3': '2026-02-28',
      'streak 7': '2026-03-04',
      'challenge_complete 1': '2026-03-04',
      'add_friend 1': '2026-03-05',
      'first_post 1': '2026-03-10',
    });
    expect(await earned('cleo')).toEqual({
      'streak 3': '2026-02-24',
      'challenge_join 1': '2026-02-26',
      'streak 7': '2026-02-28',
      'challenge_complete 1': '2026-03-04',
      'add_friend 1': '2026-03-06',
      'premium_subscribe 1': '2026-03-07',
      'first_post 1': '2026-03-10',
    });
  });

  it('when seeded, then ben is on a break until the day after tomorrow, and the day after cleo stopped used her freeze', async () => {
    const ben = await login('ben');
    expect((await ben.agent.get(`/api/users/${ben.user.id}`).expect(200)).body).toMatchObject({ break: { from: '2026-03-10', to: '2026-03-12' }, streak_count: 4 });
    const cleo = await login('cleo');
    const days = (await cleo.agent.get(`/api/users/${cleo.user.id}/days`).query({ from: '2026-03-03', to: '2026-03-06' }).expect(200)).body;
    expect(days.map((d: { date: string; state: string }) => [d.date, d.state])).toEqual([
      ['2026-03-03', 'done'],
      ['2026-03-04', 'done'],
      ['2026-03-05', 'frozen'],
      ['2026-03-06', 'missed'],
    ]);
  });

  it('when seeded again, then no table and no stored photo changes', async () => {
    const before = await tableCounts();
    const photos = uploadedFiles(ctx);
    expect(await seedDemoData(ctx.deps)).toBe(SEEDED_LINE);
    expect(await tableCounts()).toEqual(before);
    expect(uploadedFiles(ctx)).toEqual(photos);
  });

  it('when cleo restores her streak, then 200 and it shows 11 again', async () => {
    const cleo = await login('cleo');
    const res = await cleo.agent.post(`/api/users/${cleo.user.id}/restore-streak`).set('Content-Type', 'application/json').expect(200);
    expect(res.body).toEqual({ restored_streak: 11 });
    expect((await cleo.agent.get(`/api/users/${cleo.user.id}`).expect(200)).body).toMatchObject({ streak_count: 11, restorable_streak: 0 });
  });
});
