import { reloadPage } from '../lib/reload-page';

/**
 * Code of another build: a tab opened before a deploy asks for a chunk the server no longer has (a 404, never the
 * page: docs/conventions.md). The page is loaded again once, which brings the new build; if the code is still
 * missing after that, the screen says so with a Reload button (ScreenErrorBoundary) instead of reloading in a loop.
 * Decision record 028.
 */

const RELOADED_AT_KEY = 'dayleaf:reloaded-for-missing-code';
/** A second reload within this time is not tried: the first one did not bring the code. */
const ONE_RELOAD_PER_MS = 5 * 60 * 1000;

let reloading = false;

/** The browsers' texts for a module script or style that could not be fetched. */
export function isMissingCodeError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(err.message);
}

/** True while the page is being loaded again for missing code: what the screen shows meanwhile does not matter. */
export function isReloadingForMissingCode(): boolean {
  return reloading;
}

/**
 * Loads the page again for missing code, unless it was already done in this tab a short while ago or the browser
 * is offline (the code cannot come then, and the reload would only drop the screen). True when a reload started.
 */
export function reloadForMissingCode(now = Date.now()): boolean {
  if (reloading) return true;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    if (last && now - last >= 0 && now - last < ONE_RELOAD_PER_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Without storage a reload could not be told from the next one: no reload, the screen shows the error.
    return false;
  }
  reloading = true;
  reloadPage();
  return true;
}

/**
 * Vite's module preloader reports a chunk or style it could not load; a reload started for it stops the error
 * from reaching the screen, which would only flash before the page goes.
 */
export function listenForMissingCode(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForMissingCode()) event.preventDefault();
  });
}
