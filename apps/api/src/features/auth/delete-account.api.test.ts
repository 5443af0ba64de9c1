import { pino } from 'pino';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadedFiles } from '../../../test/assertions';
import { challengeWith, createChallenge, joinChallenge, joinRequest } from '../../../test/factories/challenges';
import { answerRequest, askFriend, askRequest, blockRequest } from '../../../test/factories/friends';
import { logMood, moodRequest } from '../../../test/factories/moods';
import { jpegPhoto } from '../../../test/factories/photos';
import { commentOn, commentRequest, likePost, likeRequest, sharePhoto, shareRequest } from '../../../test/factories/posts';
import { addTask, completeRequest, completeToday } from '../../../test/factories/tasks';
import { setProfilePhoto } from '../../../test/factories/users';
import { lockProbes } from '../../../test/locks';
import { createTestContext, makeFriends, PASSWORD, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import type { PhotoStorage } from '../../integrations/storage/storage';
import { today } from '../../shared/clock';
import { startExpiredRowCleanup } from '../../shared/expired-rows';
import { authExpiringRows } from './expiring-rows';

let ctx: TestContext;
let photo: Buffer;
/** How many of the next photo removals fail, as a bucket that is briefly unreachable would. */
let removalsToFail = 0;

beforeAll(async () => {
  ctx = await createTestContext({}, (base) => ({ storage: failingRemovals(base.storage) }));
  photo = await jpegPhoto(40, 30);
});

function failingRemovals(storage: PhotoStorage): PhotoStorage {
  return {
    ...storage,
    async remove(key) {
      if (removalsToFail > 0) {
        removalsToFail -= 1;
        throw new Error('bucket unreachable');
      }
      await storage.remove(key);
    },
  };
}

const keyOf = (url: string) => url.split('/').pop()!;

const deleteAccount = (person: SignedUp, password = PASSWORD) => person.agent.delete(`/api/users/${person.user.id}`).send({ password });

/**
 * Every column that can name a user, read from the catalog so a table added later is checked too: foreign keys
 * to users(id), and uuid columns named like a user reference (*user_id, *_by) that may lack one.
 */
async function userColumns(): Promise<{ table_name: string; column_name: string }[]> {
  const { rows } = await ctx.deps.db.query<{ table_name: string; column_name: string }>(
    `SELECT cl.relname AS table_name, a.attname AS column_name
       FROM pg_constraint con
       JOIN pg_class cl ON cl.oid = con.conrelid
       JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey)
      WHERE con.contype = 'f' AND con.confrelid = 'users'::regclass
     UNION
     SELECT c.table_name::text, c.column_name::text
       FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.data_type = 'uuid'
        AND (c.column_name LIKE '%user\\_id' OR c.column_name LIKE '%\\_by' OR (c.table_name = 'users' AND c.column_name = 'id'))
     ORDER BY 1, 2`,
  );
  return rows;
}

/** The columns, among those, that still hold the id. */
async function rowsNaming(userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await userColumns()) {
    const { rows } = await ctx.deps.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}" = $1`, [userId]);
    if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${rows[0]!.n}`);
  }
  return found;
}

describe('DELETE /api/users/:id', () => {
  /** A user with something in every table, among friends who liked, commented and joined; then deleted. */
  let leaver: SignedUp;
  let friend: SignedUp;
  let answer: request.Response;
  const seen = { profilePhoto: '', post: { id: '', photo_url: '' }, friendsPost: { id: '', photo_url: '' }, shared: '', lonely: '', friendsChallenge: '' };

  beforeAll(async () => {
    [leaver, friend] = [await signUp(ctx), await signUp(ctx)];
    const stranger = await signUp(ctx);
    await makeFriends(ctx, leaver.user.id, friend.user.id);
    await askFriend(leaver, stranger);
    seen.profilePhoto = await setProfilePhoto(leaver, photo);
    seen.post = await sharePhoto(leaver, photo, 'Mine');
    seen.friendsPost = await sharePhoto(friend, photo, 'Theirs');
    await likePost(friend, seen.post.id);
    await commentOn(friend, seen.post.id, 'Nice');
    await likePost(friend, seen.friendsPost.id);
    await likePost(leaver, seen.friendsPost.id);
    for (const content of ['Lovely', 'Again']) await commentOn(leaver, seen.friendsPost.id, content);
    await commentOn(friend, seen.friendsPost.id, 'Mine');
    await completeToday(ctx, leaver.agent, leaver.user.id);
    await logMood(leaver);
    await leaver.agent.get(`/api/ai/motivational-quote?userId=${leaver.user.id}`).expect(200);
    seen.shared = await challengeWith(leaver, [friend], { name: 'Walk together' });
    seen.lonely = (await createChallenge(leaver, { name: 'Walk alone' })).id;
    seen.friendsChallenge = (await createChallenge(friend, { name: 'Read daily' })).id;
    await joinChallenge(leaver, seen.friendsChallenge);
    expect((await rowsNaming(leaver.user.id)).length).toBeGreaterThan(10);

    answer = await deleteAccount(leaver);
  });

  it('when the password is right, then 204 with no body and the session cookie cleared', async () => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    expect(answer.text).toBe('');
    const cookies = answer.headers['set-cookie'] as unknown as string[];
    expect(cookies.some((c) => /^sid=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    await leaver.agent.get('/api/auth/me').expect(401);
  });

  it('when the account is gone, then logging in fails and the public profile is 404', async () => {
    await request(ctx.app).post('/api/auth/login').send({ username: leaver.username, password: PASSWORD }).expect(401);
    await request(ctx.app).get(`/api/users/profile/${leaver.username}`).expect(404);
  });

  it('when any table is searched for the id, then no row names it', async () => {
    const columns = (await userColumns()).map((c) => `${c.table_name}.${c.column_name}`);
    // The catalog query finds the known references, so an empty list cannot pass for a clean database.
    expect(columns).toEqual(expect.arrayContaining(['users.id', 'sessions.user_id', 'friendships.requester_id', 'friendships.addressee_id', 'post_likes.user_id', 'challenges.created_by']));
    expect(await rowsNaming(leaver.user.id)).toEqual([]);
  });

  it("when a friend reads the feed, likers and comments, then the user and their likes and comments are gone, counters included", async () => {
    const feed = await friend.agent.get(`/api/users/${friend.user.id}/friend-posts`).expect(200);
    expect(feed.body.map((p: { id: string }) => p.id)).toEqual([seen.friendsPost.id]);
    expect(feed.body[0]).toMatchObject({ likes: 1, commentCount: 1 });
    const likers = await friend.agent.get(`/api/posts/${seen.friendsPost.id}/likers`).expect(200);
    expect(likers.body.map((u: { id: string }) => u.id)).toEqual([friend.user.id]);
    const comments = await friend.agent.get(`/api/posts/${seen.friendsPost.id}/comments`).expect(200);
    expect(comments.body.map((c: { username: string }) => c.username)).toEqual([friend.username]);
    const friends = await friend.agent.get(`/api/users/${friend.user.id}/friends`).expect(200);
    expect(friends.body).toEqual([]);
  });

  it('when their photo URLs are loaded, then 404 and the files are gone from storage', async () => {
    for (const url of [seen.profilePhoto, seen.post.photo_url]) {
      await friend.agent.get(url).expect(404);
      expect(uploadedFiles(ctx)).not.toContain(keyOf(url));
    }
    expect(uploadedFiles(ctx)).toContain(keyOf(seen.friendsPost.photo_url));
    const { rows } = await ctx.deps.db.query('SELECT key FROM photo_deletions');
    expect(rows).toEqual([]);
  });

  it('when the username is signed up again, then 201', async () => {
    await signUp(ctx, leaver.username.toUpperCase());
  });

  it('when others look at challenges the user created, then those with participants stay, by "Deleted user", and counts drop', async () => {
    const global = await friend.agent.get(`/api/challenges?user_id=${friend.user.id}`).expect(200);
    expect(global.body.find((c: { id: string }) => c.id === seen.friendsChallenge)).toMatchObject({ created_by: friend.user.id, participants: 1 });
    const shared = global.body.find((c: { id: string }) => c.id === seen.shared);
    expect(shared).toMatchObject({ created_by: null, created_by_name: 'Deleted user', created_by_subscription_status: null, participants: 1, user_joined: true });
    // The one no one else had joined went with its creator.
    expect(global.body.map((c: { id: string }) => c.id)).not.toContain(seen.lonely);
    const participants = await friend.agent.get(`/api/challenges/${seen.shared}/participants`).expect(200);
    expect(participants.body.map((p: { id: string }) => p.id)).toEqual([friend.user.id]);
  });
});

describe('DELETE /api/users/:id with a wrong password', () => {
  it('when the password is wrong, then 403, nothing is removed and the failure counts like a failed login', async () => {
    const person = await signUp(ctx);
    const post = await sharePhoto(person, photo, 'Stays');
    const before = await rowsNaming(person.user.id);
    const res = await deleteAccount(person, 'not my password').expect(403);
    expect(res.body).toEqual({ error: expect.any(String), code: 'wrong_password' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await rowsNaming(person.user.id)).toEqual(before);
    expect(uploadedFiles(ctx)).toContain(keyOf(post.photo_url));
    await person.agent.get('/api/auth/me').expect(200);
    const { rows } = await ctx.deps.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1', [`login-account:${person.user.id}`]);
    expect(rows).toEqual([{ hits: 1 }]);
  });

  it('when the password is missing, then 400 and nothing is removed', async () => {
    const person = await signUp(ctx);
    await person.agent.delete(`/api/users/${person.user.id}`).send({}).expect(400);
    await person.agent.get('/api/auth/me').expect(200);
  });
});

describe('DELETE /api/users/:id when a photo cannot be removed', () => {
  it('when the store fails once, then the deletion still answers 204 and the cleanup removes the file afterwards', async () => {
    const person = await signUp(ctx);
    const post = await sharePhoto(person, photo, 'Orphan soon');
    removalsToFail = 1;
    await deleteAccount(person).expect(204);
    expect(removalsToFail).toBe(0);
    // The row is gone, so the file is no longer served, but it is still stored and recorded for the retry.
    await request(ctx.app).get(post.photo_url).expect(404);
    expect(uploadedFiles(ctx)).toContain(keyOf(post.photo_url));
    const pending = await ctx.deps.db.query<{ key: string }>('SELECT key FROM photo_deletions');
    expect(pending.rows).toEqual([{ key: keyOf(post.photo_url) }]);

    const cleanup = startExpiredRowCleanup({ expiring: authExpiringRows, db: ctx.deps.db, clock: ctx.clock, logger: pino({ level: 'silent' }), storage: ctx.deps.storage });
    try {
      await vi.waitFor(() => expect(uploadedFiles(ctx)).not.toContain(keyOf(post.photo_url)));
    } finally {
      await cleanup.stop();
    }
    const left = await ctx.deps.db.query('SELECT key FROM photo_deletions');
    expect(left.rows).toEqual([]);
  });
});

describe('DELETE /api/users/:id at the same moment as other changes', () => {
  async function counts(ids: string[]) {
    const { rows } = await ctx.deps.db.query<{ id: string; friends: number; joined: number }>(
      'SELECT id, friend_count AS friends, challenges_joined AS joined FROM users WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return Object.fromEntries(rows.map((r) => [r.id, { friends: r.friends, joined: r.joined }]));
  }

  it('when two friends delete their accounts at once and a friend of both joins their challenge, then all answer and the counts stay exact', async () => {
    // Each deletion takes one from every friend's count; on real PostgreSQL these requests run side by side, and
    // a deletion that locked its friends only in its cascade could wait on one of them while it waited on it.
    for (let round = 0; round < 4; round++) {
      const [ana, ben, cal, dee] = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx), signUp(ctx)]);
      for (const [a, b] of [[ana, ben], [ana, cal], [ana, dee], [ben, cal], [ben, dee]] as const) await makeFriends(ctx, a.user.id, b.user.id);
      const challenge = await challengeWith(ana, [ben], { name: 'Walk together' });

      const [anaLeft, benLeft, calJoined, deeJoined] = await Promise.all([
        deleteAccount(ana),
        deleteAccount(ben),
        joinRequest(cal, challenge),
        joinRequest(dee, challenge),
      ]);
      expect([anaLeft.status, benLeft.status]).toEqual([204, 204]);
      // A join after both left finds the challenge gone with its last participant: 404. Never a 500.
      expect([201, 404]).toContain(calJoined.status);
      expect([201, 404]).toContain(deeJoined.status);
      const after = await counts([cal.user.id, dee.user.id]);
      expect(after[cal.user.id]).toEqual({ friends: 0, joined: calJoined.status === 201 ? 1 : 0 });
      expect(after[dee.user.id]).toEqual({ friends: 0, joined: deeJoined.status === 201 ? 1 : 0 });
    }
  });

  it('when friends remove, block and accept the user as the account is deleted, then all answer without a 500 and no count is left', async () => {
    // Each of these holds its friendship row, then its count trigger wants both users' rows; the deletion wants
    // those rows and the friendships. Unless the deletion takes the friendships first (and a block its pair's row
    // before its own row's foreign keys lock the users), PostgreSQL ends one side with a deadlock.
    for (let round = 0; round < 4; round++) {
      const [ana, ben, cal, dee, eve] = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx), signUp(ctx), signUp(ctx)]);
      for (const friend of [ben, cal]) await makeFriends(ctx, ana.user.id, friend.user.id);
      const toDee = await askFriend(ana, dee);
      await askFriend(ana, eve);

      const [anaLeft, benRemoved, calBlocked, deeAccepted, eveAsked] = await Promise.all([
        deleteAccount(ana),
        ben.agent.delete(`/api/users/${ben.user.id}/friends/${ana.user.id}`),
        blockRequest(cal, ana),
        answerRequest(dee, toDee, 'accepted'),
        // Asking someone who asked you accepts their request.
        askRequest(eve, ana),
      ]);
      expect(anaLeft.status).toBe(204);
      // Each either happened before the deletion or finds ana gone: never a 500.
      expect([200, 404]).toContain(benRemoved.status);
      expect([201, 404]).toContain(calBlocked.status);
      expect([200, 404]).toContain(deeAccepted.status);
      expect([200, 404]).toContain(eveAsked.status);
      const after = await counts([ben.user.id, cal.user.id, dee.user.id, eve.user.id]);
      for (const person of [ben, cal, dee, eve]) expect(after[person.user.id]!.friends).toBe(0);
    }
  });
});

describe('DELETE /api/users/:id while the account is in use', () => {
  const { holding, rowFree, waitingOn } = lockProbes(() => ctx);
  const WRITE_ANSWERS = [200, 201, 204, 401, 404, 409];

  /** Stored photo files that no row names: a write that lost to the deletion removes what it stored. */
  async function unnamedFiles(): Promise<string[]> {
    const { rows } = await ctx.deps.db.query<{ url: string }>(
      'SELECT photo_url AS url FROM posts UNION ALL SELECT profile_photo FROM users WHERE profile_photo IS NOT NULL',
    );
    const named = new Set(rows.map((r) => keyOf(r.url).split('.')[0]));
    return uploadedFiles(ctx).filter((file) => /^[0-9a-f-]{36}/.test(file) && !named.has(file.slice(0, 36)));
  }

  it('when the user and their friends save tasks, like, comment, complete and upload as it is deleted, then it answers 204 every time, the others 2xx, 401, 404 or 409, and nothing of the user is left', { timeout: 600_000 }, async () => {
    const seen = new Map<string, number[]>();
    for (let round = 0; round < 20; round++) {
      const [leaver, ben, cal] = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx)]);
      for (const [a, b] of [[leaver, ben], [cal, leaver], [ben, cal]] as const) await makeFriends(ctx, a.user.id, b.user.id);
      const [mine, bens] = [await sharePhoto(leaver, photo, 'Mine'), await sharePhoto(ben, photo, 'Theirs')];
      // Already liked and commented, so the deletion corrects ben's post while new likes and comments land on it.
      await commentOn(leaver, bens.id, 'First');
      await likePost(leaver, bens.id);
      const task = await addTask(ctx, leaver.agent, leaver.user.id);
      await addTask(ctx, ben.agent, ben.user.id);
      const day = today(ctx.clock);
      const writes: Record<string, () => request.Test> = {
        'task save': () => leaver.agent.post('/api/tasks').send({ user_id: leaver.user.id, name: 'Stretch', date: day }),
        'task rename': () => leaver.agent.patch(`/api/tasks/${task.id}`).send({ name: 'Drink more water' }),
        completion: () => completeRequest(leaver.agent, leaver.user.id, day),
        like: () => likeRequest(leaver, bens.id),
        comment: () => commentRequest(leaver, bens.id, 'Again'),
        mood: () => moodRequest(leaver),
        'profile photo': () => leaver.agent.patch(`/api/users/${leaver.user.id}`).field('username', leaver.username).attach('profile_photo', photo, 'me.jpg'),
        'post upload': () => shareRequest(leaver, photo, 'Late'),
        "a friend's like": () => likeRequest(ben, mine.id),
        "a friend's comment": () => commentRequest(cal, mine.id, 'Nice'),
        "a friend's comment nearby": () => commentRequest(cal, bens.id, 'Same'),
        "a friend's completion": () => completeRequest(ben.agent, ben.user.id, day),
        "a friend's post upload": () => shareRequest(ben, photo, 'Mine too'),
      };
      // Each keeps writing until the deletion has answered, which starts once the first write has.
      let deleted = false;
      let firstAnswer!: () => void;
      const started = new Promise<void>((resolve) => (firstAnswer = resolve));
      const writers = Object.entries(writes).map(async ([name, write]) => {
        for (let n = 0; n < 10 && !deleted; n++) {
          const res = await write();
          firstAnswer();
          seen.set(name, [...(seen.get(name) ?? []), res.status]);
          expect(WRITE_ANSWERS, `${name}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
        }
      });
      await started;
      const deletion = await deleteAccount(leaver);
      deleted = true;
      await Promise.all(writers);
      expect(deletion.status, JSON.stringify(deletion.body)).toBe(204);
      expect(await rowsNaming(leaver.user.id)).toEqual([]);
      expect(await unnamedFiles()).toEqual([]);
    }
    // The writes of the user were refused as well as taken: the rounds met the deletion at work.
    expect(seen.get('comment')).toEqual(expect.arrayContaining([201]));
    expect(seen.get('profile photo')!.some((status) => status === 401)).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)("when a comment of the user holds the post's row, then the deletion waits for it before locking the user's row", async () => {
    const [leaver, ben] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, leaver.user.id, ben.user.id);
    const bens = await sharePhoto(ben, photo, 'Theirs');
    await commentOn(leaver, bens.id, 'First');
    // What a new comment holds before its foreign key asks for the commenter's row: the post's row (its count).
    const comment = await holding((tx) => tx.query('SELECT 1 FROM posts WHERE id = $1 FOR NO KEY UPDATE', [bens.id]));
    const deletion = deleteAccount(leaver).then((r) => r);
    await expect.poll(() => waitingOn(comment.pid), { timeout: 20_000 }).toBe(1);
    // The comment's next step, the commenter's row: a deletion that locked it first deadlocked here.
    const free = await rowFree(leaver.user.id, 'KEY SHARE');
    await comment.release();
    expect((await deletion).status).toBe(204);
    expect(free).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)("when a friend's share holds the friend's row for its foreign key, then the deletion locks that row without waiting", async () => {
    const [leaver, ben] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, leaver.user.id, ben.user.id);
    // What ben's share holds while its fan-out waits for the leaver's row: ben's row, for the post's foreign key.
    const share = await holding((tx) => tx.query('SELECT 1 FROM users WHERE id = $1 FOR KEY SHARE', [ben.user.id]));
    let answered = false;
    const deletion = deleteAccount(leaver).then((r) => ((answered = true), r));
    await expect.poll(async () => answered || (await waitingOn(share.pid)) > 0, { timeout: 20_000 }).toBe(true);
    await share.release();
    expect(answered).toBe(true);
    expect((await deletion).status).toBe(204);
  });
});
