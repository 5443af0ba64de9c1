import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto } from '../../../test/factories/photos';
import { commentOn, commentRequest, friendAndPost } from '../../../test/factories/posts';
import { lockProbes } from '../../../test/locks';
import { createTestContext, makeFriends, PASSWORD, signUp, type SignedUp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await jpegPhoto();
});

const MISSING = '00000000-0000-4000-8000-000000000000';

/** An owner, a friend of theirs who commented on the owner's post, and that post. */
async function commentedPost() {
  const { owner, friend: author, post } = await friendAndPost(ctx, photo);
  const { id: commentId } = await commentOn(author, post.id);
  return { owner, author, postId: post.id, commentId };
}

async function stored(commentId: string): Promise<{ content: string; edited_at: string | null } | undefined> {
  const { rows } = await ctx.deps.db.query<{ content: string; edited_at: string | null }>(
    'SELECT content, edited_at FROM post_comments WHERE id = $1',
    [commentId],
  );
  return rows[0];
}

/** The post's stored count and its comments really there. */
async function counts(postId: string): Promise<{ count: number; rows: number }> {
  const { rows } = await ctx.deps.db.query<{ count: number; rows: number }>(
    'SELECT comment_count AS count, (SELECT count(*)::int FROM post_comments WHERE post_id = $1) AS rows FROM posts WHERE id = $1',
    [postId],
  );
  return rows[0]!;
}

const edit = (person: SignedUp, commentId: string, body: object) => person.agent.patch(`/api/comments/${commentId}`).send(body);
const remove = (person: SignedUp, commentId: string) => person.agent.delete(`/api/comments/${commentId}`);

describe('PATCH /api/comments/:id', () => {
  it('when the author edits, then 200 with the trimmed text and when it was edited; the list shows it and the count stays', async () => {
    const { owner, author, postId, commentId } = await commentedPost();
    const created = (await owner.agent.get(`/api/posts/${postId}/comments`).expect(200)).body[0];
    expect(created.edited_at).toBeNull();
    ctx.clock.advance(60_000);
    const res = await edit(author, commentId, { content: '  Lovely light!  ' }).expect(200);
    expect(res.body).toEqual({ ...created, content: 'Lovely light!', edited_at: ctx.clock.now().toISOString() });
    const listed = await owner.agent.get(`/api/posts/${postId}/comments`).expect(200);
    expect(listed.body).toEqual([res.body]);
    expect(await counts(postId)).toEqual({ count: 1, rows: 1 });
  });

  it('when the text is saved unchanged, then it is not marked edited', async () => {
    const { author, commentId } = await commentedPost();
    const res = await edit(author, commentId, { content: 'Lovely!' }).expect(200);
    expect(res.body.edited_at).toBeNull();
    expect((await stored(commentId))!.edited_at).toBeNull();
  });

  it.each([
    ['empty content', { content: '' }],
    ['blank content', { content: '   ' }],
    ['501 characters', { content: 'x'.repeat(501) }],
    ['no content', {}],
    ['content that is not text', { content: 42 }],
    ['a NUL character', { content: 'a\u0000b' }],
  ])('when the edit has %s, then 400 and the text stays', async (_case, body) => {
    const { author, commentId } = await commentedPost();
    const res = await edit(author, commentId, body).expect(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await stored(commentId)).toEqual({ content: 'Lovely!', edited_at: null });
  });

  it('when the edit is exactly 500 characters, then it is kept', async () => {
    const { author, commentId } = await commentedPost();
    await edit(author, commentId, { content: 'x'.repeat(500) }).expect(200);
    expect((await stored(commentId))!.content).toHaveLength(500);
  });

  it('when the edit is 1 MB, then 413 and the text stays', async () => {
    const { author, commentId } = await commentedPost();
    const res = await edit(author, commentId, { content: 'x'.repeat(1_000_000) }).expect(413);
    expect(res.body.error).toEqual(expect.any(String));
    expect((await stored(commentId))!.content).toBe('Lovely!');
  });

  it("when someone else edits, even the post's owner, then 403 and the text stays", async () => {
    const { owner, author, commentId } = await commentedPost();
    const friend = await signUp(ctx);
    await makeFriends(ctx, owner.user.id, friend.user.id);
    expect((await edit(owner, commentId, { content: 'Mine now' }).expect(403)).body).toEqual({ error: 'You can only edit your own comments.', code: 'own_comments_edit_only' });
    await edit(friend, commentId, { content: 'Mine now' }).expect(403);
    expect((await stored(commentId))!.content).toBe('Lovely!');
    await edit(author, commentId, { content: 'Still mine' }).expect(200);
  });

  it('when the comment is missing, then 404; when the id is not an id, then 400', async () => {
    const a = await signUp(ctx);
    expect((await edit(a, MISSING, { content: 'Hi' }).expect(404)).body).toEqual({ error: 'Comment not found.', code: 'comment_not_found' });
    await edit(a, 'not-an-id', { content: 'Hi' }).expect(400);
  });

  it('when the post is no longer theirs to see (a stranger, or the author after the friendship ended), then 404 and the text stays', async () => {
    const { owner, author, commentId } = await commentedPost();
    const stranger = await signUp(ctx);
    await edit(stranger, commentId, { content: 'Hi' }).expect(404);
    await owner.agent.delete(`/api/users/${owner.user.id}/friends/${author.user.id}`).expect(200);
    await edit(author, commentId, { content: 'Hi' }).expect(404);
    expect((await stored(commentId))!.content).toBe('Lovely!');
  });

  it('when signed out, then 401', async () => {
    const { commentId } = await commentedPost();
    await request(ctx.app).patch(`/api/comments/${commentId}`).send({ content: 'Hi' }).expect(401);
  });
});

describe('DELETE /api/comments/:id', () => {
  it('when the author deletes, then 204 with no body, the comment is gone and the count goes down', async () => {
    const { owner, author, postId, commentId } = await commentedPost();
    const { id: kept } = await commentOn(owner, postId, 'Thanks');
    const res = await remove(author, commentId).expect(204);
    expect(res.text).toBe('');
    const listed = await owner.agent.get(`/api/posts/${postId}/comments`).expect(200);
    expect(listed.body.map((c: { id: string }) => c.id)).toEqual([kept]);
    expect(await counts(postId)).toEqual({ count: 1, rows: 1 });
    const feed = await owner.agent.get(`/api/users/${owner.user.id}/friend-posts`).expect(200);
    expect(feed.body[0].commentCount).toBe(1);
  });

  it("when the post's owner deletes a friend's comment, then 204", async () => {
    const { owner, postId, commentId } = await commentedPost();
    await remove(owner, commentId).expect(204);
    expect(await stored(commentId)).toBeUndefined();
    expect(await counts(postId)).toEqual({ count: 0, rows: 0 });
  });

  it("when another friend of the owner deletes, then 403 and the comment stays", async () => {
    const { owner, postId, commentId } = await commentedPost();
    const friend = await signUp(ctx);
    await makeFriends(ctx, owner.user.id, friend.user.id);
    expect((await remove(friend, commentId).expect(403)).body).toEqual({ error: 'You can only delete your own comments or comments on your posts.', code: 'comment_delete_not_allowed' });
    expect(await counts(postId)).toEqual({ count: 1, rows: 1 });
  });

  it('when the comment is missing or already deleted, then 404 and the count goes down once; a bad id is 400', async () => {
    const { author, postId, commentId } = await commentedPost();
    await remove(author, commentId).expect(204);
    expect((await remove(author, commentId).expect(404)).body).toEqual({ error: 'Comment not found.', code: 'comment_not_found' });
    await remove(author, MISSING).expect(404);
    await remove(author, 'not-an-id').expect(400);
    expect(await counts(postId)).toEqual({ count: 0, rows: 0 });
  });

  it('when the post is no longer theirs to see (a stranger, or the author after the friendship ended), then 404 and the comment stays', async () => {
    const { owner, author, postId, commentId } = await commentedPost();
    await remove(await signUp(ctx), commentId).expect(404);
    await owner.agent.delete(`/api/users/${owner.user.id}/friends/${author.user.id}`).expect(200);
    await remove(author, commentId).expect(404);
    expect(await counts(postId)).toEqual({ count: 1, rows: 1 });
  });

  it('when signed out, then 401', async () => {
    const { commentId } = await commentedPost();
    await request(ctx.app).delete(`/api/comments/${commentId}`).expect(401);
  });

  it('when the author and the owner delete the same comments at once, then each goes once and the count stays exact', async () => {
    const { owner, author, postId } = await commentedPost();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await commentOn(author, postId, `Comment ${i}`)).id);
    const answers = await Promise.all(ids.flatMap((id) => [remove(author, id), remove(owner, id)]));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(await counts(postId)).toEqual({ count: 1, rows: 1 });
  });

  it('when comments are deleted and added at once while the post is deleted, then every answer is a success or 404 and nothing is left', async () => {
    const { owner, author, postId } = await commentedPost();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await commentOn(author, postId, `Comment ${i}`)).id);
    const answers = await Promise.all([
      ...ids.map((id) => remove(author, id)),
      ...ids.map(() => commentRequest(author, postId, 'More')),
      owner.agent.delete(`/api/posts/${postId}`),
    ]);
    for (const res of answers) expect([200, 201, 204, 404], `${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    expect(answers.at(-1)!.status).toBe(200);
    const { rows } = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM post_comments WHERE post_id = $1', [postId]);
    expect(rows[0]!.n).toBe(0);
  });

  describe('side by side with other deletions (PostgreSQL)', () => {
    const { holding, queuedBehind } = lockProbes(() => ctx);

    // A post's deletion holds the post's row and then deletes its comments: a comment's deletion that took its comment
    // before the post's row waited for the post's deletion, which waited for it.
    it.runIf(process.env.DATABASE_URL)("when the post's deletion waits for the post's row as a comment of it is deleted, then the post goes and the comment's deletion is 404", async () => {
      const { owner, author, postId, commentId } = await commentedPost();
      const post = await holding((tx) => tx.query('SELECT 1 FROM posts WHERE id = $1 FOR NO KEY UPDATE', [postId]));
      const postDeletion = owner.agent.delete(`/api/posts/${postId}`).then((r) => r);
      await expect.poll(() => queuedBehind(post.pid), { timeout: 20_000 }).toBe(1);
      const commentDeletion = remove(author, commentId).then((r) => r);
      await expect.poll(() => queuedBehind(post.pid), { timeout: 20_000 }).toBe(2);
      await post.release();
      expect((await postDeletion).status).toBe(200);
      expect((await commentDeletion).status).toBe(404);
    });

    // Held on the post's row, the comment's deletion queues first and the account's deletion after it: the account's
    // deletion must then count the comments it corrects only once the first has committed.
    it.runIf(process.env.DATABASE_URL)("when the owner deletes the author's comment as the author's account goes, then the count is exact", async () => {
      const { owner, author, postId, commentId } = await commentedPost();
      await commentOn(owner, postId, 'Thanks');
      const post = await holding((tx) => tx.query('SELECT 1 FROM posts WHERE id = $1 FOR NO KEY UPDATE', [postId]));
      const deletion = remove(owner, commentId).then((r) => r);
      await expect.poll(() => queuedBehind(post.pid), { timeout: 20_000 }).toBe(1);
      const leaving = author.agent.delete(`/api/users/${author.user.id}`).send({ password: PASSWORD }).then((r) => r);
      await expect.poll(() => queuedBehind(post.pid), { timeout: 20_000 }).toBe(2);
      await post.release();
      expect((await deletion).status).toBe(204);
      expect((await leaving).status).toBe(204);
      expect(await counts(postId)).toEqual({ count: 1, rows: 1 });
    });
  });
});
