import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/lazy-toast';
import { ConfirmDialog } from './confirm-dialog';

/** What a block does, said before it is done (docs/product.md#blocking). */
export const BLOCK_EXPLAINED = msg`You won't see each other in search, on profiles, or in likes, comments and challenge participants. Your friendship ends and neither of you can send a friend request. They aren't told.`;

interface BlockConfirmDialogProps {
  username: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Sends the block; a refusal is toasted by the mutation's meta, so it only closes the dialog. */
  block(): Promise<unknown>;
  pending: boolean;
  /** After the block is stored and the toast shown. */
  onBlocked(): void;
}

/**
 * "Block {username}?" with Block and Cancel, the one wording wherever a block is offered (a public profile, the
 * friends list), with the same toast after; each feature sends the request and updates its own cache in `block`.
 */
export function BlockConfirmDialog({ username, open, onOpenChange, block, pending, onBlocked }: BlockConfirmDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Block ${username}?`}
      description={i18n._(BLOCK_EXPLAINED)}
      confirmLabel={t`Block`}
      pendingLabel={t`Blocking...`}
      pending={pending}
      onConfirm={() =>
        block().then(
          () => {
            toast.success(t`Blocked ${username}.`);
            onOpenChange(false);
            onBlocked();
          },
          () => onOpenChange(false),
        )
      }
    />
  );
}
