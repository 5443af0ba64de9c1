import { COMMENT_MAX } from '@dayleaf/contracts/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { flattenPages } from '../../../lib/paged-query';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';
import { CommentItem } from './comment-item';

/**
 * The post's comments, oldest at the top of a list that scrolls at about 12rem, and the comment form. `ownerId` is the
 * post's owner, who may delete any of them.
 */
export function CommentsSection({ postId, ownerId, viewerId }: { postId: string; ownerId: string; viewerId: string }) {
  const { t } = useLingui();
  const comments = useComments(postId, true);
  const add = useAddComment(viewerId, postId);
  const [text, setText] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const items = flattenPages(comments.data).slice().reverse();
  const newest = items[items.length - 1]?.id;

  // The newest comment sits at the bottom, next to the form: keep it in view as comments arrive.
  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [newest]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    // A failure's toast comes from the mutation (useAddComment); the text stays for another try.
    add.mutate(content, {
      onSuccess: () => {
        toast.success(t`Comment posted!`);
        setText('');
      },
    });
  }

  return (
    <div className="space-y-2 border-t border-border pt-3">
      {comments.hasNextPage ? (
        <button
          type="button"
          className="text-xs font-medium text-muted-foreground hover:text-foreground pointer-coarse:min-h-11"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load earlier comments</Trans>}
        </button>
      ) : null}
      {comments.isPending ? <p className="text-sm text-muted-foreground"><Trans>Loading comments...</Trans></p> : null}
      {comments.isSuccess && items.length === 0 ? <p className="text-sm text-muted-foreground"><Trans>No comments yet.</Trans></p> : null}
      {items.length > 0 ? (
        <ul ref={list} aria-label={t`Comments`} className="max-h-48 space-y-3 overflow-y-auto pe-1">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} postId={postId} viewerId={viewerId} viewerOwnsPost={ownerId === viewerId} />
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} className="flex items-center gap-2">
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Add a comment...`}
          aria-label={t`Add a comment`}
          maxLength={COMMENT_MAX}
          className="h-10 text-sm"
        />
        <Button type="submit" size="sm" disabled={!text.trim() || add.isPending}>
          <Trans>Post</Trans>
        </Button>
      </form>
    </div>
  );
}
