import { DataExport, EXPORT_JSON_NAME } from '@dayleaf/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createChallenge, joinChallenge, leaveChallenge } from '../../../test/factories/challenges';
import { logMood } from '../../../test/factories/moods';
import { jpegPhoto } from '../../../test/factories/photos';
import { commentOn, likePost, sharePhoto } from '../../../test/factories/posts';
import { becomePremium, signUpPremium } from '../../../test/factories/subscriptions';
import { addTask, completeToday } from '../../../test/factories/tasks';
import { makePrivate } from '../../../test/factories/users';
import { pushSubscription } from '../../../test/factories/reminders';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { storageUnavailable } from '../../integrations/storage/storage';
import { addDays, today } from '../../shared/clock';
import { settleDue } from '../streaks';

/** A zip answer as bytes: supertest would otherwise try to read it as text. */
function asBytes(res: request.Response, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Every file of a zip by its name, read the way an unzip tool reads it (the central directory, CRCs checked). */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, file) => (err ? reject(err) : resolve(file))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', reject);
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return files;
}

const exportOf = (person: SignedUp) => person.agent.get(`/api/users/${person.user.id}/export`).buffer(true).parse(asBytes);

async function downloaded(person: SignedUp): Promise<{ res: request.Response; files: Map<string, Buffer>; data: DataExport; text: string }> {
  const res = await exportOf(person);
  expect(res.status, String(res.body)).toBe(200);
  const files = await unzip(res.body as Buffer);
  const text = files.get(EXPORT_JSON_NAME)!.toString('utf8');
  return { res, files, data: DataExport.parse(JSON.parse(text)), text };
}

const storedBytes = async (ctx: TestContext, key: string) => {
  const photo = await ctx.deps.storage.read(key);
  const chunks: Buffer[] = [];
  for await (const chunk of photo!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const keyOf = (url: string) => url.split('/').pop()!;
const device = pushSubscription();

describe('GET /api/users/:id/export', () => {
  let ctx: TestContext;
  let me: SignedUp;
  let friend: SignedUp;
  let stranger: SignedUp;
  let photo: Buffer;
  const mine = { posts: [] as { id: string; photo_url: string }[], profilePhoto: '', friendPost: '', challenge: '', left: '' };

  beforeAll(async () => {
    ctx = await createTestContext();
    [me, friend, stranger] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    photo = await jpegPhoto(24, 18);
    const other = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#a26' } }).png().toBuffer();
    await me.agent.patch(`/api/users/${me.user.id}/reminders`).send({ enabled: true, time: '21:15' }).expect(200);
    await me.agent.post(`/api/users/${me.user.id}/push-subscriptions`).send(device).expect(201);
    await me.agent.patch(`/api/users/${me.user.id}/settings`).send({ language: 'de' }).expect(200);
    mine.profilePhoto = (
      await me.agent.patch(`/api/users/${me.user.id}`).field('username', me.username).field('bio', 'My own bio.').attach('profile_photo', other, 'me.png').expect(200)
    ).body.profile_photo;
    for (const caption of ['Morning run', 'Evening tea']) mine.posts.push(await sharePhoto(me, photo, caption));
    await addTask(ctx, me.agent, me.user.id, 'Stretch', '🧘');
    await completeToday(ctx, me.agent, me.user.id);
    await logMood(me);

    // The friend is private: only their username may reach the export.
    await friend.agent.patch(`/api/users/${friend.user.id}`).field('username', friend.username).field('bio', 'Friend secret bio').expect(200);
    await makePrivate(friend);
    await makeFriends(ctx, me.user.id, friend.user.id);
    // Both completed today: a friend streak of a day, which the export lists with the friend.
    await completeToday(ctx, friend.agent, friend.user.id);
    await ctx.events.drain();
    mine.friendPost = (await sharePhoto(friend, photo, 'Friend caption')).id;
    const typo = await commentOn(me, mine.friendPost, 'Looks lovly');
    await me.agent.patch(`/api/comments/${typo.id}`).send({ content: 'Looks lovely' }).expect(200);
    await likePost(me, mine.friendPost);
    await commentOn(friend, mine.posts[0]!.id, 'Friend comment text');
    mine.challenge = (await createChallenge(friend, { name: 'Walk daily', description: 'Friend description.' })).id;
    await joinChallenge(me, mine.challenge);
    // One joined later and left: the export keeps it, with when it was left.
    mine.left = (await createChallenge(friend, { name: 'Read daily', description: 'Pages.' })).id;
    ctx.clock.advance(1000);
    await joinChallenge(me, mine.left);
    await leaveChallenge(me, mine.left);
    await becomePremium(me.agent, me.user.id);
  });

  it('when the user exports, then 200 with a zip attachment named after them and the day, never cached', async () => {
    const { res } = await downloaded(me);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dayleaf-export-${me.username}-${today(ctx.clock)}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as Buffer).subarray(0, 2).toString()).toBe('PK');
  });

  it('when the zip is opened, then its JSON validates against the contract and holds every section of the user', async () => {
    const { data } = await downloaded(me);
    expect(data.profile).toEqual(expect.objectContaining({ id: me.user.id, username: me.username, bio: 'My own bio.' }));
    // The reminder setting, never a device's endpoint or keys (they let anyone push to the device).
    expect(data.profile.reminders).toEqual({ enabled: true, time: '21:15', devices: 1 });
    expect(data.profile.language).toBe('de');
    expect(JSON.stringify(data)).not.toContain(device.keys.auth);
    expect(JSON.stringify(data)).not.toContain(device.endpoint);
    expect(data.tasks.map((t) => [t.name, t.day_marker]).sort()).toEqual([
      ['Daily tasks completed', true],
      ['Drink water', false],
      ['Stretch', false],
    ]);
    expect(data.moods).toEqual([expect.objectContaining({ mood: 'happy', date: today(ctx.clock) })]);
    expect(data.trophies.map((t) => t.id)).toEqual(expect.arrayContaining(['first-post', 'friend-1', 'challenge-join-1', 'premium']));
    expect(data.friends).toEqual([{ username: friend.username, since: expect.any(String), friend_streak: { days: 1, last_date: today(ctx.clock) } }]);
    expect(data.posts.map((p) => p.caption)).toEqual(['Evening tea', 'Morning run']);
    expect(data.comments).toEqual([expect.objectContaining({ post_id: mine.friendPost, content: 'Looks lovely', edited_at: expect.any(String) })]);
    // The zone as the user's settings hold it: following the devices, as at sign-up.
    expect(data.profile).toEqual(expect.objectContaining({ time_zone: 'UTC', time_zone_auto: true }));
    expect(data.likes).toEqual([{ post_id: mine.friendPost, created_at: expect.any(String) }]);
    expect(data.challenges).toEqual([
      expect.objectContaining({ id: mine.left, name: 'Read daily', created_by_me: false, days_completed: 1, left_at: expect.any(String) }),
      expect.objectContaining({ id: mine.challenge, name: 'Walk daily', created_by_me: false, days_completed: 1, left_at: null }),
    ]);
    expect(data.subscription).toEqual({ status: 'premium', end_date: expect.any(String), cancel_at_period_end: false, last_streak_restoration_date: null });
    expect(data.payments).toEqual([expect.objectContaining({ provider: 'demo', amount_cents: 499, card_last4: '4242' })]);
  });

  it('when the user cancelled premium, then the export says it ends at the paid end', async () => {
    const member = await signUpPremium(ctx);
    const plan = (await member.agent.post(`/api/users/${member.user.id}/subscription/cancel`).expect(200)).body;
    const { data } = await downloaded(member);
    expect(data.subscription).toMatchObject({ status: 'premium', end_date: plan.subscription_end_date, cancel_at_period_end: true });
  });

  it('when the zip is opened, then every photo is a file named in the JSON with exactly the stored bytes', async () => {
    const { data, files } = await downloaded(me);
    const named = [data.profile.profile_photo, ...data.posts.map((p) => p.photo)];
    expect(named).toEqual([`photos/${keyOf(mine.profilePhoto)}`, ...[...mine.posts].reverse().map((p) => `photos/${keyOf(p.photo_url)}`)]);
    expect([...files.keys()].sort()).toEqual([EXPORT_JSON_NAME, ...(named as string[])].sort());
    for (const name of named as string[]) {
      expect(files.get(name)!.equals(await storedBytes(ctx, name.slice('photos/'.length))), name).toBe(true);
    }
  });

  it("when the user exports, then nothing of another person's beyond a friend's username is in it, and no hash or token", async () => {
    const { res, text } = await downloaded(me);
    for (const theirs of ['Friend secret bio', 'Friend comment text', 'Friend caption', 'Friend description.', friend.user.id]) {
      expect(text).not.toContain(theirs);
    }
    expect(text).not.toContain(stranger.username);
    const { rows } = await ctx.deps.db.query<{ s: string }>('SELECT password_hash AS s FROM users UNION ALL SELECT token_hash FROM sessions UNION ALL SELECT client_secret_hash FROM demo_payment_intents');
    const bytes = (res.body as Buffer).toString('latin1');
    for (const { s } of rows) expect(bytes).not.toContain(s);
    expect(bytes).not.toMatch(/\$2[aby]\$\d\d\$/);
    expect(text).not.toMatch(/"(password|password_hash|token|token_hash|client_secret|payment_intent_id)"/);
  });

  it('when a photo file is missing from the store, then the archive still opens and the JSON names no file for it', async () => {
    const person = await signUp(ctx);
    const post = await sharePhoto(person, photo, 'Lost');
    await ctx.deps.storage.remove(keyOf(post.photo_url));
    const { data, files } = await downloaded(person);
    expect(data.posts).toEqual([expect.objectContaining({ id: post.id, photo: null })]);
    expect([...files.keys()]).toEqual([EXPORT_JSON_NAME]);
  });

  it('when a list spans several pages, then every row is exported once, in order', async () => {
    const person = await signUp(ctx);
    await ctx.deps.db.query(
      `INSERT INTO tasks (user_id, name, date, completed)
       SELECT $1, 'Task ' || n, DATE '2025-01-01' + (n / 3), n % 2 = 0 FROM generate_series(0, 649) n`,
      [person.user.id],
    );
    const { data } = await downloaded(person);
    expect(data.tasks).toHaveLength(650);
    expect(new Set(data.tasks.map((t) => t.id)).size).toBe(650);
    const days = data.tasks.map((t) => t.date);
    expect(days).toEqual([...days].sort());
  });

  it("when the id is another user's, then 403 and nothing is sent", async () => {
    const res = await me.agent.get(`/api/users/${friend.user.id}/export`).expect(403);
    expect(res.body.error).toBe('You can only do that for your own account.');
  });

  it('when signed out, then 401', async () => {
    await request(ctx.app).get(`/api/users/${me.user.id}/export`).expect(401);
  });

  it('when the id is not an id, then 400', async () => {
    await me.agent.get('/api/users/not-an-id/export').expect(400);
  });

  it('when another site starts the download (Sec-Fetch-Site or Origin), then 403', async () => {
    for (const [header, value] of [
      ['Sec-Fetch-Site', 'cross-site'],
      ['Sec-Fetch-Site', 'same-site'],
      ['Origin', 'https://evil.example'],
    ] as const) {
      const res = await me.agent.get(`/api/users/${me.user.id}/export`).set(header, value).expect(403);
      expect(res.body.error).toBe('Cross-site requests are not allowed.');
    }
  });

  it('when the app itself asks (Sec-Fetch-Site same-origin), then 200', async () => {
    await exportOf(me).set('Sec-Fetch-Site', 'same-origin').expect(200);
  });
});

describe("GET /api/users/:id/export, the streak's history", () => {
  it('when the user kept a streak with a freeze, reached a milestone and planned a break, then the export holds each, and a new account has none', async () => {
    const ctx = await createTestContext();
    const [me, newcomer] = [await signUp(ctx), await signUp(ctx)];
    for (let i = 0; i < 7; i++) {
      if (i > 0) ctx.clock.advanceDays(1);
      await completeToday(ctx, me.agent, me.user.id);
    }
    const seventh = today(ctx.clock);
    // A day missed with the freeze the 7th day earned: stored as frozen by the settle pass.
    ctx.clock.advanceDays(2);
    await settleDue(ctx.deps.db, ctx.clock);
    const frozen = addDays(today(ctx.clock), -1);
    const [from, to] = [addDays(today(ctx.clock), 1), addDays(today(ctx.clock), 3)];
    await me.agent.put(`/api/users/${me.user.id}/break`).send({ from, to }).expect(200);

    const { data } = await downloaded(me);
    expect(data.streak).toEqual({
      freezes: 0,
      freezes_earned: 1,
      days_done: 7,
      best_streak: { days: 7, from: addDays(seventh, -6), to: seventh },
      milestones: [{ days: 7, reached_on: seventh }],
    });
    expect(data.kept_days).toEqual([{ date: frozen, state: 'frozen' }]);
    expect(data.breaks).toEqual([{ from, to, created_at: expect.any(String) }]);

    const fresh = (await downloaded(newcomer)).data;
    expect(fresh.streak).toEqual({ freezes: 0, freezes_earned: 0, days_done: 0, best_streak: { days: 0, from: null, to: null }, milestones: [] });
    expect([fresh.breaks, fresh.kept_days]).toEqual([[], []]);
  });
});

describe('GET /api/users/:id/export quota', () => {
  it('when the daily quota is spent, then 429 with Retry-After, and refused requests did not spend it', async () => {
    const ctx = await createTestContext({ RATE_LIMIT_EXPORTS_PER_DAY: '2' });
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    await me.agent.get(`/api/users/${other.user.id}/export`).expect(403);
    await me.agent.get(`/api/users/${me.user.id}/export`).set('Sec-Fetch-Site', 'cross-site').expect(403);
    await exportOf(me).expect(200);
    await exportOf(me).expect(200);
    const res = await me.agent.get(`/api/users/${me.user.id}/export`).expect(429);
    expect(res.body.error).toBe('You have downloaded your data several times today. Please try again tomorrow.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The quota is the user's: another user still exports.
    await exportOf(other).expect(200);
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await exportOf(me).expect(200);
  }, 120_000);
});

describe('GET /api/users/:id/export when the photo store is down', () => {
  it('when the first photo cannot be read, then 503 with Retry-After as JSON, not a broken file', async () => {
    let down = false;
    const ctx = await createTestContext({}, (base) => ({
      storage: { ...base.storage, read: (key) => (down ? Promise.reject(storageUnavailable(new Error('bucket unreachable'))) : base.storage.read(key)) },
    }));
    const me = await signUp(ctx);
    await sharePhoto(me, await jpegPhoto(16, 16), 'Hi');
    down = true;
    const res = await me.agent.get(`/api/users/${me.user.id}/export`).expect(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.error).toBe('Photos cannot be saved or loaded right now. Please try again in a moment.');
  }, 120_000);
});
