import { routes } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSegment } from '../src/shared/http/handle';
import { createChallenge } from './factories/challenges';
import { jpegPhoto } from './factories/photos';
import { commentRequest, sharePhoto } from './factories/posts';
import { createTestContext, signUp, type Agent, type SignedUp, type TestContext } from './test-app';

/**
 * The API's routes are grouped by their first path segment, and a map finds a request's group (app.ts). These pin
 * what a client sees of that: the same answers as one flat table, for the paths at its edges.
 */
describe('routes grouped by first segment', () => {
  let ctx: TestContext;
  let me: SignedUp;
  let agent: Agent;
  let userId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    me = await signUp(ctx);
    agent = me.agent;
    userId = me.user.id;
  });

  it('takes the literal first segment of every contract path', () => {
    for (const def of Object.values(routes)) {
      const segment = apiSegment(def.path);
      expect(def.path === `/api/${segment}` || def.path.startsWith(`/api/${segment}/`), def.path).toBe(true);
      expect(segment).not.toMatch(/^:/);
    }
    expect(apiSegment('/api/challenges')).toBe('challenges');
    expect(apiSegment('/api/challenges/:id/join')).toBe('challenges');
  });

  it('refuses a path that does not start with /api and a literal segment', () => {
    for (const bad of ['/api/:id', '/health', '/api', '/api/', '/apix/users', '/api/Posts/:id']) {
      expect(() => apiSegment(bad), bad).toThrow(/literal segment/);
    }
  });

  it('answers a segment with one route, the first route under it and a deep one', async () => {
    await request(ctx.app).get('/api/health').expect(200);
    await agent.get('/api/challenges').expect(200);
    const created = await createChallenge(me, { name: 'Dispatch', description: 'Routes' });
    const participants = await agent.get(`/api/challenges/${created.id}/participants`).expect(200);
    expect(participants.body).toHaveLength(1);
  });

  it('takes a trailing slash and any letter case, as one table did', async () => {
    await agent.get('/api/challenges/').expect(200);
    await agent.get('/API/Challenges').expect(200);
    await agent.get(`/api/users/${userId}/`).expect(200);
  });

  it('prefers a literal segment over a parameter inside a group', async () => {
    const search = await agent.get('/api/users/search').query({ username: 'nobody-by-this-name', currentUserId: userId }).expect(200);
    expect(search.body).toEqual([]);
  });

  it('answers 404 in JSON for a path no route has, inside a known segment or not', async () => {
    for (const path of ['/api/challenges/a/b/c', '/api/nothing-here', '/api/users/x/y/z/w']) {
      const res = await agent.get(path).expect(404);
      expect(res.body.error, path).toEqual(expect.any(String));
    }
  });

  it('answers 404 for a method a path is not bound to', async () => {
    const res = await agent.delete('/api/challenges').expect(404);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('answers every method one path takes, each from its own route', async () => {
    const photo = await jpegPhoto(8, 8);
    const { id: postId } = await sharePhoto(me, photo, 'hi');
    await commentRequest(me, postId, 'first').expect(201);
    const comments = await agent.get(`/api/posts/${postId}/comments`).expect(200);
    expect(comments.body.map((c: { content: string }) => c.content)).toEqual(['first']);
    await agent.patch(`/api/posts/${postId}`).send({ caption: 'edited' }).expect(200);
    await agent.delete(`/api/posts/${postId}`).expect(200);
    await agent.get(`/api/posts/${postId}/comments`).expect(404);
  });

  it('answers OPTIONS with the methods a path takes, as one table did', async () => {
    const res = await agent.options('/api/posts/00000000-0000-4000-8000-000000000000').expect(200);
    expect(res.headers.allow?.split(/, */).sort()).toEqual(['DELETE', 'PATCH']);
  });

  it('answers HEAD for a GET route', async () => {
    const res = await agent.head('/api/challenges').expect(200);
    expect(res.text).toBeFalsy();
  });
});
