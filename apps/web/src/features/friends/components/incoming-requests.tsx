import type { FriendRequest } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { toast } from '../../../lib/lazy-toast';
import { IconButton } from '../../../components/ui/icon-button';
import type { LoadMore } from '../../../components/ui/load-more';
import { formatNumber } from '../../../lib/i18n/format';
import { useRespondToRequest, type Answer } from '../api/respond-to-request';
import { RequestList } from './request-list';

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

  const busy = (id: string) => respond.isPending && respond.variables?.friendshipId === id;
  const count = formatNumber(total);
  return (
    <RequestList
      title={<Trans>Incoming Requests ({count})</Trans>}
      requests={requests}
      more={more}
      detail={t`wants to be your friend`}
      actions={(request) => {
        const username = request.username;
        return (
          <>
            <IconButton label={t`Accept ${username}`} variant="primary" size="sm" disabled={busy(request.friendship_id)} onClick={() => answer(request, 'accepted')}>
              <Check className="h-4 w-4" aria-hidden />
            </IconButton>
            <IconButton label={t`Decline ${username}`} variant="outline" size="sm" disabled={busy(request.friendship_id)} onClick={() => answer(request, 'declined')}>
              <X className="h-4 w-4" aria-hidden />
            </IconButton>
          </>
        );
      }}
    />
  );
}
