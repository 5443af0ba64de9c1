/*
 * A screen's first requests, sent by index.html before the app's script has arrived (docs/decisions/036-first-requests.md).
 *
 * When a visit starts, the app notes the reads it sends until its first screen's code is here (the user, the
 * theme, the screen's first-paint data) and keeps their URLs on the device, by screen (kept-requests.ts). On the
 * next visit to that screen, a small script inlined in index.html (app/first-requests-start.ts) sends the same
 * reads at once, while the app's script is still downloading; the app's API client then takes each answer
 * instead of asking again.
 *
 * Nothing here decides what is shown: an answer is the server's answer to the very request the app would send
 * (same URL, same cookie), taken once, and only in the first seconds of the page. A read the app no longer asks
 * for costs one unused request. This half (noting and taking) is in the login screen's script with the API
 * client; it imports nothing.
 */

/** Where the URLs are kept (kept-requests.ts). */
export const FIRST_REQUESTS_KEY = 'dayleaf.first-requests';
/** Requests kept per screen at most (a screen sends a handful). */
export const FIRST_REQUESTS_PER_SCREEN_MAX = 12;
/** An early answer not taken by then is left unused: the app asks the server itself. */
export const EARLY_ANSWER_MAX_AGE_MS = 20_000;
/** Where index.html's script leaves the answers it asked for, by URL (kept-requests.ts). */
export const EARLY_ANSWERS = '__dayleafEarlyAnswers';

/** By URL, the answers index.html's script asked for. */
export type EarlyAnswers = Record<string, Promise<Response>>;

/**
 * A read the app sends to `url` (api-client.ts): noted when noting, and the answer index.html's script already
 * asked for there, once; undefined when it did not or when it was taken (the script drops what is not taken
 * within EARLY_ANSWER_MAX_AGE_MS). A request that failed on the way is sent again.
 */
export function takeEarlyAnswer(url: string, send: () => Promise<Response>): Promise<Response> | undefined {
  if (noted && noted.length < FIRST_REQUESTS_PER_SCREEN_MAX && !noted.includes(url)) noted.push(url);
  const answers = (globalThis as { [EARLY_ANSWERS]?: EarlyAnswers })[EARLY_ANSWERS];
  const early = answers?.[url];
  if (!early) return undefined;
  delete answers[url];
  return early.catch(send);
}

let noted: string[] | null = null;

/** From now on, notes the reads the app sends (takeEarlyAnswer), until takeNotedRequests. */
export function noteFirstRequests(): void {
  noted = [];
}

/** The reads noted since noteFirstRequests, and stops noting (kept-requests.ts keeps them). */
export function takeNotedRequests(): string[] {
  const urls = noted ?? [];
  noted = null;
  return urls;
}

/** Forgets the kept requests (sign-out: they name the person's pages). */
export function forgetFirstRequests(): void {
  try {
    localStorage.removeItem(FIRST_REQUESTS_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}
