import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LazyPopover } from '../../../components/ui/lazy-popover';

const likesLabel = (count: number) => plural(count, { one: '# like', other: '# likes' });

const loadList = () => import('./likers-list').then((m) => m.LikersList);

/** The likes count; it opens the 'Liked by' list, and is disabled while nobody likes the post. */
export function LikersButton({ postId, likes }: { postId: string; likes: number }) {
  const { t } = useLingui();
  return (
    <LazyPopover
      kind="dialog"
      trigger={likesLabel(likes)}
      triggerClassName="text-sm font-semibold transition hover:underline pointer-coarse:min-h-11 pointer-coarse:min-w-11 disabled:cursor-default disabled:text-muted-foreground disabled:no-underline"
      disabled={likes === 0}
      title={t`Liked by`}
      loadBody={loadList}
      bodyProps={{ postId }}
      side="top"
      arrow
      className="z-40 w-64 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-lg"
    />
  );
}
