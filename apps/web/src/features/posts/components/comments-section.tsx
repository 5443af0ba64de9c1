import { COMMENT_MAX } from '@dayleaf/contracts/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { paths } from '../../../config/paths';
import { flattenPages } from '../../../lib/paged-query';
import { relativeTime } from '../../../lib/relative-time';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';

/** The post's comments, oldest at the top of a list that scrolls at about 12rem, and the comment form. */
export function CommentsSection({ postId, viewerId }: { postId: string; viewerId: string }) {
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
        toast.success('Comment posted!');
        setText('');
      },
    });
  }

  return (
    <div className="space-y-2 border-t border-border pt-3">
      {comments.hasNextPage ? (
        <button
          type="button"
          className="text-xs font-medium text-muted-foreground hover:text-foreground"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? 'Loading...' : 'Load earlier comments'}
        </button>
      ) : null}
      {comments.isPending ? <p className="text-sm text-muted-foreground">Loading comments...</p> : null}
      {comments.isSuccess && items.length === 0 ? <p className="text-sm text-muted-foreground">No comments yet.</p> : null}
      {items.length > 0 ? (
        <ul ref={list} aria-label="Comments" className="max-h-48 space-y-3 overflow-y-auto pr-1">
          {items.map((comment) => (
            <li key={comment.id} className="flex gap-2">
              <Avatar src={comment.profile_photo} name={comment.username} size={28} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="break-words">
                  <Link to={paths.publicProfile(comment.username)} className="mr-1 inline-flex items-center gap-0.5 font-semibold hover:underline">
                    {comment.username}
                    <PremiumBadge status={comment.subscription_status} />
                  </Link>
                  {comment.content}
                </p>
                <time dateTime={comment.created_at} className="text-xs text-muted-foreground">
                  {relativeTime(comment.created_at)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} className="flex items-center gap-2">
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Add a comment..."
          aria-label="Add a comment"
          maxLength={COMMENT_MAX}
          className="h-10 text-sm"
        />
        <Button type="submit" size="sm" disabled={!text.trim() || add.isPending}>
          Post
        </Button>
      </form>
    </div>
  );
}
