import type { ThemePackage } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenDistance } from '../../../test/colour-distance';
import { createTestContext, PASSWORD, signUp, type Agent, type TestContext } from '../../../test/test-app';
import { createTestDb, migrationsDir } from '../../../test/test-db';
import { signUpPremium } from '../../../test/factories/subscriptions';
import { migrate, readMigrations } from '../../shared/db/migrate';
import { themesService } from './service';

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

/** A theme the user used while it was free: the row an activation then left, which is what owning it means. */
async function ownFromBefore(userId: string, themeId: string, active: boolean) {
  await ctx.deps.db.query('INSERT INTO user_themes (user_id, theme_package_id, is_active) VALUES ($1, $2, $3)', [userId, themeId, active]);
}

/*
 * Two themes look alike when both their primary colours (buttons, links, the ticked tasks) and their page
 * backgrounds are close. The floors are CIEDE2000 differences: 20 between primaries, which are strong colours
 * where small differences are hard to remember from one screen to the next, and 10 between backgrounds, which
 * are pale and cover the whole screen. Before migration 0035 Forest and Standard were 2.0 and 1.8 apart, Ocean
 * Breeze and Winter Frost 7.6 and 2.1.
 */
const PRIMARY_FLOOR = 20;
const BACKGROUND_FLOOR = 10;

type Palette = Pick<ThemePackage, 'id' | 'colors'>;

/** Every pair of themes a user could not tell apart, with how far apart they are. */
function lookAlikes(themes: Palette[]): string[] {
  const tokens = themes.map((t) => ({ id: t.id, ...(JSON.parse(t.colors) as { primary: string; background: string }) }));
  return tokens.flatMap((a, i) =>
    tokens.slice(i + 1).flatMap((b) => {
      const primary = tokenDistance(a.primary, b.primary);
      const background = tokenDistance(a.background, b.background);
      return primary >= PRIMARY_FLOOR || background >= BACKGROUND_FLOOR
        ? []
        : [`${a.id} and ${b.id}: primary ΔE ${primary.toFixed(1)}, background ΔE ${background.toFixed(1)}`];
    }),
  );
}

describe('GET /api/theme-packages', () => {
  it('when signed out, then 200 with the seeded catalog, each with 8 colour tokens', async () => {
    const res = await request(ctx.app).get('/api/theme-packages').expect(200);
    const byId = Object.fromEntries((res.body as { id: string }[]).map((t) => [t.id, t]));
    expect(byId.default).toMatchObject({ name: 'default', category: 'basic', is_premium: false });
    // The Premium offer promises nature, seasonal and dark themes: Standard is the one free theme.
    expect((res.body as ThemePackage[]).filter((t) => !t.is_premium).map((t) => t.id)).toEqual(['default']);
    for (const category of ['nature', 'seasonal', 'dark']) {
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

  it('when served, then every two themes differ at a glance in their primary colour or their page background', async () => {
    const res = await request(ctx.app).get('/api/theme-packages').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(9);
    expect(lookAlikes(res.body as ThemePackage[])).toEqual([]);
  });

  it('when two themes are as alike as Forest and Standard were before migration 0035, then the check names them', () => {
    const before: Palette[] = [
      { id: 'default', colors: JSON.stringify({ primary: '146 50% 32%', background: '140 30% 97%' }) },
      { id: 'forest', colors: JSON.stringify({ primary: '152 55% 30%', background: '100 25% 95%' }) },
      { id: 'ocean-breeze', colors: JSON.stringify({ primary: '199 80% 36%', background: '195 45% 96%' }) },
      { id: 'winter-frost', colors: JSON.stringify({ primary: '210 70% 44%', background: '210 40% 97%' }) },
    ];
    expect(lookAlikes(before)).toEqual([
      expect.stringMatching(/^default and forest: primary ΔE 2\.0, background ΔE 1\.8$/),
      expect.stringMatching(/^ocean-breeze and winter-frost: primary ΔE 7\.6, background ΔE 2\.1$/),
    ]);
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
    const res = await activate(agent, user.id, 'default').expect(200);
    expect(res.body).toEqual({ theme_package_id: 'default', is_active: true });
    expect((await agent.get(`/api/users/${user.id}/themes`).expect(200)).body).toEqual([{ theme_package_id: 'default', is_active: true }]);
  });

  it('when a free user who never used Forest uses it, then 403: it is premium', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await activate(agent, user.id, 'forest').expect(403);
    expect(res.body.error).toBe('This theme is for premium members. Upgrade to Dayleaf Premium to use it.');
    expect(await activeThemes(user.id)).toEqual([]);
  });

  it('when a free user used Forest while it was free, then it stays active and usable after switching away', async () => {
    const { agent, user } = await signUp(ctx);
    await ownFromBefore(user.id, 'forest', true);
    expect((await agent.get(`/api/users/${user.id}/themes`).expect(200)).body).toEqual([{ theme_package_id: 'forest', is_active: true }]);
    await activate(agent, user.id, 'default').expect(200);
    await activate(agent, user.id, 'forest').expect(200);
    expect(await activeThemes(user.id)).toEqual(['forest']);
    await activate(agent, user.id, 'ocean-breeze').expect(403);
  });

  it('when a free user uses a premium theme, then 403 and nothing is stored', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await activate(agent, user.id, 'midnight').expect(403);
    expect(res.body.error).toBe('This theme is for premium members. Upgrade to Dayleaf Premium to use it.');
    expect((await agent.get(`/api/users/${user.id}/themes`).expect(200)).body).toEqual([]);
  });

  it('when themes are switched, even at once, then exactly one is active', async () => {
    const { agent, user } = await signUpPremium(ctx);
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
    await activate(agent, other.user.id, 'default').expect(403);
    expect(await activeThemes(other.user.id)).toEqual([]);
  });
});

describe('premium expiry', () => {
  it('when the paid month ends, then the user is free again, owned premium themes stay usable and others lock', async () => {
    const { agent, user, username } = await signUpPremium(ctx);
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

describe('migration 0035', () => {
  it('when Forest becomes premium, then a free user who had it active keeps it, and one who never used it cannot', async () => {
    const db = await createTestDb({ migrate: false });
    try {
      const all = readMigrations(migrationsDir);
      await migrate(db, all.filter((m) => m.name < '0035'));
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO users (username, password_hash) SELECT 'm' || i, 'x' FROM generate_series(1, 2) i ORDER BY i RETURNING id`,
      );
      const [keeper, newcomer] = rows.map((r) => r.id) as [string, string];
      const themes = themesService({ ...ctx.deps, db });
      await themes.activateTheme(keeper, 'forest');

      await migrate(db, all);
      expect((await themes.listThemePackages()).find((t) => t.id === 'forest')).toMatchObject({ is_premium: true });
      expect(await themes.listUserThemes(keeper)).toEqual([{ theme_package_id: 'forest', is_active: true }]);
      await themes.activateTheme(keeper, 'default');
      await expect(themes.activateTheme(keeper, 'forest')).resolves.toEqual({ theme_package_id: 'forest', is_active: true });
      await expect(themes.activateTheme(newcomer, 'forest')).rejects.toMatchObject({ status: 403 });
      expect(await themes.listUserThemes(newcomer)).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
