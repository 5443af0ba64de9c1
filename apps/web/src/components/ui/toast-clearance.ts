import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/*
 * The room toasts leave for a sheet that rises over the bottom of the screen on its own (the trophy sheet): while
 * such a sheet shows, it says how far above the viewport's bottom its top edge stands, and the toaster
 * (app/toaster.tsx) lifts its toasts just above the highest one, so a toast never covers a sheet's words or buttons.
 * When the sheets go, the toasts go back to their usual place.
 */
const clearances = new Map<symbol, number>();
let highest = 0;
const listeners = new Set<() => void>();

/** The space between a sheet's top edge and the toast nearest it, in px. */
export const TOAST_GAP = 12;

function update(): void {
  const next = Math.max(0, ...clearances.values());
  if (next === highest) return;
  highest = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * While `shown`, the element in `ref` (fixed to the bottom of the screen) keeps toasts above it: it is measured as it
 * shows, whenever its size changes (a trophy more, a longer text) and whenever the window does (a phone turned, the
 * layout for a wider screen).
 */
export function useToastsAbove(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return undefined;
    const key = Symbol('sheet');
    const measure = () => {
      const { top, height } = element.getBoundingClientRect();
      // Hidden (display: none), it takes no room; fixed, its top is counted from the viewport's, as the toaster's bottom is.
      clearances.set(key, height > 0 ? Math.ceil(window.innerHeight - top) : 0);
      update();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      clearances.delete(key);
      update();
    };
  }, [ref, shown]);
}

/** How far above the viewport's bottom the highest sheet's top edge stands now, in px; 0 with no sheet up. */
export function useToastClearance(): number {
  return useSyncExternalStore(
    subscribe,
    () => highest,
    () => 0,
  );
}

/** The toaster's bottom offset: `usual`, or just above the sheets when they reach higher. */
export function toastBottom(usual: number, clearance: number): number {
  return clearance > 0 ? Math.max(usual, clearance + TOAST_GAP) : usual;
}
