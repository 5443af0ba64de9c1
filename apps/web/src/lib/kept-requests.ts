import { publicProfile } from '@dayleaf/contracts/routes/users';
import { clockDay, clockSignature, storedBrowserZone } from './clock-day';
import { EARLY_ANSWER_MAX_AGE_MS, EARLY_ANSWERS, FIRST_REQUESTS_KEY, FIRST_REQUESTS_PER_SCREEN_MAX, takeNotedRequests, type EarlyAnswers } from './first-requests';

export { FIRST_REQUESTS_KEY };

/*
 * The kept half of a screen's first requests (first-requests.ts, decision record 036): the URLs on the device,
 * sent by index.html's script, and kept again once a first screen's code is here. It loads with the first screen's
 * data (first-screen-data.ts), not in the login screen's script; index.html's script bundles it.
 */

/** Screens kept at most; the one used longest ago goes first. */
export const FIRST_REQUESTS_SCREENS_MAX = 12;
/** Stands for the user's day (a `date=` value) in a kept URL: the next visit may be on another day. */
const DAY = '{day}';

/** What the device keeps: whose requests, the day they were on, and by screen (pathname) the URLs. */
export interface KeptRequests {
  userId: string;
  /** The user's zone and day start when the URLs were kept: the next visit's day comes from them. */
  zone: string;
  dayStartHour: number;
  screens: Record<string, string[]>;
}

/** Only the app's own API on this origin: '//host' or a full URL is never sent, whatever the storage says. */
const isApiPath = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/api/');

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

/**
 * Signed out, the one screen with a read of its own is a public profile opened from a link: its profile is asked for
 * at once, as the app asks for it (`callApi(endpoints.publicProfile, { params: { username } })`), so the answer
 * comes while the app's script is on its way instead of after it has run.
 */
function signedOutRequests(pathname: string): string[] {
  const name = /^\/profile\/([^/]+)$/.exec(pathname)?.[1];
  if (!name) return [];
  try {
    return [publicProfile.path.replace(':username', encodeURIComponent(decodeURIComponent(name)))];
  } catch {
    // A malformed escape in the address: the app shows the page's own answer.
    return [];
  }
}

/**
 * Sends the kept requests of the screen at `pathname` for `userId` (signed out: see signedOutRequests) (index.html's script), and returns them by URL.
 * A URL that holds the user's day is sent only when the browser's clock can tell that day without Intl (decision
 * record 035): the user's zone is the one the browser remembers and its clock has not moved since. `beforeTaken`
 * may put a step between an answer and the app, which then takes the answer once that step is done.
 */
export function sendFirstRequests(
  userId: string | null,
  pathname: string,
  now: Date,
  beforeTaken: (url: string, answer: Promise<Response>) => Promise<Response> = (_url, answer) => answer,
): Record<string, Promise<Response>> {
  const kept = userId ? readKept() : null;
  if (userId && kept?.userId !== userId) return {};
  const urls = kept ? kept.screens[pathname] : signedOutRequests(pathname);
  if (!Array.isArray(urls)) return {};
  const zone = storedBrowserZone();
  const day = kept && zone && zone.zone === kept.zone && zone.clock === clockSignature(now) ? clockDay(now, kept.dayStartHour) : null;
  const answers: EarlyAnswers = {};
  for (const kept of urls.slice(0, FIRST_REQUESTS_PER_SCREEN_MAX)) {
    if (!isApiPath(kept)) continue;
    if (kept.includes(DAY) && !day) continue;
    const url = kept.split(DAY).join(day ?? '');
    const answer = beforeTaken(url, fetch(url, { credentials: 'same-origin' }));
    // A failure is the app's to see, when it takes the answer; until then it is not an unhandled rejection.
    answer.catch(() => undefined);
    answers[url] = answer;
  }
  const page = globalThis as { [EARLY_ANSWERS]?: EarlyAnswers };
  page[EARLY_ANSWERS] = answers;
  // What the app has not taken by then is left unused: a later read of the same URL must ask the server.
  setTimeout(() => {
    if (page[EARLY_ANSWERS] === answers) delete page[EARLY_ANSWERS];
  }, EARLY_ANSWER_MAX_AGE_MS);
  return { ...answers };
}

/**
 * Keeps the reads noted since noteFirstRequests as the first requests of the screen at `pathname`, `today` (the
 * user's day) written as DAY wherever it is a whole query value, and stops noting.
 */
export function keepFirstRequests(
  pathname: string,
  user: { id: string; time_zone: string; day_start_hour: number },
  today: string,
): void {
  const urls = takeNotedRequests();
  const before = readKept();
  const screens: Record<string, string[]> = before && before.userId === user.id ? { ...before.screens } : {};
  // The screen moves to the end: the first ones are those used longest ago.
  delete screens[pathname];
  const dayValue = new RegExp(`([?&][^=&]*=)${today}(?=&|$)`, 'g');
  screens[pathname] = urls.map((url) => url.replace(dayValue, `$1${DAY}`));
  const names = Object.keys(screens);
  for (const name of names.slice(0, Math.max(0, names.length - FIRST_REQUESTS_SCREENS_MAX))) delete screens[name];
  const kept: KeptRequests = { userId: user.id, zone: user.time_zone, dayStartHour: user.day_start_hour, screens };
  try {
    localStorage.setItem(FIRST_REQUESTS_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or a full storage: the next visit asks for its reads when the app's script runs, as before.
  }
}
