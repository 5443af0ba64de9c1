import type { FriendRequest } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { formatNumber } from '../../../lib/i18n/format';
import { useCancelFriendRequest } from '../api/cancel-friend-request';
import { PersonRow } from './person-row';

interface SentRequestsProps {
  /** The pages loaded so far. */
  requests: FriendRequest[];
  /** How many there are in all, loaded or not. */
  total: number;
  /** The next page, loaded on 'Load more'. */
  more: Parameters<typeof LoadMore>[0]['query'];
}

/** The requests the user sent that wait for an answer, each with Cancel. */
export function SentRequests({ requests, total, more }: SentRequestsProps) {
  const { t } = useLingui();
  const cancel = useCancelFriendRequest();

  // A failure's toast comes from the mutation (useCancelFriendRequest).
  function cancelRequest(request: FriendRequest) {
    cancel.mutate(request.friendship_id, { onSuccess: () => toast.success(t`Friend request cancelled.`) });
  }

  if (requests.length === 0) return null;
  const count = formatNumber(total);
  return (
    <section>
      <h3 className="text-sm font-semibold">
        <Trans>Sent Requests ({count})</Trans>
      </h3>
      <ul className="divide-y divide-border">
        {requests.map((request) => {
          const username = request.username;
          return (
            <PersonRow
              key={request.friendship_id}
              person={request}
              detail={t`waiting for an answer`}
              actions={
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t`Cancel request to ${username}`}
                  disabled={cancel.isPending && cancel.variables === request.friendship_id}
                  onClick={() => cancelRequest(request)}
                >
                  <Trans>Cancel</Trans>
                </Button>
              }
            />
          );
        })}
      </ul>
      <LoadMore query={more} />
    </section>
  );
}
