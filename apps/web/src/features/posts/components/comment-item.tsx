import type { Comment } from '@dayleaf/contracts';
import { COMMENT_MAX } from '@dayleaf/contracts/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/lazy-toast';
import { Avatar } from '../../../components/ui/avatar';
import { WhenOpen } from '../../../components/ui/on-demand';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { paths } from '../../../config/paths';
import { relativeTime } from '../../../lib/relative-time';
import { useDeleteComment } from '../api/delete-comment';
import { useUpdateComment } from '../api/update-comment';
import { TextEditor } from './text-editor';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const ConfirmDialog = preloadableLazy(() => import('../../../components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

// At least 44px square, so a finger finds them in a line of small text.
const actionClass = 'min-h-11 min-w-11 rounded-lg px-2 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground';

interface CommentItemProps {
  comment: Comment;
  postId: string;
  viewerId: string;
  /** The post's owner may delete any comment on it; only the author edits. */
  viewerOwnsPost: boolean;
}

export function CommentItem({ comment, postId, viewerId, viewerOwnsPost }: CommentItemProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateComment(postId);
  const remove = useDeleteComment(viewerId, postId);
  const isAuthor = comment.user_id === viewerId;
  const { username } = comment;

  // A failure's toast comes from the mutation; the editor or the dialog stays open for another try.
  function save(content: string) {
    if (content === comment.content) return setEditing(false);
    update.mutate(
      { commentId: comment.id, content },
      {
        onSuccess: () => {
          toast.success(t`Comment updated!`);
          setEditing(false);
        },
      },
    );
  }

  function deleteComment() {
    remove.mutate(comment.id, {
      onSuccess: () => {
        toast.success(t`Comment deleted!`);
        setConfirmDelete(false);
      },
    });
  }

  return (
    <li className="flex gap-2">
      <Avatar src={comment.profile_photo} name={comment.username} size={28} />
      <div className="min-w-0 flex-1 text-sm">
        {editing ? (
          <TextEditor
            label={t`Edit comment`}
            initial={comment.content}
            max={COMMENT_MAX}
            rows={2}
            required
            busy={update.isPending}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <p className="break-words">
            <Link to={paths.publicProfile(comment.username)} className="me-1 font-semibold hover:underline">
              <bdi>{comment.username}</bdi>
              <PremiumBadge status={comment.subscription_status} />
            </Link>
            <span dir="auto">{comment.content}</span>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
          <time dateTime={comment.created_at}>{relativeTime(comment.created_at)}</time>
          {comment.edited_at ? <span>· <Trans>Edited</Trans></span> : null}
          {isAuthor && !editing ? (
            <button type="button" className={actionClass} aria-label={t`Edit your comment`} onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </button>
          ) : null}
          {(isAuthor || viewerOwnsPost) && !editing ? (
            <button type="button" className={actionClass} aria-label={t`Delete comment by ${username}`} onClick={() => setConfirmDelete(true)}>
              <Trans>Delete</Trans>
            </button>
          ) : null}
        </div>
      </div>
      <WhenOpen open={confirmDelete}>
        <ConfirmDialog
          open
          onOpenChange={setConfirmDelete}
          title={t`Delete comment?`}
          description={t`Are you sure you want to permanently delete this comment?`}
          confirmLabel={t`Delete`}
          pendingLabel={t`Deleting...`}
          onConfirm={deleteComment}
          pending={remove.isPending}
        />
      </WhenOpen>
    </li>
  );
}
