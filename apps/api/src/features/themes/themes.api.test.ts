import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, signUp, type Agent, type TestContext } from '../../../test/test-app';
import { becomePremium } from '../../../test/factories/subscriptions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set('2026-03-10T12:00:00Z'));

const activate = (agent: Agent, userId: string, themeId: string) =>
  agent.post(`/api/users/${userId}/themes/${themeId}/activate`);

async function activeThemes(userId: string) {
  const { rows } = await ctx.deps.db.query<{ theme_package_id: string }>(
    'SELECT theme_package_id FROM user_themes WHERE user_id = $1 AND is_active',
    [userId],
  );
  return rows.map((r) => r.theme_package_id);
}

describe('GET /api/theme-packages', () => {
  it('when signed out, then 200 with the seeded catalog, each with 8 colour tokens', async () => {
    const res = await request(ctx.app).get('/api/theme-packages').expect(200);
    const byId = Object.fromEntries((res.body as { id: string }[]).map((t) => [t.id, t]));
    expect(byId.default).toMatchObject({ name: 'default', category: 'basic', is_premium: false });
    const nature = res.body.filter((t: { category: string }) => t.category === 'nature');
    expect(nature.map((t: { is_premium: boolean }) => t.is_premium).sort()).toEqual([false, true]);
    for (const category of ['seasonal', 'dark']) {
      const themes = res.body.filter((t: { category: string }) => t.category === category);
      expect(themes.length).toBeGreaterThan(0);
      expect(themes.every((t: { is_premium: boolean }) => t.is_premium)).toBe(true);
    }
    for (const theme of res.body as { colors: string }[]) {
      const colors = JSON.parse(theme.colors);
      expect(Object.keys(colors).sort()).toEqual(['accent', 'background', 'border', 'card', 'foreground', 'muted', 'primary', 'secondary']);
      for (const value of Object.values(colors)) expect(value).toMatch(/^\d{1,3} \d{1,3}% \d{1,3}%$/);
    }
  });
});

describe('GET /api/users/:userId/themes', () => {
  it('when the user has used no theme, then 200 with an empty list', async () => {
    const { agent, user } = await signUp(ctx);
    expect((await agent.get(`/api/users/${user.id}/themes`).expect(200)).body).toEqual([]);
  });

  it("when another user's themes are asked for, then 403", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await agent.get(`/api/users/${other.user.id}/themes`).expect(403);
  });

  it('when the id is not a uuid, then 400', async () => {
    const { agent } = await signUp(ctx);
    await agent.get('/api/users/not-a-uuid/themes').expect(400);
  });

  it('when signed out, then 401', async () => {
    const { user } = await signUp(ctx);
    await request(ctx.app).get(`/api/users/${user.id}/themes`).expect(401);
  });
});

describe('POST /api/users/:userId/themes/:themeId/activate', () => {
  it('when a free user uses a free theme, then 200 and it is the active one', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await activate(agent, user.id, 'forest').expect(200);
    expect(res.body).toEqual({ theme_package_id: 'forest', is_active: true });
    expect((await agent.get(`/api/users/${user.id}/themes`).expect(200)).body).toEqual([{ theme_package_id: 'forest', is_active: true }]);
  });

  it('when a free user uses a premium theme, then 403 and nothing is stored', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await activate(agent, user.id, 'midnight').expect(403);
    expect(res.body.error).toBe('This theme is for premium members. Upgrade to Dayleaf Premium to use it.');
    expect((await agent.get(`/api/users/${user.id}/themes`).expect(200)).body).toEqual([]);
  });

  it('when themes are switched, even at once, then exactly one is active', async () => {
    const { agent, user } = await signUp(ctx);
    await becomePremium(agent, user.id);
    await activate(agent, user.id, 'forest').expect(200);
    await activate(agent, user.id, 'midnight').expect(200);
    expect(await activeThemes(user.id)).toEqual(['midnight']);
    const results = await Promise.all(['ember', 'default', 'winter-frost', 'forest'].map((t) => activate(agent, user.id, t)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await activeThemes(user.id)).toHaveLength(1);
    const themes = (await agent.get(`/api/users/${user.id}/themes`).expect(200)).body as { is_active: boolean }[];
    expect(themes.filter((t) => t.is_active)).toHaveLength(1);
    expect(themes).toHaveLength(5);
  });

  it('when the theme does not exist, then 404', async () => {
    const { agent, user } = await signUp(ctx);
    await activate(agent, user.id, 'no-such-theme').expect(404);
  });

  it("when the user id is someone else's, then 403", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await activate(agent, other.user.id, 'forest').expect(403);
    expect(await activeThemes(other.user.id)).toEqual([]);
  });
});

describe('premium expiry', () => {
  it('when the paid month ends, then the user is free again, owned premium themes stay usable and others lock', async () => {
    const { agent, user, username } = await signUp(ctx);
    await becomePremium(agent, user.id);
    await activate(agent, user.id, 'midnight').expect(200);
    await activate(agent, user.id, 'default').expect(200);

    // Sessions last 30 days, so the month's end needs a new login.
    ctx.clock.set('2026-04-10T11:59:59Z');
    await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    expect((await agent.get(`/api/users/${user.id}`).expect(200)).body.subscription_status).toBe('premium');

    ctx.clock.set('2026-04-10T12:00:00Z');
    const after = await agent.get(`/api/users/${user.id}`).expect(200);
    expect(after.body).toMatchObject({ subscription_status: 'free', progress: { is_premium: false } });
    await activate(agent, user.id, 'midnight').expect(200);
    await activate(agent, user.id, 'ember').expect(403);
    await agent.post(`/api/users/${user.id}/restore-streak`).expect(403);
    expect(await activeThemes(user.id)).toEqual(['midnight']);
  });
});
