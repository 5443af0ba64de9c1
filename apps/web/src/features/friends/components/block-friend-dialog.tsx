import type { Friend } from '@dayleaf/contracts';
import { toast } from 'sonner';
import { BlockConfirmDialog } from '../../../components/ui/block-confirm-dialog';
import { useBlockFriend } from '../api/block-friend';

interface BlockFriendDialogProps {
  userId: string;
  friend: Friend;
  open: boolean;
  onOpenChange(open: boolean): void;
  onBlocked(): void;
}

/** The block confirm in the friends list; a failure closes it and is toasted from the mutation's meta. */
export function BlockFriendDialog({ userId, friend, open, onOpenChange, onBlocked }: BlockFriendDialogProps) {
  const block = useBlockFriend(userId);
  return (
    <BlockConfirmDialog
      username={friend.username}
      open={open}
      onOpenChange={onOpenChange}
      pending={block.isPending}
      onConfirm={() =>
        block.mutate(friend.id, {
          onSuccess: () => {
            toast.success(`Blocked ${friend.username}.`);
            onOpenChange(false);
            onBlocked();
          },
          onError: () => onOpenChange(false),
        })
      }
    />
  );
}
