import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/lazy-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCurrentUser } from '../../auth/session';
import { useCancelSubscription } from '../api/cancel-subscription';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The paid period's last day, as the status card writes it. */
  endsOn: string;
}

/** Asked before cancelling: premium is not taken away now, it ends with the period already paid for. */
export function CancelSubscriptionDialog({ open, onOpenChange, endsOn }: CancelSubscriptionDialogProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const cancel = useCancelSubscription(user.id);

  function onConfirm() {
    // A failure's toast comes from the mutation (usePlanChange); the dialog closes either way.
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t`Subscription cancelled`, { description: t`Premium stays until ${endsOn}.` }),
      onSettled: () => onOpenChange(false),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Cancel your subscription?`}
      description={t`You keep Premium until ${endsOn}, and it ends then. After that you have up to 3 tasks a day, and the premium themes you used stay yours. You can resume any time before ${endsOn}.`}
      cancelLabel={t`Keep Premium`}
      confirmLabel={t`Cancel subscription`}
      pendingLabel={t`Cancelling...`}
      pending={cancel.isPending}
      onConfirm={onConfirm}
    />
  );
}
