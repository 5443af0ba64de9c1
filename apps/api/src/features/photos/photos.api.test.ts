import { existsSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_WIDTHS } from '@dayleaf/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegPhoto } from '../../../test/factories/photos';
import { sharePhoto } from '../../../test/factories/posts';
import { setProfilePhoto } from '../../../test/factories/users';
import { createTestContext, makeFriends, PASSWORD, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { retryPhotoDeletions } from '../../shared/photos/deletions';

let ctx: TestContext;
let photo: Buffer;
let small: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  // Wider than every display size, so the photo has them all; `small` is narrower than the smallest.
  photo = await jpegPhoto(1200, 900);
  small = await jpegPhoto(64, 48);
});

/** The original and each of its sizes: every access rule below is walked over all of them. */
const SIZES = ['', ...PHOTO_WIDTHS.map((w) => `?w=${w}`)];
const everySize = (url: string) => SIZES.map((size) => `${url}${size}`);

const postPhotoOf = async (person: SignedUp, file = photo) => (await sharePhoto(person, file, 'Morning run')).photo_url;
const profilePhotoOf = (person: SignedUp) => setProfilePhoto(person, photo, '');

/** The stored files of a photo URL (original and sizes) that are still on disk. */
function filesLeft(url: string): string[] {
  const key = url.slice('/uploads/'.length);
  const names = [key, ...PHOTO_WIDTHS.map((w) => key.replace('.webp', `-w${w}.webp`))];
  return names.filter((name) => existsSync(path.join(ctx.deps.config.uploadDir, name)));
}

describe('GET /uploads/:key of a post photo', () => {
  it('when the owner or a friend loads it at any size, then 200 with the type, nosniff and a private cache', async () => {
    const [owner, friend] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, owner.user.id, friend.user.id);
    const url = await postPhotoOf(owner);
    for (const viewer of [owner, friend]) {
      for (const sized of everySize(url)) {
        const res = await viewer.agent.get(sized).buffer(true).expect(200);
        expect(res.headers['content-type'], sized).toBe('image/webp');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      }
    }
  });

  it('when a size is asked for, then it is that many pixels wide and keeps the original shape', async () => {
    const owner = await signUp(ctx);
    const url = await postPhotoOf(owner);
    for (const width of PHOTO_WIDTHS) {
      const res = await owner.agent.get(`${url}?w=${width}`).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
      });
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
  });

  it('when a stranger, a pending requester or a signed-out visitor loads it at any size, then 403 and no bytes', async () => {
    const [owner, stranger, pending] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, pending.user.id, owner.user.id, 'pending');
    const url = await postPhotoOf(owner);
    for (const sized of everySize(url)) {
      for (const res of [await stranger.agent.get(sized), await pending.agent.get(sized), await request(ctx.app).get(sized)]) {
        expect(res.status, sized).toBe(403);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual({ error: 'This photo is only visible to friends.', code: 'photo_friends_only' });
      }
    }
  });

  it('when a friend is removed, then the very next load of every size is 403', async () => {
    const [owner, friend] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, owner.user.id, friend.user.id);
    const url = await postPhotoOf(owner);
    for (const sized of everySize(url)) await friend.agent.get(sized).expect(200);
    await owner.agent.delete(`/api/users/${owner.user.id}/friends/${friend.user.id}`).expect(200);
    for (const sized of everySize(url)) await friend.agent.get(sized).expect(403);
  });

  it('when the post is deleted, then every size is 404 for the owner too and no file is left', async () => {
    const owner = await signUp(ctx);
    const url = await postPhotoOf(owner);
    expect(filesLeft(url)).toHaveLength(SIZES.length);
    const { rows } = await ctx.deps.db.query<{ id: string }>('SELECT id FROM posts WHERE photo_url = $1', [url]);
    await owner.agent.delete(`/api/posts/${rows[0]!.id}`).expect(200);
    for (const sized of everySize(url)) await owner.agent.get(sized).expect(404);
    expect(filesLeft(url)).toEqual([]);
  });

  it('when the photo is narrower than a size, then that size was never made and is 404, the original 200', async () => {
    const owner = await signUp(ctx);
    const url = await postPhotoOf(owner, small);
    await owner.agent.get(url).expect(200);
    for (const width of PHOTO_WIDTHS) await owner.agent.get(`${url}?w=${width}`).expect(404);
    expect(filesLeft(url)).toHaveLength(1);
  });

  it('when the width is not one of the sizes (or not a number, repeated, huge), then 400 signed in and signed out, before the access check', async () => {
    const [owner, stranger] = [await signUp(ctx), await signUp(ctx)];
    const url = await postPhotoOf(owner);
    const values = ['0', '-360', '361', '99999', '360.0', '1e3', '0x168', '%20360', 'abc', '', '360&w=720', '%00', 'x'.repeat(5000)];
    for (const value of values) {
      for (const agent of [owner.agent, stranger.agent, request(ctx.app)]) {
        const res = await agent.get(`${url}?w=${value}`);
        expect(res.status, value.slice(0, 20)).toBe(400);
        expect(res.body).toEqual({ error: `A photo width must be one of ${PHOTO_WIDTHS.join(', ')}.`, code: 'photo_width_unknown', params: { widths: PHOTO_WIDTHS.join(', ') } });
      }
    }
  });

  it("when a size's own file name is asked for directly, then 404: sizes are reached only through the original's check", async () => {
    const [owner, stranger] = [await signUp(ctx), await signUp(ctx)];
    const url = await postPhotoOf(owner);
    for (const width of PHOTO_WIDTHS) {
      const direct = url.replace('.webp', `-w${width}.webp`);
      await owner.agent.get(direct).expect(404);
      await stranger.agent.get(direct).expect(404);
    }
  });
});

describe('GET /uploads/:key of a profile photo', () => {
  it('when anyone loads the photo of a private profile at any size, then 200 from a public cache, as beside the name in search', async () => {
    const owner = await signUp(ctx);
    const url = await profilePhotoOf(owner);
    await owner.agent.patch(`/api/users/${owner.user.id}/settings`).send({ is_profile_private: true }).expect(200);
    for (const sized of everySize(url)) {
      const res = await request(ctx.app).get(sized).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('when the profile photo is replaced, then every size of the old one is 404 and its files are gone', async () => {
    const owner = await signUp(ctx);
    const old = await profilePhotoOf(owner);
    const replaced = await profilePhotoOf(owner);
    for (const sized of everySize(old)) await owner.agent.get(sized).expect(404);
    for (const sized of everySize(replaced)) await owner.agent.get(sized).expect(200);
    expect(filesLeft(old)).toEqual([]);
  });
});

describe('removing the files of a deleted post or a replaced profile photo', () => {
  it('when the store refuses the removal, then the key is recorded and the cleanup removes every size later', async () => {
    const owner = await signUp(ctx);
    const postUrl = await postPhotoOf(owner);
    const oldProfile = await profilePhotoOf(owner);
    const remove = vi.spyOn(ctx.deps.storage, 'remove').mockRejectedValue(new Error('bucket unreachable'));
    try {
      const { rows } = await ctx.deps.db.query<{ id: string }>('SELECT id FROM posts WHERE photo_url = $1', [postUrl]);
      await owner.agent.delete(`/api/posts/${rows[0]!.id}`).expect(200);
      await profilePhotoOf(owner);
    } finally {
      remove.mockRestore();
    }
    const keys = [postUrl, oldProfile].map((url) => url.slice('/uploads/'.length));
    const recorded = await ctx.deps.db.query<{ key: string }>('SELECT key FROM photo_deletions WHERE key = ANY($1::text[]) ORDER BY key', [keys]);
    expect(recorded.rows.map((r) => r.key)).toEqual([...keys].sort());
    expect(filesLeft(postUrl)).toHaveLength(SIZES.length);

    await retryPhotoDeletions({ db: ctx.deps.db, storage: ctx.deps.storage, logger: ctx.deps.logger });
    expect(filesLeft(postUrl)).toEqual([]);
    expect(filesLeft(oldProfile)).toEqual([]);
    const left = await ctx.deps.db.query('SELECT key FROM photo_deletions WHERE key = ANY($1::text[])', [keys]);
    expect(left.rows).toEqual([]);
  });
});

describe('GET /uploads/:key after the account is deleted', () => {
  it('when the account goes, then every size of its profile and post photos is 404 and no file is left', async () => {
    const [owner, friend] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, owner.user.id, friend.user.id);
    const urls = [await profilePhotoOf(owner), await postPhotoOf(owner)];
    await owner.agent.delete(`/api/users/${owner.user.id}`).send({ password: PASSWORD }).expect(204);
    for (const url of urls) {
      for (const sized of everySize(url)) await friend.agent.get(sized).expect(404);
      expect(filesLeft(url)).toEqual([]);
    }
    const { rows } = await ctx.deps.db.query('SELECT key FROM photo_deletions');
    expect(rows).toEqual([]);
  });
});

describe('GET /uploads/:key of a file no row points at', () => {
  it('when a stored file belongs to nothing, then 404 at every size even for a signed-in user', async () => {
    const viewer = await signUp(ctx);
    const key = '11111111-2222-4333-8444-555555555555.webp';
    const bytes = await sharp(photo).webp().toBuffer();
    await ctx.deps.storage.put(key, bytes, 'image/webp');
    for (const width of PHOTO_WIDTHS) await ctx.deps.storage.put(key.replace('.webp', `-w${width}.webp`), bytes, 'image/webp');
    for (const sized of everySize(`/uploads/${key}`)) await viewer.agent.get(sized).expect(404);
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
