import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLoadOnPress } from '../../../components/ui/on-demand';

export interface PostMenuProps {
  onEdit(): void;
  onDelete(): void;
}

export const postMenuTrigger =
  'rounded-full p-2 text-muted-foreground transition hover:bg-muted hover:text-foreground focus:outline-none focus-visible:ring-2 focus-visible:ring-ring';

// The menu library (and its positioning code) loads on the first press, not with the feed.
const loadPopup = () => import('./post-menu-popup');
const PostMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.PostMenuPopup })));

/** The owner's Edit and Delete menu. */
export function PostMenu(props: PostMenuProps) {
  const { pressed, standIn } = useLoadOnPress(loadPopup);
  const button = (
    <button type="button" aria-label="Post options" aria-haspopup="menu" aria-expanded={false} className={postMenuTrigger} {...standIn}>
      <MoreHorizontal className="h-5 w-5" aria-hidden />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <PostMenuPopup {...props} />
    </Suspense>
  );
}
