import type { Post } from '@dayleaf/contracts';
import { CAPTION_MAX } from '@dayleaf/contracts/client';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Heart, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/lazy-toast';
import { Avatar } from '../../../components/ui/avatar';
import { IconButton } from '../../../components/ui/icon-button';
import { cardClasses } from '../../../components/ui/card';
import { WhenOpen } from '../../../components/ui/on-demand';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { useDeletePost } from '../api/delete-post';
import { useToggleLike } from '../api/toggle-like';
import { useUpdatePost } from '../api/update-post';
import { CommentsSection } from './comments-section';
import { LikersButton } from './likers-button';
import { PostMenu } from './post-menu';
import { PostPhoto } from './post-photo';
import { TextEditor } from './text-editor';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const DeletePostDialog = preloadableLazy(() => import('./delete-post-dialog').then((m) => ({ default: m.DeletePostDialog })));

export const viewCommentsLabel = (count: number) => plural(count, { one: 'View # comment', other: 'View all # comments' });

interface PostCardProps {
  post: Post;
  viewerId: string;
  /** The feed's first card: its photo loads at once (PostPhoto). */
  priority?: boolean;
  /** The photo waits for the feed's first one (useFirstPhotoFirst). */
  photoHeld?: boolean;
  onPhotoSettled?(): void;
  /** The post a notification opened the feed on: scrolled to and outlined, its comments open for a comment. */
  focus?: 'post' | 'comments';
}

export function PostCard({ post, viewerId, priority = false, photoHeld = false, onPhotoSettled, focus }: PostCardProps) {
  const { t } = useLingui();
  const [showComments, setShowComments] = useState(focus === 'comments');
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) article.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [focus]);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const like = useToggleLike(viewerId, post.id);
  const update = useUpdatePost(viewerId, post.id);
  const remove = useDeletePost(viewerId, post.id);
  const isOwner = post.user.id === viewerId;
  const poster = post.user.name;
  const { caption } = post;
  const profile = paths.publicProfile(poster);

  // A failure's toast comes from the mutation (useUpdatePost, useDeletePost); the editor or dialog stays open.
  function saveCaption(text: string) {
    update.mutate(text, {
      onSuccess: () => {
        toast.success(t`Post updated!`);
        setEditing(false);
      },
    });
  }

  function deletePost() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t`Post deleted!`);
        setConfirmDelete(false);
      },
    });
  }

  return (
    <article
      ref={article}
      aria-label={t`Post by ${poster}`}
      className={cardClasses(cn('overflow-hidden scroll-mt-4', focus && 'ring-2 ring-primary ring-offset-2 ring-offset-background'))}
    >
      <header className="flex items-center gap-3 px-4 py-3">
        <Link to={profile} aria-hidden tabIndex={-1} className="shrink-0 pointer-coarse:-m-1 pointer-coarse:p-1">
          <Avatar src={null} name={post.user.name} size={36} />
        </Link>
        <div className="min-w-0 flex-1">
          <Link to={profile} className="flex min-w-0 items-center gap-1 font-semibold hover:underline pointer-coarse:min-h-11">
            <span dir="auto" className="min-w-0 break-all">{post.user.name}</span>
            <PremiumBadge status={post.user.subscription_status} />
          </Link>
          <time dateTime={post.createdAt} className="block text-xs text-muted-foreground">
            {relativeTime(post.createdAt)}
          </time>
        </div>
        {isOwner ? <PostMenu onEdit={() => setEditing(true)} onDelete={() => setConfirmDelete(true)} /> : null}
      </header>

      <PostPhoto
        priority={priority}
        held={photoHeld}
        onSettled={onPhotoSettled}
        photo={{ url: post.photo_url, width: post.photo_width, height: post.photo_height }}
        alt={caption ? t`Photo by ${poster}: ${caption}` : t`Photo by ${poster}`}
      />

      <div className="space-y-2 px-4 pb-4 pt-2">
        <div className="-ms-2 flex items-center">
          <IconButton label={post.isLiked ? t`Unlike` : t`Like`} aria-pressed={post.isLiked} disabled={like.isPending} onClick={() => like.mutate()}>
            <Heart className={cn('h-6 w-6', post.isLiked ? 'fill-red-500 text-red-500' : 'text-foreground')} aria-hidden />
          </IconButton>
          <IconButton label={showComments ? t`Hide comments` : t`Comment`} aria-expanded={showComments} onClick={() => setShowComments((v) => !v)}>
            <MessageCircle className={cn('h-6 w-6', showComments && 'fill-primary/15 text-primary')} aria-hidden />
          </IconButton>
        </div>

        <LikersButton postId={post.id} likes={post.likes} />

        {editing ? (
          <TextEditor
            label={t`Caption`}
            initial={post.caption}
            max={CAPTION_MAX}
            rows={3}
            placeholder={t`What's happening?`}
            busy={update.isPending}
            onSave={saveCaption}
            onCancel={() => setEditing(false)}
          />
        ) : post.caption ? (
          <p className="whitespace-pre-line break-words text-sm">
            <span dir="auto" className="me-1 font-semibold">{post.user.name}</span>
            <span dir="auto">{post.caption}</span>
          </p>
        ) : null}

        {!showComments && post.commentCount > 0 ? (
          <button type="button" className="text-sm text-muted-foreground hover:text-foreground pointer-coarse:min-h-11" onClick={() => setShowComments(true)}>
            {viewCommentsLabel(post.commentCount)}
          </button>
        ) : null}

        {showComments ? <CommentsSection postId={post.id} ownerId={post.user.id} viewerId={viewerId} /> : null}
      </div>

      <WhenOpen open={isOwner && confirmDelete}>
        <DeletePostDialog open onOpenChange={setConfirmDelete} onConfirm={deletePost} busy={remove.isPending} />
      </WhenOpen>
    </article>
  );
}
