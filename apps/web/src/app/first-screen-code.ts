import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the code app/first-screens.ts started for the first screen (the screen, the navigation, the theme
 * painter) has arrived, or failed. Until then the router keeps showing the loading screen even once the user has
 * answered: showing the same text as a Suspense fallback instead would hold the screen's reveal back by React's
 * 300 ms fallback throttle (docs/decisions/026-first-screens.md).
 */
let arrived = true;
const listeners = new Set<() => void>();

/** Holds the first screen until `loads` have settled; the promise settles then too. */
export function waitForFirstScreenCode(loads: Promise<unknown>[]): Promise<void> {
  arrived = false;
  // A failed download is shown by the screen's own error boundary, which asks again: nothing waits for it here.
  return Promise.allSettled(loads).then(() => {
    arrived = true;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useFirstScreenCodeArrived(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => arrived,
    () => true,
  );
}

/**
 * `ready`, except that its turn to true is rendered as a transition. The user's answer and the code's arrival
 * come through external stores, whose updates React renders at once, in one task: the whole first screen would
 * render and commit in one long task that holds the page (Lighthouse's blocking time). As a transition the
 * screen renders in slices, like the app's first render (main.tsx), and the page keeps taking input. A turn back
 * to false shows at once. Decision record 038 has the why; bench/notes/2026-11-27-first-screen-tasks.md the figures.
 */
export function useRevealedInTransition(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(ready);
  if (!ready && revealed) setRevealed(false);
  useEffect(() => {
    if (ready && !revealed) startTransition(() => setRevealed(true));
  }, [ready, revealed]);
  return ready && revealed;
}
