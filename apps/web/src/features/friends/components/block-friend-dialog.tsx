import type { Friend } from '@dayleaf/contracts';
import { BlockConfirmDialog } from '../../../components/ui/block-confirm-dialog';
import { useBlockFriend } from '../api/block-friend';

interface BlockFriendDialogProps {
  userId: string;
  friend: Friend;
  open: boolean;
  onOpenChange(open: boolean): void;
  onBlocked(): void;
}

/** The block confirm in the friends list; the shared dialog toasts and closes. */
export function BlockFriendDialog({ userId, friend, open, onOpenChange, onBlocked }: BlockFriendDialogProps) {
  const block = useBlockFriend(userId);
  return (
    <BlockConfirmDialog
      username={friend.username}
      open={open}
      onOpenChange={onOpenChange}
      pending={block.isPending}
      block={() => block.mutateAsync(friend.id)}
      onBlocked={onBlocked}
    />
  );
}
