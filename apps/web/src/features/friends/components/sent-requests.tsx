import type { FriendRequest } from '@dayleaf/contracts';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
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
  const cancel = useCancelFriendRequest();

  // A failure's toast comes from the mutation (useCancelFriendRequest).
  function cancelRequest(request: FriendRequest) {
    cancel.mutate(request.friendship_id, { onSuccess: () => toast.success('Friend request cancelled.') });
  }

  if (requests.length === 0) return null;
  return (
    <section>
      <h3 className="text-sm font-semibold">Sent Requests ({total})</h3>
      <ul className="divide-y divide-border">
        {requests.map((request) => (
          <PersonRow
            key={request.friendship_id}
            person={request}
            detail="waiting for an answer"
            actions={
              <Button
                size="sm"
                variant="outline"
                aria-label={`Cancel request to ${request.username}`}
                disabled={cancel.isPending && cancel.variables === request.friendship_id}
                onClick={() => cancelRequest(request)}
              >
                Cancel
              </Button>
            }
          />
        ))}
      </ul>
      <LoadMore query={more} />
    </section>
  );
}
