import type { ProfileFriendship } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, UserPlus } from 'lucide-react';
import { useTransition } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { useCancelFriendRequest } from '../api/cancel-friend-request';
import { useRespondToRequest } from '../api/respond-to-request';
import { useSendFriendRequest } from '../api/send-friend-request';

interface ProfileFriendButtonProps {
  /** The viewer, the session's user. */
  userId: string;
  person: { id: string; username: string };
  friendship: ProfileFriendship;
  /** Reads the profile again after a change (a private profile opens once they are friends); resolves once read. */
  onChanged(): Promise<unknown>;
}

/**
 * What a profile offers about friendship: "Add friend", "Request sent" with Cancel, "Accept" for a request they
 * sent, or "Friends". Each press is an Action: busy from the press until the profile has been read again, so a second
 * press cannot act on the old state. A failure's toast comes from the mutation.
 */
export function ProfileFriendButton({ userId, person, friendship, onChanged }: ProfileFriendButtonProps) {
  const { t } = useLingui();
  const send = useSendFriendRequest(userId);
  const cancel = useCancelFriendRequest();
  const respond = useRespondToRequest(userId);
  const [busy, startAction] = useTransition();
  const id = friendship.friendship_id;

  function act(action: () => Promise<string>) {
    startAction(async () => {
      try {
        toast.success(await action());
        await onChanged();
      } catch {
        // Toasted by the mutation.
      }
    });
  }

  const add = () =>
    act(async () => {
      const result = await send.mutateAsync(person.id);
      const username = person.username;
      return result.status === 'accepted' ? t`Friend request accepted.` : t`Friend request sent to ${username}!`;
    });
  // `sent` and `received` always carry the request's id (ProfileFriendship).
  const cancelRequest = (friendshipId: string) =>
    act(async () => {
      await cancel.mutateAsync(friendshipId);
      return t`Friend request cancelled.`;
    });
  const accept = (friendshipId: string) =>
    act(async () => {
      await respond.mutateAsync({ friendshipId, status: 'accepted' });
      return t`Friend request accepted.`;
    });

  switch (friendship.state) {
    case 'none':
      return (
        <Button size="sm" disabled={busy} onClick={add}>
          <UserPlus className="h-4 w-4" aria-hidden /> <Trans>Add friend</Trans>
        </Button>
      );
    case 'sent':
      return (
        <div className="flex items-center gap-2">
          <span className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground">
            <Check className="h-4 w-4" aria-hidden /> <Trans>Request sent</Trans>
          </span>
          <Button
            size="sm"
            variant="outline"
            aria-label={t`Cancel friend request`}
            disabled={busy || !id}
            onClick={() => id && cancelRequest(id)}
          >
            <Trans>Cancel</Trans>
          </Button>
        </div>
      );
    case 'received':
      return (
        <Button
          size="sm"
          disabled={busy || !id}
          onClick={() => id && accept(id)}
        >
          <Check className="h-4 w-4" aria-hidden /> <Trans>Accept</Trans>
        </Button>
      );
    case 'friends':
      return (
        <span className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground">
          <Check className="h-4 w-4" aria-hidden /> <Trans context="Two people are friends">Friends</Trans>
        </span>
      );
  }
}
