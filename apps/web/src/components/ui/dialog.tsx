import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconButton } from './icon-button';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * An accessible modal (focus trap, Escape, labelled title) sized for the phone column. Our dialogs are opened
 * from plain buttons (often before their code has loaded), not from a Radix trigger, so the focus goes back to
 * whatever had it when the dialog opened.
 */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <RadixDialog.Title className="min-w-0 text-lg font-bold wrap-anywhere">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label="Close" size="xs" className="text-muted-foreground">
                <X className="h-5 w-5" aria-hidden />
              </IconButton>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="mb-4 text-sm text-muted-foreground">{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
