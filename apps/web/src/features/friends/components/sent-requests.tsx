import type { FriendRequest } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import type { LoadMore } from '../../../components/ui/load-more';
import { formatNumber } from '../../../lib/i18n/format';
import { useCancelFriendRequest } from '../api/cancel-friend-request';
import { RequestList } from './request-list';

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

  const count = formatNumber(total);
  return (
    <RequestList
      title={<Trans>Sent Requests ({count})</Trans>}
      requests={requests}
      more={more}
      detail={t`waiting for an answer`}
      actions={(request) => {
        const username = request.username;
        return (
          <Button
            size="sm"
            variant="outline"
            aria-label={t`Cancel request to ${username}`}
            disabled={cancel.isPending && cancel.variables === request.friendship_id}
            onClick={() => cancelRequest(request)}
          >
            <Trans>Cancel</Trans>
          </Button>
        );
      }}
    />
  );
}
