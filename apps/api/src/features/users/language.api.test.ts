import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../../test/test-app';

/** The language on the account (docs/product.md#languages): chosen in Settings, shown on the user's own record. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function storedLanguage(id: string): Promise<string | null> {
  const { rows } = await ctx.deps.db.query<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [id]);
  return rows[0]!.language;
}

describe('PATCH /api/users/:id/settings with a language', () => {
  it.each(['es', 'de', 'ar', 'en'])('when users choose %s, then 200, it is stored and their record and /me show it', async (language) => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.patch(`/api/users/${user.id}/settings`).send({ language }).expect(200);
    expect(res.body.language).toBe(language);
    expect(await storedLanguage(user.id)).toBe(language);
    expect((await agent.get(`/api/users/${user.id}`).expect(200)).body.language).toBe(language);
    expect((await agent.get('/api/auth/me').expect(200)).body.language).toBe(language);
  });

  it('when users send null, then 200 and the account follows the browser again', async () => {
    const { agent, user } = await signUp(ctx);
    await agent.patch(`/api/users/${user.id}/settings`).send({ language: 'de' }).expect(200);
    const res = await agent.patch(`/api/users/${user.id}/settings`).send({ language: null }).expect(200);
    expect(res.body.language).toBeNull();
    expect(await storedLanguage(user.id)).toBeNull();
  });

  it('when another setting is saved without a language, then the language stays', async () => {
    const { agent, user } = await signUp(ctx);
    await agent.patch(`/api/users/${user.id}/settings`).send({ language: 'ar' }).expect(200);
    await agent.patch(`/api/users/${user.id}/settings`).send({ nudges_enabled: false }).expect(200);
    expect(await storedLanguage(user.id)).toBe('ar');
  });

  it.each([
    ['a region tag', 'es-ES'],
    ['another case', 'EN'],
    ['a language Dayleaf does not speak', 'fr'],
    ['an empty string', ''],
    ['90 kB of text, just within the body limit', 'e'.repeat(90_000)],
    ['an array', ['es']],
    ['a number', 1],
    ['an object', { code: 'es' }],
  ])('when the language is %s, then 400 naming the languages and nothing changes', async (_case, language) => {
    const { agent, user } = await signUp(ctx);
    await agent.patch(`/api/users/${user.id}/settings`).send({ language: 'de' }).expect(200);
    const res = await agent.patch(`/api/users/${user.id}/settings`).send({ language, nudges_enabled: false }).expect(400);
    expect(res.body).toMatchObject({ error: 'language must be one of: en, es, de, ar.', code: 'language_unknown', params: { languages: 'en, es, de, ar' } });
    expect(await storedLanguage(user.id)).toBe('de');
    expect((await agent.get(`/api/users/${user.id}`).expect(200)).body.nudges_enabled).toBe(true);
  });

  it('when the language is a megabyte of text, then 413 from the body limit and nothing changes', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.patch(`/api/users/${user.id}/settings`).send({ language: 'e'.repeat(1_000_000) }).expect(413);
    expect(res.body.error).toBe('The request body is too large.');
    expect(await storedLanguage(user.id)).toBe('en');
  });

  it("when users change another user's language, then 403 and nothing changes", async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    await me.agent.patch(`/api/users/${other.user.id}/settings`).send({ language: 'ar' }).expect(403);
    expect(await storedLanguage(other.user.id)).toBe('en');
  });

  it('when there is no session, then 401', async () => {
    const { user } = await signUp(ctx);
    await request(ctx.app).patch(`/api/users/${user.id}/settings`).send({ language: 'es' }).expect(401);
  });
});
