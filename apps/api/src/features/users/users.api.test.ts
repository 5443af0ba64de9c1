import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import request from 'supertest';
import { makeUser } from '@dayleaf/contracts/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets, uploadedFiles } from '../../../test/assertions';
import { makePrivate } from '../../../test/factories/users';
import { createTestContext, makeFriends, signUp, signUpFriendOf, uniqueName, type Agent, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function storedUser(id: string) {
  const { rows } = await ctx.deps.db.query<{ username: string; bio: string; profile_photo: string | null; is_profile_private: boolean }>(
    'SELECT username, bio, profile_photo, is_profile_private FROM users WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

function storedFileOf(url: string): string {
  expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  return path.join(ctx.config.uploadDir, url.slice('/uploads/'.length));
}

/** A small JPEG as a phone takes it: stored sideways (orientation 6) with the place it was taken. */
async function phoneJpeg(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Sideways 6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' },
    })
    .toBuffer();
}

/** EXIF of a stored photo (JPEG, or the EXIF chunk of a WebP), or undefined when it has none. */
async function readExif(file: Buffer): Promise<Record<string, unknown> | undefined> {
  if (file.subarray(0, 4).toString('latin1') !== 'RIFF') return exifr.parse(file, { gps: true });
  for (let at = 12; at + 8 <= file.length; ) {
    const fourCC = file.subarray(at, at + 4).toString('latin1');
    const size = file.readUInt32LE(at + 4);
    if (fourCC === 'EXIF') {
      let chunk = file.subarray(at + 8, at + 8 + size);
      if (chunk.subarray(0, 6).toString('latin1') === 'Exif\0\0') chunk = chunk.subarray(6);
      return (await exifr.parse(chunk, { gps: true })) ?? {};
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

function patchProfile(agent: Agent, id: string, fields: Record<string, string>) {
  const req = agent.patch(`/api/users/${id}`);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req;
}

describe('GET /api/users/:id', () => {
  it('when users read their own record, then 200 with every field of the user and no secret', async () => {
    const { agent, user, username } = await signUp(ctx);
    const res = await agent.get(`/api/users/${user.id}`).expect(200);
    expect(res.body).toEqual(makeUser({ id: user.id, username }));
    expectNoSecrets(res.body);
  });

  it("when users read another user's record, then 403 even for a friend", async () => {
    const me = await signUp(ctx);
    const friend = await signUpFriendOf(ctx, me);
    const res = await me.agent.get(`/api/users/${friend.user.id}`).expect(403);
    expect(typeof res.body.error).toBe('string');
    expect(res.body).not.toHaveProperty('username');
  });

  it('when the id is not a UUID, then 400', async () => {
    const { agent } = await signUp(ctx);
    await agent.get('/api/users/not-a-uuid').expect(400);
  });

  it('when there is no session, then 401', async () => {
    const { user } = await signUp(ctx);
    await request(ctx.app).get(`/api/users/${user.id}`).expect(401);
  });
});

describe('PATCH /api/users/:id', () => {
  it('when the username and bio are valid, then 200 and they are stored', async () => {
    const { agent, user } = await signUp(ctx);
    const username = uniqueName('renamed');
    const res = await patchProfile(agent, user.id, { username, bio: 'Morning runs and tea.' }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, username, bio: 'Morning runs and tea.', profile_photo: null });
    expectNoSecrets(res.body);
    expect(await storedUser(user.id)).toMatchObject({ username, bio: 'Morning runs and tea.' });
  });

  it('when users change only the case of their own username, then 200', async () => {
    const { agent, user, username } = await signUp(ctx);
    const res = await patchProfile(agent, user.id, { username: username.toUpperCase(), bio: '' }).expect(200);
    expect(res.body.username).toBe(username.toUpperCase());
  });

  it("when the username is another user's in a different case, then 409 and nothing changes", async () => {
    const other = await signUp(ctx);
    const { agent, user, username } = await signUp(ctx);
    const res = await patchProfile(agent, user.id, { username: other.username.toUpperCase(), bio: 'changed' }).expect(409);
    expect(res.body.error).toBe('That username is already taken.');
    expect(await storedUser(user.id)).toMatchObject({ username, bio: '' });
  });

  it('when the bio is 160 characters, then 200; at 161, then 400', async () => {
    const { agent, user, username } = await signUp(ctx);
    await patchProfile(agent, user.id, { username, bio: 'b'.repeat(160) }).expect(200);
    const res = await patchProfile(agent, user.id, { username, bio: 'b'.repeat(161) }).expect(400);
    expect(res.body.error).toBe('Bio must be at most 160 characters.');
    expect((await storedUser(user.id)).bio).toBe('b'.repeat(160));
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(31)],
    ['a space', 'ana maria'],
    ['a slash', 'ana/maria'],
    ['blank', '   '],
  ])('when the username is %s, then 400 and nothing changes', async (_case, bad) => {
    const { agent, user, username } = await signUp(ctx);
    const res = await patchProfile(agent, user.id, { username: bad, bio: '' }).expect(400);
    expect(typeof res.body.error).toBe('string');
    expect((await storedUser(user.id)).username).toBe(username);
  });

  it('when the username is missing, then 400', async () => {
    const { agent, user } = await signUp(ctx);
    await patchProfile(agent, user.id, { bio: 'no name' }).expect(400);
  });

  it('when the body is JSON instead of a form, then 400', async () => {
    const { agent, user, username } = await signUp(ctx);
    const res = await agent.patch(`/api/users/${user.id}`).send({ username, bio: '' }).expect(400);
    expect(res.body.error).toBe('Send the form as multipart/form-data.');
  });

  it("when users edit another user's profile, then 403 and nothing changes", async () => {
    const me = await signUp(ctx);
    const victim = await signUp(ctx);
    await patchProfile(me.agent, victim.user.id, { username: uniqueName('hijack'), bio: 'mine now' }).expect(403);
    expect(await storedUser(victim.user.id)).toMatchObject({ username: victim.username, bio: '' });
  });

  it('when there is no session, then 401', async () => {
    const { user, username } = await signUp(ctx);
    await request(ctx.app).patch(`/api/users/${user.id}`).field('username', username).expect(401);
  });
});

describe('PATCH /api/users/:id with a profile photo', () => {
  it('when a phone JPEG with GPS and orientation 6 is sent, then it is stored upright without EXIF or GPS', async () => {
    const { agent, user, username } = await signUp(ctx);
    const original = await phoneJpeg(40, 20);
    // The fixture really carries what must be removed, so the checks below can fail.
    expect(await readExif(original)).toMatchObject({ latitude: 48.85, longitude: 2.35, Make: 'TestPhone' });

    const res = await patchProfile(agent, user.id, { username, bio: '' })
      .attach('profile_photo', original, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' })
      .expect(200);

    const stored = readFileSync(storedFileOf(res.body.profile_photo));
    expect(await readExif(stored)).toBeUndefined();
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // 40x20 turned a quarter: upright it is 20 wide and 40 tall.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 20, height: 40 });
    expect((await storedUser(user.id)).profile_photo).toBe(res.body.profile_photo);
    await agent.get(res.body.profile_photo).expect(200);
  });

  it('when a large photo is sent, then its longest side is at most 1440 px', async () => {
    const { agent, user, username } = await signUp(ctx);
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3a7' } }).png().toBuffer();
    const res = await patchProfile(agent, user.id, { username, bio: '' })
      .attach('profile_photo', big, { filename: 'wide.png', contentType: 'image/png' })
      .expect(200);
    const meta = await sharp(readFileSync(storedFileOf(res.body.profile_photo))).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1440, height: 720 });
  });

  it('when the photo is replaced, then the old file is deleted and the new one kept', async () => {
    const { agent, user, username } = await signUp(ctx);
    const first = await patchProfile(agent, user.id, { username, bio: '' })
      .attach('profile_photo', await phoneJpeg(), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const firstFile = storedFileOf(first.body.profile_photo);
    expect(existsSync(firstFile)).toBe(true);

    const second = await patchProfile(agent, user.id, { username, bio: '' })
      .attach('profile_photo', await phoneJpeg(30, 30), { filename: 'b.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expect(second.body.profile_photo).not.toBe(first.body.profile_photo);
    expect(existsSync(firstFile)).toBe(false);
    expect(existsSync(storedFileOf(second.body.profile_photo))).toBe(true);
  });

  it('when the profile is saved without a photo, then the current photo is kept', async () => {
    const { agent, user, username } = await signUp(ctx);
    const withPhoto = await patchProfile(agent, user.id, { username, bio: '' })
      .attach('profile_photo', await phoneJpeg(), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const res = await patchProfile(agent, user.id, { username, bio: 'new bio' }).expect(200);
    expect(res.body.profile_photo).toBe(withPhoto.body.profile_photo);
    expect(existsSync(storedFileOf(withPhoto.body.profile_photo))).toBe(true);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not a picture\n'), 'notes.png', 'image/png'],
    ['an SVG named .jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.jpg', 'image/jpeg'],
    ['an HTML page named .jpg', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'x.jpg', 'image/jpeg'],
    ['a PDF named .jpg', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), 'x.jpg', 'image/jpeg'],
    ['a broken JPEG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]), 'x.jpg', 'image/jpeg'],
  ])('when the file is %s, then 415 and nothing is stored', async (_case, bytes, filename, contentType) => {
    const { agent, user, username } = await signUp(ctx);
    const before = uploadedFiles(ctx);
    const res = await patchProfile(agent, user.id, { username: uniqueName('kept'), bio: 'not saved' })
      .attach('profile_photo', bytes, { filename, contentType })
      .expect(415);
    expect(typeof res.body.error).toBe('string');
    expect(uploadedFiles(ctx)).toEqual(before);
    expect(await storedUser(user.id)).toMatchObject({ username, bio: '', profile_photo: null });
  });

  it('when the file is over 10 MB, then 413 and nothing is stored', async () => {
    const { agent, user, username } = await signUp(ctx);
    const before = uploadedFiles(ctx);
    const huge = Buffer.concat([await phoneJpeg(), Buffer.alloc(11 * 1024 * 1024, 0)]);
    const res = await patchProfile(agent, user.id, { username, bio: 'not saved' })
      .attach('profile_photo', huge, { filename: 'huge.jpg', contentType: 'image/jpeg' })
      .expect(413);
    expect(typeof res.body.error).toBe('string');
    expect(uploadedFiles(ctx)).toEqual(before);
    expect(await storedUser(user.id)).toMatchObject({ bio: '', profile_photo: null });
  });

  it('when the username is taken, then 409 and the new photo is not kept', async () => {
    const other = await signUp(ctx);
    const { agent, user } = await signUp(ctx);
    const before = uploadedFiles(ctx);
    await patchProfile(agent, user.id, { username: other.username, bio: '' })
      .attach('profile_photo', await phoneJpeg(), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(409);
    expect(uploadedFiles(ctx)).toEqual(before);
  });
});

describe('PATCH /api/users/:id/settings', () => {
  it('when users make their profile private, then 200 and it is stored', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.patch(`/api/users/${user.id}/settings`).send({ is_profile_private: true }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, is_profile_private: true });
    expectNoSecrets(res.body);
    expect((await storedUser(user.id)).is_profile_private).toBe(true);
    await agent.patch(`/api/users/${user.id}/settings`).send({ is_profile_private: false }).expect(200);
    expect((await storedUser(user.id)).is_profile_private).toBe(false);
  });

  it.each([
    ['missing', {}],
    ['a string', { is_profile_private: 'yes' }],
    ['a number', { is_profile_private: 1 }],
  ])('when is_profile_private is %s, then 400', async (_case, body) => {
    const { agent, user } = await signUp(ctx);
    await agent.patch(`/api/users/${user.id}/settings`).send(body).expect(400);
    expect((await storedUser(user.id)).is_profile_private).toBe(false);
  });

  it("when users change another user's settings, then 403 and nothing changes", async () => {
    const me = await signUp(ctx);
    const victim = await signUp(ctx);
    await me.agent.patch(`/api/users/${victim.user.id}/settings`).send({ is_profile_private: true }).expect(403);
    expect((await storedUser(victim.user.id)).is_profile_private).toBe(false);
  });
});

describe('GET /api/users/profile/:username', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let friend: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let requester: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    owner = await signUp(ctx);
    friend = await signUp(ctx);
    stranger = await signUp(ctx);
    requester = await signUp(ctx);
    await makeFriends(ctx, friend.user.id, owner.user.id);
    await makeFriends(ctx, requester.user.id, owner.user.id, 'pending');
    await makePrivate(owner);
  });

  const profileOf = (agent: Agent | null, username: string, viewerId?: string) => {
    const url = `/api/users/profile/${encodeURIComponent(username)}${viewerId ? `?viewerId=${viewerId}` : ''}`;
    return agent ? agent.get(url) : request(ctx.app).get(url);
  };

  it('when the username differs only by a look-alike letter (capital dotted I), then 404: names are compared as at login', async () => {
    const plain = await signUp(ctx, `li${owner.username.slice(0, 8)}`);
    await profileOf(friend.agent, plain.username).expect(200);
    await profileOf(friend.agent, plain.username.toUpperCase()).expect(200);
    await profileOf(friend.agent, `l\u0130${plain.username.slice(2)}`).expect(404);
  });

  describe.each([
    ['without viewerId', false],
    ['with viewerId', true],
  ])('%s', (_label, withViewerId) => {
    it('when the owner views their private profile, then 200', async () => {
      const res = await profileOf(owner.agent, owner.username, withViewerId ? owner.user.id : undefined).expect(200);
      expect(res.body).toEqual({
        id: owner.user.id,
        username: owner.username,
        bio: '',
        profile_photo: null,
        subscription_status: 'free',
        streak_count: 0,
        done_today: false,
        on_break: false,
        // Their own profile: no friendship with themselves, and no friend streak.
        friendship: null,
        friend_streak: null,
      });
      expectNoSecrets(res.body);
    });

    it('when a friend views a private profile, then 200', async () => {
      const res = await profileOf(friend.agent, owner.username, withViewerId ? friend.user.id : undefined).expect(200);
      expect(res.body.username).toBe(owner.username);
      expectNoSecrets(res.body);
    });

    it('when a stranger views a private profile, then 403 without the profile', async () => {
      const res = await profileOf(stranger.agent, owner.username, withViewerId ? stranger.user.id : undefined).expect(403);
      expect(typeof res.body.error).toBe('string');
      expect(res.body).not.toHaveProperty('username');
    });

    it('when someone whose request is still pending views a private profile, then 403', async () => {
      await profileOf(requester.agent, owner.username, withViewerId ? requester.user.id : undefined).expect(403);
    });

    it('when a signed-out visitor views a private profile, then 403', async () => {
      await profileOf(null, owner.username, withViewerId ? stranger.user.id : undefined).expect(403);
    });

    it('when the username is unknown, then 404 with the product text', async () => {
      const res = await profileOf(stranger.agent, 'nobody_by_this_name', withViewerId ? stranger.user.id : undefined).expect(404);
      expect(res.body).toEqual({ error: 'User not found.', code: 'user_not_found' });
    });

    it('when the profile is public, then anyone sees it, signed out too', async () => {
      await profileOf(null, friend.username, withViewerId ? stranger.user.id : undefined).expect(200);
      await profileOf(stranger.agent, friend.username, withViewerId ? stranger.user.id : undefined).expect(200);
    });
  });

  it("when the viewerId claims to be the owner's or a friend's, then it opens nothing: the session is the viewer", async () => {
    await profileOf(null, owner.username, owner.user.id).expect(403);
    await profileOf(stranger.agent, owner.username, owner.user.id).expect(403);
    await profileOf(stranger.agent, owner.username, friend.user.id).expect(403);
  });

  it('when the username differs in case, then the same profile', async () => {
    const res = await profileOf(friend.agent, owner.username.toUpperCase()).expect(200);
    expect(res.body.id).toBe(owner.user.id);
  });

  it('when viewerId is not a UUID, then 400', async () => {
    await profileOf(friend.agent, owner.username, 'not-a-uuid').expect(400);
  });
});
