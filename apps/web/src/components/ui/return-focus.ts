import { useRef } from 'react';

/**
 * Radix's focus handlers for a dialog opened from a plain button rather than its own trigger (our dialogs often open
 * before their code has loaded): the focus goes back to whatever had it when the dialog opened, if it is still there.
 */
export function useReturnFocus() {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const opener = returnFocusTo.current;
      if (opener?.isConnected) {
        event.preventDefault();
        opener.focus();
      }
    },
  };
}
