import { lazy, Suspense } from 'react';
import { useLoadOnPress } from '../../../components/ui/on-demand';

export const likesLabel = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

export const likesTrigger =
  'text-sm font-semibold transition hover:underline disabled:cursor-default disabled:text-muted-foreground disabled:no-underline';

// The popover library (and its positioning code) loads on the first press, not with the feed.
const loadPopup = () => import('./likers-popup');
const LikersPopup = lazy(() => loadPopup().then((m) => ({ default: m.LikersPopup })));

/** The likes count; it opens the 'Liked by' list, and is disabled while nobody likes the post. */
export function LikersPopover({ postId, likes }: { postId: string; likes: number }) {
  const { pressed, standIn } = useLoadOnPress(loadPopup);
  const button = (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} disabled={likes === 0} className={likesTrigger} {...standIn}>
      {likesLabel(likes)}
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <LikersPopup postId={postId} likes={likes} />
    </Suspense>
  );
}
