import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, type Variant } from './button';
import { useCountedModal } from './open-modals';
import { useReturnFocus } from './return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  /** The confirming button's text, e.g. 'Block'. */
  confirmLabel: string;
  /** The confirming button's look: destructive unless the action takes nothing away. */
  confirmVariant?: Variant;
  /** The button that keeps things as they are; 'Cancel' unless named. */
  cancelLabel?: string;
  /** Shown on the confirming button while `pending`. */
  pendingLabel?: string;
  onConfirm(): void;
  /** While the action runs both buttons are disabled and the dialog stays open; the caller closes it after. */
  pending?: boolean;
}

/**
 * A yes-or-no question, usually before a destructive action (an alert dialog: focus starts on Cancel, Escape cancels,
 * a click outside does nothing). Opened from plain buttons like our other dialogs, so the focus goes back to
 * whatever had it when it opened.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  confirmVariant = 'destructive',
  cancelLabel,
  pendingLabel,
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const returnFocus = useReturnFocus();
  useCountedModal(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-xl"
          {...returnFocus}
        >
          <AlertDialog.Title className="min-w-0 text-lg font-bold wrap-anywhere">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mb-4 mt-2 text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel ?? t`Cancel`}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={confirmVariant}
                disabled={pending}
                onClick={(event) => {
                  // The caller closes the dialog once the action has an answer.
                  event.preventDefault();
                  onConfirm();
                }}
              >
                {pending && pendingLabel ? pendingLabel : confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
