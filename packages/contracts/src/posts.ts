import { z } from 'zod';
import { Day, defineRoutes, Id, IdParams, Ok, PageQuery, ShownText, SubscriptionStatus } from './common';
import { CAPTION_MAX, COMMENT_MAX, PAGE_SIZES } from './constants';
import { routeMeta } from './route-meta';

/**
 * A photo post as the feed shows it (docs/product.md#feed-and-posts). `likes` and `commentCount` are counts; `isLiked` is the viewer's.
 * `photo_width`/`photo_height` are the original's pixels; with them the photo also loads at each of PHOTO_WIDTHS narrower
 * than it (`?w=`). Null for a photo stored before sizes existed until the backfill has made them (docs/product.md#photos).
 */
export const Post = z.object({
  id: Id,
  photo_url: z.string(),
  photo_width: z.number().int().positive().nullable(),
  photo_height: z.number().int().positive().nullable(),
  caption: z.string(),
  user: z.object({ id: Id, name: z.string(), subscription_status: SubscriptionStatus }),
  likes: z.number().int(),
  isLiked: z.boolean(),
  commentCount: z.number().int(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof Post>;

/** Likers and commenters may be strangers to the viewer: for a private stranger `subscription_status` is null. */
export const Liker = z.object({
  id: Id,
  username: z.string(),
  profile_photo: z.string().nullable(),
  subscription_status: SubscriptionStatus.nullable(),
});
export type Liker = z.infer<typeof Liker>;

/** `user_id` lets the web offer the author Edit and Delete; `edited_at` is null until the author edits the text. */
export const Comment = z.object({
  id: Id,
  user_id: Id,
  username: z.string(),
  profile_photo: z.string().nullable(),
  subscription_status: SubscriptionStatus.nullable(),
  content: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
});
export type Comment = z.infer<typeof Comment>;

/**
 * A friend's completed day of the last 7 days (docs/product.md#feed-and-posts). `date` is the friend's local date and
 * `streak` the streak that day made (null for a day completed before streaks were kept with their days). `cheers`
 * counts everyone who cheered it, `cheered` says whether the viewer did, `cheerers` names the latest few
 * (CHEERERS_SHOWN, newest first; none with a block between them and the viewer).
 */
export const FriendActivity = z.object({
  user: z.object({
    id: Id,
    name: z.string(),
    avatar: z.string().nullable(),
    subscription_status: SubscriptionStatus,
  }),
  date: z.string(),
  streak: z.number().int().nullable(),
  completedAt: z.string(),
  tasks: z.array(z.string()),
  cheers: z.number().int(),
  cheered: z.boolean(),
  cheerers: z.array(z.string()),
});
export type FriendActivity = z.infer<typeof FriendActivity>;

/** May be empty; when given, it follows the shared text rule like every text friends read. */
export const Caption = ShownText('Caption', { max: CAPTION_MAX });

export const CreatePostBody = z.object({ caption: Caption.optional().default(''), user_id: Id });
export const UpdatePostBody = z.object({ caption: Caption });
export const LikeBody = z.object({ user_id: Id });
export const LikeResult = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResult = z.infer<typeof LikeResult>;
export const CommentContent = ShownText('Comment', { max: COMMENT_MAX, required: 'Write a comment first.' });
export const AddCommentBody = z.object({ user_id: Id, content: CommentContent });
export const UpdateCommentBody = z.object({ content: CommentContent });

/** The friend whose completed day (`date`, their local date) is cheered. */
export const CheerBody = z.object({
  friendId: Id.describe("The friend whose day it is."),
  date: Day.describe("The friend's completed local date."),
});
export type CheerBody = z.infer<typeof CheerBody>;
export const CheerParams = IdParams.extend({ friendId: Id, date: Day });
/** The card's count after the cheer. */
export const CheerResult = z.object({ cheers: z.number().int(), cheered: z.literal(true) });
export type CheerResult = z.infer<typeof CheerResult>;

export const postsRoutes = defineRoutes(routeMeta, {
  createPost: {
    body: CreatePostBody,
    multipart: { file: 'photo', required: true },
    response: Post,
  },
  /** Own and friends' posts, newest first. */
  getFriendPosts: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.getFriendPosts),
    response: z.array(Post),
  },
  updatePost: {
    params: IdParams,
    body: UpdatePostBody,
    response: Post,
  },
  deletePost: {
    params: IdParams,
    response: Ok,
  },
  toggleLike: {
    params: IdParams,
    body: LikeBody,
    response: LikeResult,
  },
  /** Newest like first. */
  getLikers: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.getLikers),
    response: z.array(Liker),
  },
  /** Newest comment first (the client shows them oldest at the top). */
  getComments: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.getComments),
    response: z.array(Comment),
  },
  addComment: {
    params: IdParams,
    body: AddCommentBody,
    response: Comment,
  },
  /** The author's new text (docs/product.md#feed-and-posts). */
  updateComment: {
    params: IdParams,
    body: UpdateCommentBody,
    response: Comment,
  },
  /** By the comment's author or the post's owner. */
  deleteComment: {
    params: IdParams,
    response: z.void(),
  },
  getFriendActivities: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.getFriendActivities),
    response: z.array(FriendActivity),
  },
  cheerDay: {
    params: IdParams,
    body: CheerBody,
    response: CheerResult,
  },
  uncheerDay: {
    params: CheerParams,
    response: z.void(),
  },
});
