import type { FriendRequest } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { toast } from '../../../lib/lazy-toast';
import { IconButton } from '../../../components/ui/icon-button';
import { LoadMore } from '../../../components/ui/load-more';
import { formatNumber } from '../../../lib/i18n/format';
import { useRespondToRequest, type Answer } from '../api/respond-to-request';
import { PersonRow } from './person-row';

interface IncomingRequestsProps {
  userId: string;
  /** The pages loaded so far. */
  requests: FriendRequest[];
  /** How many requests there are in all, loaded or not. */
  total: number;
  /** The next page, loaded on 'Load more'. */
  more: Parameters<typeof LoadMore>[0]['query'];
  onFriendsChanged(): void;
}

export function IncomingRequests({ userId, requests, total, more, onFriendsChanged }: IncomingRequestsProps) {
  const { t } = useLingui();
  const respond = useRespondToRequest(userId);

  // A failure's toast comes from the mutation (useRespondToRequest).
  function answer(request: FriendRequest, status: Answer) {
    respond.mutate(
      { friendshipId: request.friendship_id, status },
      {
        onSuccess: () => {
          toast.success(status === 'accepted' ? t`Friend request accepted.` : t`Friend request declined.`);
          if (status === 'accepted') onFriendsChanged();
        },
      },
    );
  }

  if (requests.length === 0) return null;
  const busy = (id: string) => respond.isPending && respond.variables?.friendshipId === id;
  const count = formatNumber(total);
  return (
    <section>
      <h3 className="text-sm font-semibold">
        <Trans>Incoming Requests ({count})</Trans>
      </h3>
      <ul className="divide-y divide-border">
        {requests.map((request) => {
          const username = request.username;
          return (
            <PersonRow
              key={request.friendship_id}
              person={request}
              detail={t`wants to be your friend`}
              actions={
                <>
                  <IconButton label={t`Accept ${username}`} variant="primary" size="sm" disabled={busy(request.friendship_id)} onClick={() => answer(request, 'accepted')}>
                    <Check className="h-4 w-4" aria-hidden />
                  </IconButton>
                  <IconButton label={t`Decline ${username}`} variant="outline" size="sm" disabled={busy(request.friendship_id)} onClick={() => answer(request, 'declined')}>
                    <X className="h-4 w-4" aria-hidden />
                  </IconButton>
                </>
              }
            />
          );
        })}
      </ul>
      <LoadMore query={more} />
    </section>
  );
}
