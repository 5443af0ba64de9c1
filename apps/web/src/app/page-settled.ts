import { useSyncExternalStore } from 'react';

/** How long after the page's load the settling waits: past a first screen's paint on a slow phone. */
const SETTLE_AFTER_LOAD_MS = 3000;
/** The longest the settling waits for an idle moment after that. */
const IDLE_WAIT_MS = 2000;

// Once per page: a screen shell mounted again (signing in swaps the route tree) finds the page already settled.
let settled = false;
let started = false;
const listeners = new Set<() => void>();

function settle() {
  settled = true;
  for (const listener of listeners) listener();
}

function startSettling() {
  if (started) return;
  started = true;
  const whenIdle = () => {
    // A page that is never idle (a slow phone, an animation) still settles: the worker must get registered.
    if (window.requestIdleCallback) window.requestIdleCallback(settle, { timeout: IDLE_WAIT_MS });
    else window.setTimeout(settle, 0);
  };
  const afterLoad = () => window.setTimeout(whenIdle, SETTLE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  startSettling();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * True a while after the page has loaded, once the browser is idle: what a first screen does not need (the
 * toaster and sonner, the service worker, the falling leaves) waits for it, so it is not among the scripts a first
 * screen waits for on the few connections the browser opens at once, nor work on the main thread while it renders.
 * A toast raised earlier shows when the toaster mounts.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
