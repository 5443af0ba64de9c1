import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { trophiesOf, uploadedFiles } from '../../../test/assertions';
import { jpegPhoto } from '../../../test/factories/photos';
import { commentOn, commentRequest, friendAndPost, likePost, likeRequest, postRow, sharePhoto, shareRequest } from '../../../test/factories/posts';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { statementOf } from '../../shared/db/sql';
import { atOf } from '../../shared/clock';
import { recordEvent } from '../../shared/events/events';

let ctx: TestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await jpegPhoto(64, 48);
});

type Person = SignedUp;
const MISSING = '00000000-0000-4000-8000-000000000000';

const befriend = (a: Person, b: Person) => makeFriends(ctx, a.user.id, b.user.id);
const share = (person: Person, caption = 'Sunset walk') => shareRequest(person, photo, caption);
const postBy = (person: Person, caption?: string) => sharePhoto(person, photo, caption);

async function postCount(userId: string): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [userId]);
  return rows[0]!.n;
}

describe('POST /api/posts', () => {
  it('when a photo and caption are shared, then 201 with the post, the file stored and the first post trophy', async () => {
    const a = await signUp(ctx);
    const res = await share(a, '  Sunset walk  ').expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      photo_url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.webp$/),
      photo_width: 64,
      photo_height: 48,
      caption: 'Sunset walk',
      user: { id: a.user.id, name: a.username, subscription_status: 'free' },
      likes: 0,
      isLiked: false,
      commentCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(uploadedFiles(ctx)).toContain(res.body.photo_url.split('/').pop());
    const served = await a.agent.get(res.body.photo_url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await trophiesOf(ctx, a.user.id)).toEqual(['first-post']);
  });

  it('when the tenth post is shared, then the post count trophy is earned', async () => {
    const a = await signUp(ctx);
    for (let i = 0; i < 10; i++) await postBy(a);
    expect(await trophiesOf(ctx, a.user.id)).toEqual(['first-post', 'posts-10']);
  });

  it('when the caption is markup, then it is stored as the exact text', async () => {
    const a = await signUp(ctx);
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const res = await share(a, xss).expect(201);
    expect(res.body.caption).toBe(xss);
    const feed = await a.agent.get(`/api/users/${a.user.id}/friend-posts`).expect(200);
    expect(feed.body[0].caption).toBe(xss);
  });

  it('when the caption is left out, then the post has an empty caption', async () => {
    const a = await signUp(ctx);
    const res = await a.agent.post('/api/posts').field('user_id', a.user.id).attach('photo', photo, 'p.jpg').expect(201);
    expect(res.body.caption).toBe('');
  });

  it('when the file is not an image, then 415 and neither a file nor a row is kept', async () => {
    const a = await signUp(ctx);
    const before = uploadedFiles(ctx);
    const res = await a.agent
      .post('/api/posts')
      .field('user_id', a.user.id)
      .attach('photo', Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'evil.jpg', contentType: 'image/jpeg' })
      .expect(415);
    expect(typeof res.body.error).toBe('string');
    expect(uploadedFiles(ctx)).toEqual(before);
    expect(await postCount(a.user.id)).toBe(0);
  });

  it('when the image has too many pixels, then 413 and neither a file nor a row is kept', async () => {
    const a = await signUp(ctx);
    const flood = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    const before = uploadedFiles(ctx);
    await shareRequest(a, flood, 'Morning', 'big.png').expect(413);
    expect(uploadedFiles(ctx)).toEqual(before);
    expect(await postCount(a.user.id)).toBe(0);
  });

  it('when the post row cannot be written after the photo was stored, then the stored photo is removed', async () => {
    // The database refuses the post insert, as it would on an outage between the two steps.
    const failing = await createTestContext({}, (deps) => ({
      db: {
        ...deps.db,
        engine: deps.db.engine,
        query: deps.db.query,
        exec: deps.db.exec,
        close: () => deps.db.close(),
        transaction: (fn) =>
          deps.db.transaction((tx) =>
            fn({
              exec: tx.exec,
              query: (statement, params) =>
                /INSERT INTO posts/.test(statementOf(statement, params).text) ? Promise.reject(new Error('insert failed')) : tx.query(statement, params),
            }),
          ),
      },
    }));
    const a = await signUp(failing);
    await shareRequest(a, photo).expect(500);
    expect(uploadedFiles(failing)).toEqual([]);
  });

  it('when no photo is sent, then 400', async () => {
    const a = await signUp(ctx);
    const res = await a.agent.post('/api/posts').field('user_id', a.user.id).field('caption', 'no photo').expect(400);
    expect(res.body.error).toBe('A photo is required.');
  });

  it('when the caption is over 500 characters, then 400 and nothing is kept', async () => {
    const a = await signUp(ctx);
    const before = uploadedFiles(ctx);
    await share(a, 'x'.repeat(501)).expect(400);
    expect(uploadedFiles(ctx)).toEqual(before);
    expect(await postCount(a.user.id)).toBe(0);
  });

  it('when the body is JSON instead of a form, then 400', async () => {
    const a = await signUp(ctx);
    await a.agent.post('/api/posts').send({ user_id: a.user.id, caption: 'x' }).expect(400);
  });

  it('when user_id is missing, then 400', async () => {
    const a = await signUp(ctx);
    await a.agent.post('/api/posts').field('caption', 'x').attach('photo', photo, 'p.jpg').expect(400);
  });

  it('when user_id is someone else, then 403 and nothing is kept', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await a.agent.post('/api/posts').field('user_id', b.user.id).attach('photo', photo, 'p.jpg').expect(403);
    expect(await postCount(b.user.id)).toBe(0);
  });
});

describe('GET /api/users/:id/friend-posts', () => {
  it('when friends and strangers have posted, then own and friends\' posts come newest first', async () => {
    const a = await signUp(ctx);
    const friend = await signUp(ctx);
    const stranger = await signUp(ctx);
    await befriend(friend, a);
    const mine = await postBy(a, 'mine');
    await postBy(stranger, 'not for a');
    const theirs = await postBy(friend, 'theirs');
    const res = await a.agent.get(`/api/users/${a.user.id}/friend-posts`).expect(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual([theirs.id, mine.id]);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('when a post is on the feed, then it reads exactly as its author was answered, with the viewer\'s like', async () => {
    const a = await signUp(ctx);
    const friend = await signUp(ctx);
    await befriend(friend, a);
    const shared = await postBy(friend, 'the same "post" \\ everywhere');
    await likePost(a, shared.id);
    // PostgreSQL writes the feed's page as JSON text; the share's answer is a row read by the API.
    const res = await a.agent.get(`/api/users/${a.user.id}/friend-posts`).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual([{ ...shared, likes: 1, isLiked: true }]);
  });

  it('when posts share a millisecond, then pages of one still return each post exactly once', async () => {
    const a = await signUp(ctx);
    const times = ['2026-03-10 12:00:00.000001+00', '2026-03-10 12:00:00.000002+00', '2026-03-10 12:00:00.000003+00', '2026-03-10 12:00:00.000003+00'];
    const ids: string[] = [];
    for (const at of times) ids.push(await postRow(ctx, a.user.id, at));
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await a.agent.get(`/api/users/${a.user.id}/friend-posts`).query({ limit: 1, ...(cursor ? { before: cursor } : {}) }).expect(200);
      seen.push(...res.body.map((p: { id: string }) => p.id));
      cursor = res.headers['x-next-cursor'];
      if (!cursor) break;
    }
    const tied = ids.slice(2).sort().reverse();
    expect(seen).toEqual([...tied, ids[1], ids[0]]);
  });

  it('when a post and its comment were stored with microseconds, then both times are ISO strings cut to the millisecond', async () => {
    const a = await signUp(ctx);
    const postId = await postRow(ctx, a.user.id, '2026-03-09 08:15:30.987654+00');
    await ctx.deps.db.query(`INSERT INTO post_comments (post_id, user_id, content, created_at) VALUES ($1, $2, 'Hi', '2026-03-09 08:16:00.000999+00')`, [
      postId,
      a.user.id,
    ]);
    const feed = await a.agent.get(`/api/users/${a.user.id}/friend-posts`).expect(200);
    expect(feed.body.find((p: { id: string }) => p.id === postId).createdAt).toBe('2026-03-09T08:15:30.987Z');
    const comments = await a.agent.get(`/api/posts/${postId}/comments`).expect(200);
    expect(comments.body.map((c: { created_at: string }) => c.created_at)).toEqual(['2026-03-09T08:16:00.000Z']);
  });

  it('when the viewer liked and commented, then the counts and isLiked show', async () => {
    const { owner: a, friend: b, post } = await friendAndPost(ctx, photo);
    await likePost(b, post.id);
    await commentOn(b, post.id, 'Nice');
    const forB = (await b.agent.get(`/api/users/${b.user.id}/friend-posts`)).body[0];
    expect(forB).toMatchObject({ id: post.id, likes: 1, isLiked: true, commentCount: 1 });
    const forA = (await a.agent.get(`/api/users/${a.user.id}/friend-posts`)).body[0];
    expect(forA).toMatchObject({ id: post.id, likes: 1, isLiked: false, commentCount: 1 });
  });

  it('when another user\'s feed is asked for, then 403', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await a.agent.get(`/api/users/${b.user.id}/friend-posts`).expect(403);
  });

  it.each([
    ['a cursor we did not make', { before: 'yesterday' }],
    ['a limit over 100', { limit: 101 }],
    ['a limit of 0', { limit: 0 }],
  ])('when the query has %s, then 400', async (_case, query) => {
    const a = await signUp(ctx);
    await a.agent.get(`/api/users/${a.user.id}/friend-posts`).query(query).expect(400);
  });
});

describe('PATCH /api/posts/:id', () => {
  it('when the owner edits the caption, then it is saved trimmed', async () => {
    const a = await signUp(ctx);
    const post = await postBy(a);
    const res = await a.agent.patch(`/api/posts/${post.id}`).send({ caption: '  Better words ' }).expect(200);
    expect(res.body).toMatchObject({ id: post.id, caption: 'Better words' });
  });

  it('when a friend edits, then 403 and the caption stays', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await befriend(a, b);
    const post = await postBy(a, 'original');
    await b.agent.patch(`/api/posts/${post.id}`).send({ caption: 'hijacked' }).expect(403);
    expect((await a.agent.get(`/api/users/${a.user.id}/friend-posts`)).body[0].caption).toBe('original');
  });

  it('when the post does not exist, then 404', async () => {
    const a = await signUp(ctx);
    await a.agent.patch(`/api/posts/${MISSING}`).send({ caption: 'x' }).expect(404);
  });

  it.each([
    ['a caption over 500 characters', { caption: 'x'.repeat(501) }],
    ['no caption', {}],
    ['a caption that is not text', { caption: 5 }],
  ])('when the body has %s, then 400', async (_case, body) => {
    const a = await signUp(ctx);
    const post = await postBy(a);
    await a.agent.patch(`/api/posts/${post.id}`).send(body).expect(400);
  });
});

describe('DELETE /api/posts/:id', () => {
  it('when the owner deletes, then the row, its likes and comments and the stored file are gone', async () => {
    const { owner: a, friend: b, post } = await friendAndPost(ctx, photo);
    await likePost(b, post.id);
    await commentOn(b, post.id, 'hi');
    const file = post.photo_url.split('/').pop()!;
    expect(uploadedFiles(ctx)).toContain(file);
    await a.agent.delete(`/api/posts/${post.id}`).expect(200);
    expect(uploadedFiles(ctx)).not.toContain(file);
    const left = await ctx.deps.db.query(
      'SELECT (SELECT count(*) FROM posts WHERE id = $1) + (SELECT count(*) FROM post_likes WHERE post_id = $1) + (SELECT count(*) FROM post_comments WHERE post_id = $1) AS n',
      [post.id],
    );
    expect(left.rows[0]).toEqual({ n: 0 });
    await request(ctx.app).get(post.photo_url).expect(404);
  });

  it('when a friend deletes, then 403 and the post stays', async () => {
    const { owner: a, friend: b, post } = await friendAndPost(ctx, photo);
    await b.agent.delete(`/api/posts/${post.id}`).expect(403);
    expect(await postCount(a.user.id)).toBe(1);
  });

  it('when the post does not exist, then 404', async () => {
    const a = await signUp(ctx);
    await a.agent.delete(`/api/posts/${MISSING}`).expect(404);
  });
});

describe('POST /api/posts/:id/like', () => {
  it('when a friend likes and likes again, then it toggles on and off', async () => {
    const { friend: b, post } = await friendAndPost(ctx, photo);
    expect((await likeRequest(b, post.id).expect(200)).body).toEqual({ liked: true, likes: 1 });
    expect((await likeRequest(b, post.id).expect(200)).body).toEqual({ liked: false, likes: 0 });
  });

  it('when the owner likes their own post, then it counts', async () => {
    const a = await signUp(ctx);
    const post = await postBy(a);
    expect((await likeRequest(a, post.id).expect(200)).body).toEqual({ liked: true, likes: 1 });
  });

  it('when a stranger likes, then 403 and nothing is counted', async () => {
    const a = await signUp(ctx);
    const stranger = await signUp(ctx);
    const post = await postBy(a);
    await likeRequest(stranger, post.id).expect(403);
    const { rows } = await ctx.deps.db.query('SELECT like_count FROM posts WHERE id = $1', [post.id]);
    expect(rows[0]).toEqual({ like_count: 0 });
  });

  it('when an ex-friend likes, then 403', async () => {
    const { owner: a, friend: b, post } = await friendAndPost(ctx, photo);
    await b.agent.delete(`/api/users/${b.user.id}/friends/${a.user.id}`).expect(200);
    await likeRequest(b, post.id).expect(403);
  });

  it('when the post does not exist, then 404', async () => {
    const a = await signUp(ctx);
    await likeRequest(a, MISSING).expect(404);
  });

  it.each([
    ['no user_id', {}],
    ['a user_id that is not an id', { user_id: 'me' }],
  ])('when the body has %s, then 400', async (_case, body) => {
    const a = await signUp(ctx);
    const post = await postBy(a);
    await a.agent.post(`/api/posts/${post.id}/like`).send(body).expect(400);
  });

  it('when user_id is someone else, then 403', async () => {
    const { owner: a, friend: b, post } = await friendAndPost(ctx, photo);
    await a.agent.post(`/api/posts/${post.id}/like`).send({ user_id: b.user.id }).expect(403);
  });

  it('when 100 friends like at once and then all unlike at once, then the count is exactly 100 and then 0', async () => {
    const owner = await signUp(ctx);
    const post = await postBy(owner);
    const fans: Person[] = [];
    for (let i = 0; i < 100; i++) {
      const fan = await signUp(ctx);
      await befriend(owner, fan);
      fans.push(fan);
    }
    const like = (fan: Person) => likeRequest(fan, post.id);
    const liked = await Promise.all(fans.map(like));
    expect(liked.every((r) => r.status === 200 && r.body.liked === true)).toBe(true);
    const counts = async () =>
      (
        await ctx.deps.db.query<{ like_count: number; rows: number }>(
          'SELECT like_count, (SELECT count(*)::int FROM post_likes WHERE post_id = $1) AS rows FROM posts WHERE id = $1',
          [post.id],
        )
      ).rows[0];
    expect(await counts()).toEqual({ like_count: 100, rows: 100 });
    const unliked = await Promise.all(fans.map(like));
    expect(unliked.every((r) => r.status === 200 && r.body.liked === false)).toBe(true);
    expect(await counts()).toEqual({ like_count: 0, rows: 0 });
  }, 120_000);

  it('when one friend sends 50 toggles at once, then the answers and the end state are those of 50 toggles one after another', async () => {
    const owner = await signUp(ctx);
    const fan = await signUp(ctx);
    await befriend(owner, fan);
    const post = await postBy(owner);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => likeRequest(fan, post.id).expect(200)),
    );
    // In any serial order starting unliked, the answers alternate like, unlike: 25 of each, each with its count.
    const bodies = answers.map((r) => JSON.stringify(r.body));
    expect(bodies.filter((b) => b === JSON.stringify({ liked: true, likes: 1 }))).toHaveLength(25);
    expect(bodies.filter((b) => b === JSON.stringify({ liked: false, likes: 0 }))).toHaveLength(25);
    const { rows } = await ctx.deps.db.query<{ like_count: number; rows: number }>(
      'SELECT like_count, (SELECT count(*)::int FROM post_likes WHERE post_id = $1) AS rows FROM posts WHERE id = $1',
      [post.id],
    );
    expect(rows[0]).toEqual({ like_count: 0, rows: 0 });
  });
});

describe('GET /api/posts/:id/likers', () => {
  it('when friends liked, then the owner sees them newest first, paged', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const c = await signUp(ctx);
    await befriend(a, b);
    await befriend(a, c);
    const post = await postBy(a);
    await likePost(b, post.id);
    await likePost(c, post.id);
    const first = await a.agent.get(`/api/posts/${post.id}/likers`).query({ limit: 1 }).expect(200);
    expect(first.body).toEqual([{ id: c.user.id, username: c.username, profile_photo: null, subscription_status: 'free' }]);
    const second = await a.agent.get(`/api/posts/${post.id}/likers`).query({ limit: 1, before: first.headers['x-next-cursor'] }).expect(200);
    expect(second.body.map((l: { id: string }) => l.id)).toEqual([b.user.id]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('when a stranger asks, then 403; when the post is missing, then 404', async () => {
    const a = await signUp(ctx);
    const stranger = await signUp(ctx);
    const post = await postBy(a);
    await stranger.agent.get(`/api/posts/${post.id}/likers`).expect(403);
    await stranger.agent.get(`/api/posts/${MISSING}/likers`).expect(404);
  });
});

describe('GET and POST /api/posts/:id/comments', () => {
  it('when a friend comments, then the comment comes back trimmed, counts, and lists newest first', async () => {
    const { owner: a, friend: b, post } = await friendAndPost(ctx, photo);
    const first = await commentRequest(b, post.id, '  Lovely!  ').expect(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      user_id: b.user.id,
      username: b.username,
      profile_photo: null,
      subscription_status: 'free',
      content: 'Lovely!',
      created_at: expect.any(String),
      edited_at: null,
    });
    await commentRequest(a, post.id, 'Thanks').expect(201);
    const list = await a.agent.get(`/api/posts/${post.id}/comments`).expect(200);
    expect(list.body.map((c: { content: string }) => c.content)).toEqual(['Thanks', 'Lovely!']);
    const page = await a.agent.get(`/api/posts/${post.id}/comments`).query({ limit: 1 }).expect(200);
    const rest = await a.agent.get(`/api/posts/${post.id}/comments`).query({ limit: 1, before: page.headers['x-next-cursor'] }).expect(200);
    expect(rest.body.map((c: { content: string }) => c.content)).toEqual(['Lovely!']);
    const { rows } = await ctx.deps.db.query('SELECT comment_count FROM posts WHERE id = $1', [post.id]);
    expect(rows[0]).toEqual({ comment_count: 2 });
  });

  it('when the comment is exactly 500 characters, then it is kept', async () => {
    const a = await signUp(ctx);
    const post = await postBy(a);
    await commentRequest(a, post.id, 'x'.repeat(500)).expect(201);
  });

  it.each([
    ['blank content', { content: '   ' }],
    ['empty content', { content: '' }],
    ['501 characters', { content: 'x'.repeat(501) }],
    ['no content', {}],
    ['a NUL character', { content: 'a\u0000b' }],
  ])('when the comment has %s, then 400 and nothing is counted', async (_case, body) => {
    const a = await signUp(ctx);
    const post = await postBy(a);
    const res = await a.agent.post(`/api/posts/${post.id}/comments`).send({ user_id: a.user.id, ...body }).expect(400);
    expect(typeof res.body.error).toBe('string');
    const { rows } = await ctx.deps.db.query('SELECT comment_count FROM posts WHERE id = $1', [post.id]);
    expect(rows[0]).toEqual({ comment_count: 0 });
  });

  it('when a stranger lists or comments, then 403 and nothing is kept', async () => {
    const a = await signUp(ctx);
    const stranger = await signUp(ctx);
    const post = await postBy(a);
    await stranger.agent.get(`/api/posts/${post.id}/comments`).expect(403);
    await commentRequest(stranger, post.id, 'hello').expect(403);
    const { rows } = await ctx.deps.db.query('SELECT count(*)::int AS n FROM post_comments WHERE post_id = $1', [post.id]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('when the post is missing, then 404 for list and comment', async () => {
    const a = await signUp(ctx);
    await a.agent.get(`/api/posts/${MISSING}/comments`).expect(404);
    await commentRequest(a, MISSING, 'hello').expect(404);
  });

  it('when user_id is someone else, then 403', async () => {
    const { owner: a, friend: b, post } = await friendAndPost(ctx, photo);
    await a.agent.post(`/api/posts/${post.id}/comments`).send({ user_id: b.user.id, content: 'as b' }).expect(403);
  });
});

describe('GET /api/users/:id/friend-activities', () => {
  async function completeDay(person: Person, daysAgo: number, at: string, names: string[]) {
    const date = `(DATE '2026-03-10' - ${daysAgo})`;
    for (const [i, name] of names.entries()) {
      await ctx.deps.db.query(
        `INSERT INTO tasks (user_id, name, date, completed, created_at) VALUES ($1, $2, ${date}, true, $3::timestamptz - interval '1 hour' + $4 * interval '1 second')`,
        [person.user.id, name, at, i],
      );
    }
    // The marker carries the day's task names, as the completion writes it (migration 0022), and tells the day's
    // completion as the completion does (the friends' activities are written by its handler).
    const marker = await ctx.deps.db.query<{ id: string; date: string }>(
      `INSERT INTO tasks (user_id, name, date, completed, is_marker, day_locked, day_task_names, created_at)
       VALUES ($1, 'Daily tasks completed', ${date}, true, true, true, $3::text[], $2) RETURNING id, date`,
      [person.user.id, at, names],
    );
    const { id: markerId, date: day } = marker.rows[0]!;
    await recordEvent(ctx.deps.db, { type: 'day.completed', payload: { userId: person.user.id, date: day, markerId } }, atOf(ctx.clock));
    await ctx.deps.db.query(`UPDATE users SET streak_count = 3, last_completed_date = ${date}, streak_until = (${date} + 2)::timestamp AT TIME ZONE 'UTC' WHERE id = $1 AND (last_completed_date IS NULL OR last_completed_date < ${date})`, [
      person.user.id,
    ]);
  }

  it("when friends completed days this week, then each day comes newest first with its tasks; strangers' and older days do not", async () => {
    ctx.clock.set('2026-03-10T18:00:00Z');
    const a = await signUp(ctx);
    const friend = await signUp(ctx);
    const stranger = await signUp(ctx);
    await befriend(a, friend);
    await completeDay(friend, 0, '2026-03-10T09:30:00Z', ['Run', 'Read']);
    await completeDay(friend, 6, '2026-03-04T20:00:00Z', ['Stretch']);
    await completeDay(friend, 7, '2026-03-03T20:00:00Z', ['Too old']);
    await completeDay(stranger, 0, '2026-03-10T08:00:00Z', ['Secret']);
    await completeDay(a, 0, '2026-03-10T07:00:00Z', ['Mine']);
    await ctx.events.drain();
    const res = await a.agent.get(`/api/users/${a.user.id}/friend-activities`).expect(200);
    // A marker written without the streak it made (as before migration 0042) shows none rather than today's.
    const card = { user: { id: friend.user.id, name: friend.username, avatar: null, subscription_status: 'free' }, streak: null, cheers: 0, cheered: false, cheerers: [] };
    expect(res.body).toEqual([
      { ...card, date: '2026-03-10', completedAt: '2026-03-10T09:30:00.000Z', tasks: ['Run', 'Read'] },
      { ...card, date: '2026-03-04', completedAt: '2026-03-04T20:00:00.000Z', tasks: ['Stretch'] },
    ]);
  });

  it('when the week holds more days than a page, then the pages walk it newest first, each day once, and the last has no cursor', async () => {
    ctx.clock.set('2026-03-10T18:00:00Z');
    const a = await signUp(ctx);
    const friends = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    for (const friend of friends) await befriend(a, friend);
    // Two friends completed at the same instant: the marker's id orders them, so neither is skipped or repeated.
    for (const [i, friend] of friends.entries()) {
      await completeDay(friend, 0, '2026-03-10T09:00:00Z', [`Today ${i}`]);
      await completeDay(friend, 1, `2026-03-09T0${i + 1}:00:00Z`, [`Yesterday ${i}`]);
    }
    await ctx.events.drain();
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await a.agent
        .get(`/api/users/${a.user.id}/friend-activities`)
        .query({ limit: 2, ...(cursor ? { before: cursor } : {}) })
        .expect(200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.map((card: { tasks: string[] }) => card.tasks[0]));
      cursor = res.headers['x-next-cursor'];
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.slice(0, 3).sort()).toEqual(['Today 0', 'Today 1', 'Today 2']);
    expect(seen.slice(3)).toEqual(['Yesterday 2', 'Yesterday 1', 'Yesterday 0']);
    // Without a limit, a page is the default size (PAGE_SIZES), more than these six.
    const all = await a.agent.get(`/api/users/${a.user.id}/friend-activities`).expect(200);
    expect(all.body).toHaveLength(6);
    expect(all.headers['x-next-cursor']).toBeUndefined();
  });

  it.each([
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
    ['a cursor that is not ours', { before: 'not-a-cursor' }],
    ['a cursor with a bad instant', { before: Buffer.from('yesterday|00000000-0000-4000-8000-000000000000').toString('base64url') }],
  ])('when the query has %s, then 400', async (_case, query) => {
    const a = await signUp(ctx);
    await a.agent.get(`/api/users/${a.user.id}/friend-activities`).query(query).expect(400);
  });

  it("when another user's activities are asked for, then 403", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await a.agent.get(`/api/users/${b.user.id}/friend-activities`).expect(403);
  });
});
