/**
 * What the service worker serves (docs/decisions/028-offline-app-shell.md). No DOM or worker types here, so the
 * app's tests and the worker's own tsconfig both compile it.
 */

/** Cache Storage name of the photos already seen; the web deletes it on sign-out and account deletion. */
export const PHOTO_CACHE = 'dayleaf-photos';

/** How many photos (each size counts) and for how long they are kept for offline use. */
export const PHOTO_CACHE_LIMITS = { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/**
 * Paths the server answers itself, matched against path and query: the API (with its reference, /api/docs),
 * photos, built files (a missing one is a 404, never the page), and top-level files such as /sw.js. App routes
 * never have a dot in their first segment (a username with one sits under /profile/). A navigation to any of
 * these goes to the network; every other navigation gets the app's page from the precache.
 */
export const SERVER_PATHS: readonly RegExp[] = [/^\/api(\/|\?|$)/, /^\/uploads\//, /^\/assets(\/|\?|$)/, /^\/[^/?]+\.[a-z0-9]+(\?|$)/i];

/** Whether a navigation to this path (with its query) is an app route, served the precached page offline. */
export function isAppNavigation(pathAndQuery: string): boolean {
  return !SERVER_PATHS.some((path) => path.test(pathAndQuery));
}

/** A photo served by the API (`/uploads/<key>`, with or without `?w=`) on this origin. */
export function isPhotoRequest(url: URL, origin: string, method: string): boolean {
  return method === 'GET' && url.origin === origin && url.pathname.startsWith('/uploads/');
}
