import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_WIDTHS } from '@dayleaf/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../test/test-app';
import { backfillPhotoSizes } from './backfill-photo-sizes';

let ctx: TestContext;
let wide: Buffer;
let narrow: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  // Stored originals as uploads made them before sizes existed: WebP, longest side at most 1440 px.
  wide = await sharp({ create: { width: 1440, height: 960, channels: 3, background: '#3a7' } }).webp().toBuffer();
  narrow = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#a73' } }).webp().toBuffer();
});

const deps = () => ({ db: ctx.deps.db, storage: ctx.deps.storage, logger: ctx.deps.logger });
const stored = (key: string) => existsSync(path.join(ctx.deps.config.uploadDir, key));
const sizesOf = (key: string) => PHOTO_WIDTHS.filter((w) => stored(key.replace('.webp', `-w${w}.webp`)));

/** A photo stored the old way: the original only, and a post row with no recorded size. */
async function oldPost(owner: SignedUp, bytes: Buffer): Promise<{ id: string; key: string }> {
  const key = `${randomUUID()}.webp`;
  await ctx.deps.storage.put(key, bytes, 'image/webp');
  const { rows } = await ctx.deps.db.query<{ id: string }>('INSERT INTO posts (user_id, photo_url) VALUES ($1, $2) RETURNING id', [
    owner.user.id,
    `/uploads/${key}`,
  ]);
  return { id: rows[0]!.id, key };
}

async function oldProfilePhoto(owner: SignedUp, bytes: Buffer): Promise<string> {
  const key = `${randomUUID()}.webp`;
  await ctx.deps.storage.put(key, bytes, 'image/webp');
  await ctx.deps.db.query('UPDATE users SET profile_photo = $2 WHERE id = $1', [owner.user.id, `/uploads/${key}`]);
  return key;
}

describe('photos:backfill', () => {
  it('when photos were stored without sizes, then it makes the missing ones (never wider than the original), records the size and a second run does nothing', async () => {
    const [owner, friend, stranger] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, owner.user.id, friend.user.id);
    const posts = [await oldPost(owner, wide), await oldPost(owner, narrow), await oldPost(owner, wide)];
    const profile = await oldProfilePhoto(owner, wide);
    const before = await friend.agent.get(`/api/users/${friend.user.id}/friend-posts`).expect(200);
    expect(before.body.map((p: { photo_width: number | null }) => p.photo_width)).toEqual([null, null, null]);

    // A batch of 2 over 3 posts: the walk goes on past the first batch.
    const first = await backfillPhotoSizes(deps(), { batch: 2 });
    expect(first).toEqual({ completed: 4, sizes: 3 + 1 + 3 + 3, skipped: 0 });
    expect(sizesOf(posts[0]!.key)).toEqual([360, 720, 1080]);
    expect(sizesOf(posts[1]!.key)).toEqual([360]);
    expect(sizesOf(profile)).toEqual([360, 720, 1080]);
    const size = await sharp(path.join(ctx.deps.config.uploadDir, posts[1]!.key.replace('.webp', '-w360.webp'))).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 360, 504]);

    const after = await friend.agent.get(`/api/users/${friend.user.id}/friend-posts`).expect(200);
    const dims = Object.fromEntries(after.body.map((p: { id: string; photo_width: number; photo_height: number }) => [p.id, [p.photo_width, p.photo_height]]));
    expect(dims).toEqual({ [posts[0]!.id]: [1440, 960], [posts[1]!.id]: [500, 700], [posts[2]!.id]: [1440, 960] });

    // The sizes it made are served with the original's access check.
    await friend.agent.get(`/uploads/${posts[0]!.key}?w=360`).expect(200);
    await stranger.agent.get(`/uploads/${posts[0]!.key}?w=360`).expect(403);
    await request(ctx.app).get(`/uploads/${profile}?w=720`).expect(200);

    expect(await backfillPhotoSizes(deps(), { batch: 2 })).toEqual({ completed: 0, sizes: 0, skipped: 0 });
  });

  it('when a run stopped halfway through a profile photo, then the next run makes only the sizes still missing', async () => {
    const owner = await signUp(ctx);
    const key = await oldProfilePhoto(owner, wide);
    await backfillPhotoSizes(deps());
    await ctx.deps.storage.remove(key.replace('.webp', '-w720.webp'));
    expect(sizesOf(key)).toEqual([360, 1080]);
    expect(await backfillPhotoSizes(deps())).toEqual({ completed: 1, sizes: 1, skipped: 0 });
    expect(sizesOf(key)).toEqual([360, 720, 1080]);
  });

  it('when an original is missing or not an image, then that photo is skipped and logged, and the others are done', async () => {
    const owner = await signUp(ctx);
    const missing = await oldPost(owner, wide);
    await ctx.deps.storage.remove(missing.key);
    const broken = await oldPost(owner, Buffer.from('not a photo'));
    const fine = await oldPost(owner, wide);
    expect(await backfillPhotoSizes(deps())).toEqual({ completed: 1, sizes: 3, skipped: 2 });
    expect(sizesOf(fine.key)).toEqual([360, 720, 1080]);
    expect(sizesOf(broken.key)).toEqual([]);
    const { rows } = await ctx.deps.db.query<{ id: string }>('SELECT id FROM posts WHERE photo_width IS NULL ORDER BY id');
    expect(rows.map((r) => r.id).sort()).toEqual([missing.id, broken.id].sort());
  });
});
