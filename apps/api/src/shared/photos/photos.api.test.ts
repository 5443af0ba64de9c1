import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
});

async function postPhotoOf(person: SignedUp): Promise<string> {
  const res = await person.agent
    .post('/api/posts')
    .field('caption', 'Morning run')
    .field('user_id', person.user.id)
    .attach('photo', photo, 'run.jpg')
    .expect(201);
  return res.body.photo_url;
}

async function profilePhotoOf(person: SignedUp): Promise<string> {
  const res = await person.agent
    .patch(`/api/users/${person.user.id}`)
    .field('username', person.username)
    .field('bio', '')
    .attach('profile_photo', photo, 'me.jpg')
    .expect(200);
  return res.body.profile_photo;
}

describe('GET /uploads/:key of a post photo', () => {
  it('when the owner or a friend loads it, then 200 with the type, nosniff and a private cache', async () => {
    const [owner, friend] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, owner.user.id, friend.user.id);
    const url = await postPhotoOf(owner);
    for (const viewer of [owner, friend]) {
      const res = await viewer.agent.get(url).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    }
  });

  it('when a stranger, a pending requester or a signed-out visitor loads it, then 403 and no bytes', async () => {
    const [owner, stranger, pending] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, pending.user.id, owner.user.id, 'pending');
    const url = await postPhotoOf(owner);
    for (const res of [await stranger.agent.get(url), await pending.agent.get(url), await request(ctx.app).get(url)]) {
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: 'This photo is only visible to friends.' });
    }
  });

  it('when a friend is removed, then the very next load of the photo is 403', async () => {
    const [owner, friend] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, owner.user.id, friend.user.id);
    const url = await postPhotoOf(owner);
    await friend.agent.get(url).expect(200);
    await owner.agent.delete(`/api/users/${owner.user.id}/friends/${friend.user.id}`).expect(200);
    await friend.agent.get(url).expect(403);
  });

  it('when the post is deleted, then its photo is 404 for the owner too', async () => {
    const owner = await signUp(ctx);
    const url = await postPhotoOf(owner);
    const { rows } = await ctx.deps.db.query<{ id: string }>('SELECT id FROM posts WHERE photo_url = $1', [url]);
    await owner.agent.delete(`/api/posts/${rows[0]!.id}`).expect(200);
    await owner.agent.get(url).expect(404);
  });
});

describe('GET /uploads/:key of a profile photo', () => {
  it('when anyone loads the photo of a private profile, then 200 from a public cache, as beside the name in search', async () => {
    const owner = await signUp(ctx);
    const url = await profilePhotoOf(owner);
    await owner.agent.patch(`/api/users/${owner.user.id}/settings`).send({ is_profile_private: true }).expect(200);
    const res = await request(ctx.app).get(url).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('GET /uploads/:key of a file no row points at', () => {
  it('when a stored file belongs to nothing, then 404 even for a signed-in user', async () => {
    const viewer = await signUp(ctx);
    const key = '11111111-2222-4333-8444-555555555555.webp';
    await ctx.deps.storage.put(key, await sharp(photo).webp().toBuffer(), 'image/webp');
    await viewer.agent.get(`/uploads/${key}`).expect(404);
  });

  it('when the name is not a photo key, then 404', async () => {
    const viewer = await signUp(ctx);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.js', 'index.html']) await viewer.agent.get(`/uploads/${name}`).expect(404);
  });

  it('when the name is NUL, a broken escape, U+202E or 5,000 characters, then 4xx signed in and signed out', async () => {
    const viewer = await signUp(ctx);
    const names = ['%00', 'a%00.webp', '%', '%ZZ', '%E2%80%AE', '%C0%AE%C0%AE', 'x'.repeat(5000), `${'0'.repeat(36)}.webp`];
    for (const name of names) {
      for (const res of [await viewer.agent.get(`/uploads/${name}`), await request(ctx.app).get(`/uploads/${name}`)]) {
        expect([400, 404], `${name.slice(0, 40)} -> ${res.status}`).toContain(res.status);
        expect(res.body).toHaveProperty('error');
      }
    }
  });
});
