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
  const leave = useLeaveChallenge(userId);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Leave '${challenge.name}'?`}
      description="Your progress so far stays in your Challenge History, but you cannot join this challenge again."
      confirmLabel="Leave"
      pendingLabel="Leaving..."
      pending={leave.isPending}
      onConfirm={() =>
        leave.mutate(challenge.id, {
          onSuccess: () => toast.success(`You left the '${challenge.name}' challenge.`),
          onSettled: () => onOpenChange(false),
        })
      }
    />
  );
}
