import type { CheerResult, Comment, FriendActivity, LikeResult, Liker, Post } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { addDays, atOf } from '../../shared/clock';
import { fieldRefusal, forbidden, notFound, notFoundWhenGone, unauthorizedWhenGone } from '../../shared/http/errors';
import type { UploadedFile } from '../../shared/http/handle';
import type { JsonPage, Page, PageRequest } from '../../shared/http/pagination';
import { userQuotas } from '../../shared/http/quotas';
import { quotaSpent } from '../../shared/http/rate-limit';
import { removePhoto } from '../../shared/photos/deletions';
import { storePhotoThen } from '../../shared/photos/store-photo';
import { awardTrophies } from '../trophies';
import * as repo from './repo';


/** A post deleted while a like or comment on it is written fails the foreign key: it is simply gone. */
const orNotFoundWhenDeleted = <T>(write: Promise<T>): Promise<T> => notFoundWhenGone(write, 'post_not_found');
const ACTIVITY_DAYS = 7;

export function postsService(deps: Deps) {
  const { db, clock, storage } = deps;
  // Counted in the write's own statement (the statement budget): see repo.addLikeIfVisible.
  const { likes: likeQuota, comments: commentQuota } = userQuotas(deps.config);

  /** A post is seen by its owner and the owner's friends: 404 when missing, 403 for anyone else. */
  function assertVisible(post: { visible: boolean } | null): void {
    if (!post) throw notFound('post_not_found');
    if (!post.visible) throw forbidden('post_friends_only');
  }

  async function assertCanSee(viewerId: string, postId: string): Promise<void> {
    assertVisible(await repo.findPostForViewer(db, postId, viewerId));
  }

  async function assertOwns(viewerId: string, postId: string, action: 'edit' | 'delete') {
    const post = await repo.findPostOwner(db, postId);
    if (!post) throw notFound('post_not_found');
    if (post.user_id !== viewerId) throw forbidden(action === 'edit' ? 'own_posts_edit_only' : 'own_posts_delete_only');
    return post;
  }

  /** A comment on a post the viewer may not see is not found, as if it did not exist (its text is the post's thread). */
  async function findComment(viewerId: string, commentId: string) {
    const found = await repo.findCommentForViewer(db, commentId, viewerId);
    if (!found?.visible) throw notFound('comment_not_found');
    return found;
  }

  return {
    /** The photo is stored first; if the post cannot be written, the stored file is removed again. */
    async create(userId: string, caption: string, photo: UploadedFile): Promise<Post> {
      const at = atOf(clock);
      // An account deleted while the photo was stored fails the post's foreign key; storePhotoThen removes the files.
      return storePhotoThen(deps, photo, (photoUrl, size) =>
        unauthorizedWhenGone(
          db.transaction(async (tx) => {
            const post = await repo.insertPost(tx, userId, { url: photoUrl, ...size }, caption, at);
            await awardTrophies(tx, userId, at);
            return post;
          }),
        ),
      );
    },

    feed(userId: string, page: PageRequest): Promise<JsonPage<Post[]>> {
      return repo.feedPage(db, userId, atOf(clock), page);
    },

    async updateCaption(userId: string, postId: string, caption: string): Promise<Post> {
      await assertOwns(userId, postId, 'edit');
      const post = await repo.updateCaption(db, userId, postId, caption, atOf(clock));
      if (!post) throw notFound('post_not_found');
      return post;
    },

    /** The row goes first; the photo's files follow, and a removal that fails is left to the cleanup (removePhoto). */
    async remove(userId: string, postId: string): Promise<{ ok: true }> {
      await assertOwns(userId, postId, 'delete');
      const photoUrl = await repo.deletePost(db, postId);
      if (!photoUrl) throw notFound('post_not_found');
      // The post's likes and comments leave its owner's notifications by cascade; a kept first page hears it first.
      await deps.changes.caughtUp();
      const key = storage.keyFromUrl(photoUrl);
      if (key) await removePhoto(deps, key, atOf(clock));
      return { ok: true };
    },

    /**
     * Likes, or unlikes when already liked, in one statement that keeps the counter exact. A toggle whose statement
     * lost a race (another toggle of the same like changed it after this one's snapshot) changed nothing and runs
     * again, so every answer is one real change and they agree with some order of the toggles one at a time. A like
     * past the hourly quota is 429; an unlike is never counted or refused, so undoing always works.
     */
    async toggleLike(userId: string, postId: string): Promise<LikeResult> {
      const at = atOf(clock);
      for (;;) {
        const toggled = await orNotFoundWhenDeleted(repo.toggleLikeIfVisible(db, postId, userId, likeQuota, at));
        assertVisible(toggled);
        if (toggled!.added) return { liked: true, likes: toggled!.likes! };
        if (toggled!.removed) return { liked: false, likes: toggled!.likes! };
        if (toggled!.refused) throw quotaSpent(likeQuota, toggled!.reset_at!, at.now);
      }
    },

    async likers(viewerId: string, postId: string, page: PageRequest): Promise<Page<Liker>> {
      await assertCanSee(viewerId, postId);
      return repo.likers(db, viewerId, postId, atOf(clock), page);
    },

    async comments(viewerId: string, postId: string, page: PageRequest): Promise<Page<Comment>> {
      await assertCanSee(viewerId, postId);
      return repo.comments(db, viewerId, postId, atOf(clock), page);
    },

    /** Every attempt counts on the hourly comments quota; past it, 429 and nothing is written. */
    async addComment(userId: string, postId: string, content: string): Promise<Comment> {
      const at = atOf(clock);
      const added = await orNotFoundWhenDeleted(repo.insertCommentIfVisible(db, postId, userId, content, commentQuota, at));
      assertVisible(added);
      if (added!.refused) throw quotaSpent(commentQuota, added!.reset_at, at.now);
      return added!.comment!;
    },

    /** Only the author edits, and only while they may see the post; the answer is the comment as the thread shows it. */
    async updateComment(userId: string, commentId: string, content: string): Promise<Comment> {
      const found = await findComment(userId, commentId);
      if (found.author_id !== userId) throw forbidden('own_comments_edit_only');
      const comment = await repo.updateComment(db, commentId, userId, content, atOf(clock));
      if (!comment) throw notFound('comment_not_found');
      return comment;
    },

    /** The author, or the owner of the post it is on; the post's count goes down with it. */
    async deleteComment(userId: string, commentId: string): Promise<void> {
      const found = await findComment(userId, commentId);
      if (found.author_id !== userId && found.owner_id !== userId) {
        throw forbidden('comment_delete_not_allowed');
      }
      if (!(await repo.deleteComment(db, { id: commentId, ...found }, userId, atOf(clock)))) throw notFound('comment_not_found');
      // The owner removing another's comment takes its item from their own notifications (a cascade), maybe kept.
      if (found.owner_id === userId && found.author_id !== userId) await deps.changes.caughtUp();
    },

    activities(userId: string, page: PageRequest): Promise<JsonPage<FriendActivity[]>> {
      const at = atOf(clock);
      return repo.friendActivities(db, userId, at, addDays(at.today, -(ACTIVITY_DAYS - 1)), page);
    },

    /**
     * Cheers a friend's completed day that the activity cards can show (docs/product.md#cheers): 404 as for an
     * unknown user when there is none or a block stands between them, 403 when they are not friends, 404 when the
     * day is not completed or too old for a card. The same cheer again answers as the first.
     */
    async cheer(userId: string, friendId: string, date: string): Promise<CheerResult> {
      if (friendId === userId) throw fieldRefusal({ in: 'body', path: 'friendId' }, 'cheer_self');
      const at = atOf(clock);
      if (date < addDays(at.today, -(ACTIVITY_DAYS - 1)) || date > addDays(at.today, 1)) throw notFound('cheer_day_not_found');
      const outcome = await repo.cheer(db, userId, friendId, date, at);
      switch (outcome.kind) {
        case 'unknown':
          throw notFound('user_not_found');
        case 'not_friends':
          throw forbidden('cheer_friends_only');
        case 'not_completed':
          throw notFound('cheer_day_not_found');
        case 'cheered':
          return { cheers: outcome.cheers, cheered: true };
      }
    },

    /** Takes the user's own cheer back; never refused while it stands (an undo), 404 when there is none. */
    async uncheer(userId: string, friendId: string, date: string): Promise<void> {
      if (!(await repo.uncheer(db, userId, friendId, date, atOf(clock)))) throw notFound('cheer_not_found');
    },
  };
}
