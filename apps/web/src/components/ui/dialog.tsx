import { useLingui } from '@lingui/react/macro';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconButton } from './icon-button';
import { useCountedModal } from './open-modals';
import { useReturnFocus } from './return-focus';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** 'auto' when the title is a person's own words (a challenge's name), so it takes their direction. */
  titleDir?: 'auto';
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * The whole screen, for a moment rather than a task (a milestone reached): the title centred and large, the Close
   * button in the corner after the content, so the focus starts on the content's own first control.
   */
  fullScreen?: boolean;
}

const SHEET =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a class list
  'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-xl';
// eslint-disable-next-line lingui/no-unlocalized-strings -- a class list
const FULL_SCREEN = 'fixed inset-0 z-50 flex flex-col items-center justify-center overflow-y-auto bg-card px-6 py-16 text-center text-card-foreground';

/**
 * An accessible modal (focus trap, Escape, labelled title) sized for the phone column. Our dialogs are opened
 * from plain buttons (often before their code has loaded), not from a Radix trigger, so the focus goes back to
 * whatever had it when the dialog opened.
 */
export function Dialog({ open, onOpenChange, title, titleDir, description, children, className, fullScreen = false }: DialogProps) {
  const { t } = useLingui();
  const returnFocus = useReturnFocus();
  useCountedModal(open);
  const close = (
    <RadixDialog.Close asChild>
      <IconButton label={t`Close`} size="xs" className={cn('text-muted-foreground', fullScreen && 'absolute end-3 top-3')}>
        <X className="h-5 w-5" aria-hidden />
      </IconButton>
    </RadixDialog.Close>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={cn(fullScreen ? FULL_SCREEN : SHEET, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          {fullScreen ? (
            <RadixDialog.Title dir={titleDir} className="text-3xl font-bold tracking-tight wrap-anywhere">{title}</RadixDialog.Title>
          ) : (
            <div className="mb-3 flex items-start justify-between gap-4">
              <RadixDialog.Title dir={titleDir} className="min-w-0 text-lg font-bold wrap-anywhere">{title}</RadixDialog.Title>
              {close}
            </div>
          )}
          {description ? (
            <RadixDialog.Description className={fullScreen ? 'mt-2 max-w-sm text-muted-foreground' : 'mb-4 text-sm text-muted-foreground'}>{description}</RadixDialog.Description>
          ) : null}
          {children}
          {fullScreen ? close : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
