import { ConfirmDialog } from './confirm-dialog';

/** What a block does, said before it is done (docs/product.md#blocking). */
export const BLOCK_EXPLAINED =
  "You won't see each other in search, on profiles, or in likes, comments and challenge participants. Your friendship ends and neither of you can send a friend request. They aren't told.";

interface BlockConfirmDialogProps {
  username: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  pending: boolean;
}

/**
 * "Block {username}?" with Block and Cancel, the one wording wherever a block is offered (a public profile, the
 * friends list); each feature runs its own request and cache update in `onConfirm`.
 */
export function BlockConfirmDialog({ username, open, onOpenChange, onConfirm, pending }: BlockConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${username}?`}
      description={BLOCK_EXPLAINED}
      confirmLabel="Block"
      pendingLabel="Blocking..."
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
