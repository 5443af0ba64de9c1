import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface ZonePromptProps {
  /** The device's zone. */
  zone: string;
  /** The zone the user chose. */
  chosen: string;
  pending: boolean;
  onUse(): void;
  /** Keep, Escape or closing: the chosen zone stays. */
  onKeep(): void;
}

/** Asked once when a device is in another zone than the one the user chose (docs/product.md#your-day). */
export function ZonePrompt({ zone, chosen, pending, onUse, onKeep }: ZonePromptProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onKeep()}
      title={t`Your device is in ${zone}. Use it for your days?`}
      description={t`Your tasks, moods and streaks follow ${chosen}, the time zone you chose.`}
      confirmLabel={t`Use`}
      confirmVariant="primary"
      pendingLabel={t`Saving...`}
      cancelLabel={t`Keep ${chosen}`}
      onConfirm={onUse}
      pending={pending}
    />
  );
}
