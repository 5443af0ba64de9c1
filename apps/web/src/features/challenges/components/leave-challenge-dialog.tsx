import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/lazy-toast';
import { useLeaveChallenge } from '../api/leave-challenge';

interface LeaveChallengeDialogProps {
  challenge: { id: string; name: string };
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Asked before leaving: leaving is for good (docs/product.md#challenges), and the progress so far stays in the
 * history. A refusal is toasted by the mutation (its server text, else 'Failed to leave challenge').
 */
export function LeaveChallengeDialog({ challenge, userId, open, onOpenChange }: LeaveChallengeDialogProps) {
  const { t } = useLingui();
  const leave = useLeaveChallenge(userId);
  const name = challenge.name;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      // In a message '' is one apostrophe: a single one before a placeholder would quote it (ICU).
      title={t`Leave ''${name}''?`}
      description={t`Your progress so far stays in your Challenge History, but you cannot join this challenge again.`}
      confirmLabel={t`Leave`}
      pendingLabel={t`Leaving...`}
      pending={leave.isPending}
      onConfirm={() =>
        leave.mutate(challenge.id, {
          onSuccess: () => toast.success(t`You left the ''${name}'' challenge.`),
          onSettled: () => onOpenChange(false),
        })
      }
    />
  );
}
