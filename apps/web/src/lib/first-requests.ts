import { clockDay, clockSignature, storedBrowserZone } from './clock-day';

/*
 * A screen's first requests, sent by index.html before the app's script has arrived (docs/decisions/036-first-requests.md).
 *
 * When a visit starts, the app notes the reads it sends until its first screen's code is here (the user, the
 * theme, the screen's first-paint data) and keeps their URLs on the device, by screen. On the next visit to that
 * screen, a small script inlined in index.html (app/first-requests-start.ts) sends the same reads at once, while
 * the app's script is still downloading; the app's API client then takes each answer instead of asking again.
 *
 * Nothing here decides what is shown: an answer is the server's answer to the very request the app would send
 * (same URL, same cookie), taken once, and only in the first seconds of the page. A read the app no longer asks
 * for costs one unused request. This file imports nothing but the clock (the script in index.html bundles it).
 */

/** Where the URLs are kept. */
export const FIRST_REQUESTS_KEY = 'dayleaf.first-requests';
/** Screens kept at most; the one used longest ago goes first. */
export const FIRST_REQUESTS_SCREENS_MAX = 12;
/** Requests kept per screen at most (a screen sends a handful). */
export const FIRST_REQUESTS_PER_SCREEN_MAX = 12;
/** An early answer not taken by then is left unused: the app asks the server itself. */
export const EARLY_ANSWER_MAX_AGE_MS = 20_000;
/** Stands for the user's day (a `date=` value) in a kept URL: the next visit may be on another day. */
const DAY = '{day}';
/** Where index.html's script leaves the answers it asked for, by URL. */
const EARLY_ANSWERS = '__dayleafEarlyAnswers';

/** What the device keeps: whose requests, the day they were on, and by screen (pathname) the URLs. */
export interface KeptRequests {
  userId: string;
  /** The user's zone and day start when the URLs were kept: the next visit's day comes from them. */
  zone: string;
  dayStartHour: number;
  screens: Record<string, string[]>;
}

interface EarlyAnswer {
  startedAt: number;
  answer: Promise<Response>;
}

type Global = typeof globalThis & { [EARLY_ANSWERS]?: Record<string, EarlyAnswer> };

function readKept(): KeptRequests | null {
  try {
    const kept = JSON.parse(localStorage.getItem(FIRST_REQUESTS_KEY) ?? 'null') as KeptRequests | null;
    const ok =
      typeof kept === 'object' &&
      kept !== null &&
      typeof kept.userId === 'string' &&
      typeof kept.zone === 'string' &&
      typeof kept.dayStartHour === 'number' &&
      typeof kept.screens === 'object' &&
      kept.screens !== null;
    return ok ? kept : null;
  } catch {
    return null;
  }
}

/** Only the app's own API on this origin: '//host' or a full URL is never sent, whatever the storage says. */
const isApiPath = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/api/');

/**
 * Sends the kept requests of the screen at `pathname` for `userId` (index.html's script), and returns them by URL.
 * A URL that holds the user's day is sent only when the browser's clock can tell that day without Intl (decision
 * record 035): the user's zone is the one the browser remembers and its clock has not moved since.
 */
export function sendFirstRequests(userId: string | null, pathname: string, now: Date): Record<string, Promise<Response>> {
  const kept = userId ? readKept() : null;
  if (!kept || kept.userId !== userId) return {};
  const urls = kept.screens[pathname];
  if (!Array.isArray(urls)) return {};
  const zone = storedBrowserZone();
  const day = zone && zone.zone === kept.zone && zone.clock === clockSignature(now) ? clockDay(now, kept.dayStartHour) : null;
  const answers: Record<string, EarlyAnswer> = {};
  for (const kept of urls.slice(0, FIRST_REQUESTS_PER_SCREEN_MAX)) {
    if (!isApiPath(kept)) continue;
    if (kept.includes(DAY) && !day) continue;
    const url = kept.split(DAY).join(day ?? '');
    const answer = fetch(url, { credentials: 'same-origin' });
    // A failure is the app's to see, when it takes the answer; until then it is not an unhandled rejection.
    answer.catch(() => undefined);
    answers[url] = { startedAt: performance.now(), answer };
  }
  (globalThis as Global)[EARLY_ANSWERS] = answers;
  return Object.fromEntries(Object.entries(answers).map(([url, { answer }]) => [url, answer]));
}

/**
 * The answer index.html's script already asked for at `url`, once; undefined when it did not, when it was taken,
 * or when it is older than EARLY_ANSWER_MAX_AGE_MS. A request that failed on the way is sent again.
 */
export function takeEarlyAnswer(url: string, send: () => Promise<Response>): Promise<Response> | undefined {
  const answers = (globalThis as Global)[EARLY_ANSWERS];
  const early = answers?.[url];
  if (!early) return undefined;
  delete answers[url];
  if (performance.now() - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return early.answer.catch(send);
}

let noted: string[] | null = null;

/** From now on, notes the reads the app sends (api-client.ts), until keepFirstRequests. */
export function noteFirstRequests(): void {
  noted = [];
}

/** A read the app sends; kept when noting. */
export function noteRequest(url: string): void {
  if (noted && noted.length < FIRST_REQUESTS_PER_SCREEN_MAX && isApiPath(url) && !noted.includes(url)) noted.push(url);
}

/**
 * Keeps the reads noted since noteFirstRequests as the first requests of the screen at `pathname`, `today` (the
 * user's day) written as DAY wherever it is a whole query value, and stops noting.
 */
export function keepFirstRequests(pathname: string, user: { id: string; time_zone: string; day_start_hour: number }, today: string): void {
  const urls = noted ?? [];
  noted = null;
  const before = readKept();
  const screens: Record<string, string[]> = before && before.userId === user.id ? { ...before.screens } : {};
  // The screen moves to the end: the first ones are those used longest ago.
  delete screens[pathname];
  screens[pathname] = urls.map((url) => url.replace(new RegExp(`([?&][^=&]*=)${today}(?=&|$)`, 'g'), `$1${DAY}`));
  const names = Object.keys(screens);
  for (const name of names.slice(0, Math.max(0, names.length - FIRST_REQUESTS_SCREENS_MAX))) delete screens[name];
  const kept: KeptRequests = { userId: user.id, zone: user.time_zone, dayStartHour: user.day_start_hour, screens };
  try {
    localStorage.setItem(FIRST_REQUESTS_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or a full storage: the next visit asks for its reads when the app's script runs, as before.
  }
}

/** Stops noting without keeping anything: the first screen never opened (the lookup failed, the session is gone). */
export function dropNotedRequests(): void {
  noted = null;
}

/** Forgets the kept requests (sign-out: they name the person's pages). */
export function forgetFirstRequests(): void {
  noted = null;
  try {
    localStorage.removeItem(FIRST_REQUESTS_KEY);
  } catch {
    // Nothing was kept.
  }
}
