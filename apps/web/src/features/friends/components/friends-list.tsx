import type { Friend } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { IconButton } from '../../../components/ui/icon-button';
import { LoadMore } from '../../../components/ui/load-more';
import { WhenOpen } from '../../../components/ui/on-demand';
import { formatNumber } from '../../../lib/i18n/format';
import { useRemoveFriend } from '../api/remove-friend';
import { FriendRows } from './friend-rows';
import { FriendTodayAction } from './nudge-button';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const BlockFriendDialog = preloadableLazy(() => import('./block-friend-dialog').then((m) => ({ default: m.BlockFriendDialog })));

interface FriendsListProps {
  userId: string;
  /** The pages loaded so far; undefined while the first loads. */
  friends: Friend[] | undefined;
  /** How many friends there are in all, loaded or not. */
  total: number;
  /** The next page, loaded on 'Load more'. */
  more: Parameters<typeof LoadMore>[0]['query'];
  onFriendsChanged(): void;
}

export function FriendsList({ userId, friends, total, more, onFriendsChanged }: FriendsListProps) {
  const { t } = useLingui();
  const remove = useRemoveFriend(userId);
  // The friend a block is being confirmed for; the dialog's code loads on the first press.
  const [blocking, setBlocking] = useState<Friend | null>(null);

  // A failure's toast comes from the mutation (useRemoveFriend).
  function removeFriend(friend: Friend) {
    remove.mutate(friend.id, {
      onSuccess: () => {
        toast.success(t`Friend removed.`);
        onFriendsChanged();
      },
    });
  }

  const count = formatNumber(total);
  return (
    <section>
      <h3 className="text-sm font-semibold">
        <Trans>Your Friends ({count})</Trans>
      </h3>
      <FriendRows
        friends={friends}
        actions={(friend) => {
          const username = friend.username;
          return (
            <>
              <FriendTodayAction userId={userId} friend={friend} />
              <IconButton
                label={t`Remove ${username}`}
                variant="quiet-destructive"
                size="sm"
                disabled={remove.isPending && remove.variables === friend.id}
                onClick={() => removeFriend(friend)}
              >
                <UserMinus className="h-4 w-4" aria-hidden />
              </IconButton>
              <IconButton label={t`Block ${username}`} variant="quiet-destructive" size="sm" onClick={() => setBlocking(friend)}>
                <Ban className="h-4 w-4" aria-hidden />
              </IconButton>
            </>
          );
        }}
      />
      <LoadMore query={more} />
      <WhenOpen open={blocking !== null}>
        {blocking ? (
          <BlockFriendDialog
            userId={userId}
            friend={blocking}
            open
            onOpenChange={(open) => !open && setBlocking(null)}
            onBlocked={onFriendsChanged}
          />
        ) : null}
      </WhenOpen>
    </section>
  );
}
