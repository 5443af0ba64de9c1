import type { Comment, LikeResult, Post } from '@dayleaf/contracts';
import type { Test } from 'supertest';
import { expect } from 'vitest';
import { makeFriends, signUp, type SignedUp, type TestContext } from '../test-app';

/*
 * Posts, likes and comments. sharePhoto goes through the API (the upload, the feed's timeline and the post
 * trophies happen as for a user); postRow writes the row alone, for tests whose subject is what is done to a post
 * (comments, likes, quotas) and that need no stored photo.
 */

/**
 * The share form as the web sends it, not yet sent: for tests of the share route's answers (the status is theirs
 * to check). `photo` is the file's bytes (jpegPhoto in factories/photos.ts).
 */
export function shareRequest(person: SignedUp, photo: Buffer, caption = 'Morning', filename = 'p.jpg'): Test {
  return person.agent.post('/api/posts').field('caption', caption).field('user_id', person.user.id).attach('photo', photo, filename);
}

/** Shares `photo` as `person` and returns the post as the server answered it (201). */
export async function sharePhoto(person: SignedUp, photo: Buffer, caption = 'Morning'): Promise<Post> {
  const res = await shareRequest(person, photo, caption);
  expect(res.status, res.text).toBe(201);
  return res.body as Post;
}

/** Two new users who are friends (a friendship row) and a post the owner shared with `photo`, which the friend sees. */
export async function friendAndPost(ctx: TestContext, photo: Buffer): Promise<{ owner: SignedUp; friend: SignedUp; post: Post }> {
  const [owner, friend] = [await signUp(ctx), await signUp(ctx)];
  await makeFriends(ctx, owner.user.id, friend.user.id);
  return { owner, friend, post: await sharePhoto(owner, photo) };
}

/**
 * A post straight in the table, its photo URL naming no stored file; `createdAt` (a timestamptz text, microseconds
 * kept) when its time matters, the database's now() otherwise. Returns its id.
 */
export async function postRow(ctx: TestContext, userId: string, createdAt?: string): Promise<string> {
  const { rows } = await ctx.deps.db.query<{ id: string }>(
    `INSERT INTO posts (user_id, photo_url, created_at) VALUES ($1, '/uploads/' || gen_random_uuid() || '.webp', COALESCE($2::timestamptz, now())) RETURNING id`,
    [userId, createdAt ?? null],
  );
  return rows[0]!.id;
}

/** `person`'s like of the post (a toggle), not yet sent: for tests of the route's answers (the status is theirs to check). */
export function likeRequest(person: SignedUp, postId: string): Test {
  return person.agent.post(`/api/posts/${postId}/like`).send({ user_id: person.user.id });
}

/** `person`'s comment on the post, not yet sent: for tests of the route's answers (the status is theirs to check). */
export function commentRequest(person: SignedUp, postId: string, content = 'Lovely!'): Test {
  return person.agent.post(`/api/posts/${postId}/comments`).send({ user_id: person.user.id, content });
}

/** `person` likes the post (a toggle: on a post they already like it is an unlike); returns the answer. */
export async function likePost(person: SignedUp, postId: string): Promise<LikeResult> {
  const res = await likeRequest(person, postId);
  expect(res.status, res.text).toBe(200);
  return res.body as LikeResult;
}

/** `person` comments on the post; returns the comment as answered (201). */
export async function commentOn(person: SignedUp, postId: string, content = 'Lovely!'): Promise<Comment> {
  const res = await commentRequest(person, postId, content);
  expect(res.status, res.text).toBe(201);
  return res.body as Comment;
}
