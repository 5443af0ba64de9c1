import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { paths } from '../../../config/paths';
import { flattenPages } from '../../../lib/paged-query';
import { useLikers } from '../api/get-likers';

/** Who liked a post, a page at a time; LikersButton shows it while its popover is open. */
export function LikersList({ postId }: { postId: string }) {
  const likers = useLikers(postId, true);
  const people = flattenPages(likers.data);
  return (
    <>
      {likers.isPending ? <p className="py-2 text-sm text-muted-foreground"><Trans>Loading...</Trans></p> : null}
      <ul className="max-h-60 space-y-1 overflow-y-auto">
        {people.map((person) => (
          <li key={person.id}>
            <Link
              to={paths.publicProfile(person.username)}
              className="flex items-center gap-2 rounded-lg px-1 py-1.5 text-sm hover:bg-muted pointer-coarse:min-h-11"
            >
              <Avatar src={person.profile_photo} name={person.username} size={28} />
              <span dir="auto" className="min-w-0 break-all font-medium">{person.username}</span>
              <PremiumBadge status={person.subscription_status} />
            </Link>
          </li>
        ))}
        {likers.hasNextPage ? (
          <li>
            <button
              type="button"
              className="w-full rounded-lg py-1.5 text-sm font-medium text-primary hover:bg-muted pointer-coarse:min-h-11"
              disabled={likers.isFetchingNextPage}
              onClick={() => void likers.fetchNextPage()}
            >
              {likers.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show more</Trans>}
            </button>
          </li>
        ) : null}
      </ul>
    </>
  );
}
