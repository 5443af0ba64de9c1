import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface SignOutDialogProps {
  /** How many writes queued offline still wait to be sent. */
  unsent: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  signOutAnyway(): void;
  pending: boolean;
}

export function unsentChangesText(unsent: number): string {
  return plural(unsent, {
    one: '# change made offline has not reached Dayleaf yet. Signing out deletes it from this device.',
    other: '# changes made offline have not reached Dayleaf yet. Signing out deletes them from this device.',
  });
}

/** Asked before a sign-out would delete writes still queued on this device (decision record 030). */
export function SignOutDialog({ unsent, open, onOpenChange, signOutAnyway, pending }: SignOutDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Sign out with unsent changes?`}
      description={unsentChangesText(unsent)}
      cancelLabel={t`Stay signed in`}
      confirmLabel={t`Sign out anyway`}
      pendingLabel={t`Signing out...`}
      pending={pending}
      onConfirm={signOutAnyway}
    />
  );
}
