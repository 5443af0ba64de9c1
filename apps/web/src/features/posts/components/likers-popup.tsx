import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { paths } from '../../../config/paths';
import { flattenPages } from '../../../lib/paged-query';
import { useLikers } from '../api/get-likers';
import { likesLabel, likesTrigger } from './likers-popover';

/** The 'Liked by' list, opened as it mounts: it replaces LikersPopover's stand-in button on the first press. */
export function LikersPopup({ postId, likes }: { postId: string; likes: number }) {
  const [open, setOpen] = useState(true);
  const likers = useLikers(postId, open && likes > 0);
  const people = flattenPages(likers.data);
  const titleId = useId();
  return (
    <Popover.Root open={open && likes > 0} onOpenChange={setOpen}>
      <Popover.Trigger disabled={likes === 0} className={likesTrigger}>
        {likesLabel(likes)}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-labelledby={titleId}
          className="z-40 w-64 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-lg"
        >
          <p id={titleId} className="mb-2 text-sm font-semibold">
            Liked by
          </p>
          {likers.isPending ? <p className="py-2 text-sm text-muted-foreground">Loading...</p> : null}
          <ul className="max-h-60 space-y-1 overflow-y-auto">
            {people.map((person) => (
              <li key={person.id}>
                <Link
                  to={paths.publicProfile(person.username)}
                  className="flex items-center gap-2 rounded-lg px-1 py-1.5 text-sm hover:bg-muted"
                >
                  <Avatar src={person.profile_photo} name={person.username} size={28} />
                  <span className="truncate font-medium">{person.username}</span>
                  <PremiumBadge status={person.subscription_status} />
                </Link>
              </li>
            ))}
            {likers.hasNextPage ? (
              <li>
                <button
                  type="button"
                  className="w-full rounded-lg py-1.5 text-sm font-medium text-primary hover:bg-muted"
                  disabled={likers.isFetchingNextPage}
                  onClick={() => void likers.fetchNextPage()}
                >
                  {likers.isFetchingNextPage ? 'Loading...' : 'Show more'}
                </button>
              </li>
            ) : null}
          </ul>
          <Popover.Arrow className="fill-card" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
