import { useEffect, useSyncExternalStore } from 'react';

/*
 * The modal dialogs open on the page (Dialog and ConfirmDialog count themselves), so a moment that rises over the
 * screen on its own, such as a trophy's sheet, can wait for them: under a modal it would be covered, hidden from
 * screen readers and out of reach, and over one it would cover the question being asked.
 */
let openModals = 0;
const listeners = new Set<() => void>();

function count(by: number): void {
  openModals += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Counts the calling dialog as open while `open` is true. */
export function useCountedModal(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    count(1);
    return () => count(-1);
  }, [open]);
}

/** Whether a modal dialog is open on the page now. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openModals > 0,
    () => false,
  );
}
