import type { Place } from '@dayleaf/contracts';
import type { Cookies } from './cookies';

/** Sessions slide: each use within the window extends it by this much; the cookie lives as long. */
export const SESSION_TTL_MS = 30 * 86_400_000;

// The __Host- prefix pins the cookie to this origin and path, but browsers only take it with Secure,
// so plain-http development (and tests) use the unprefixed name.
const SECURE_NAME = '__Host-sid';
const PLAIN_NAME = 'sid';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in user, from the session cookie only. */
      userId: string | null;
      /** The signed-in user's zone and day start, read with the session; UTC and 0 when signed out. */
      place: Place;
      sessionToken: string | null;
      /** The cookie named a session ended from another browser: its 401 says so (`signedOutElsewhere`). */
      sessionEndedElsewhere: boolean;
    }
  }
}

export function readSessionToken(cookies: Cookies): string | null {
  return cookies.get(SECURE_NAME) ?? cookies.get(PLAIN_NAME) ?? null;
}

/** The cookie lives as long as the session may: 30 days from now, or less when the absolute end comes first. */
export function setSessionCookie(cookies: Cookies, token: string, maxAgeMs = SESSION_TTL_MS): void {
  cookies.set(cookies.secure ? SECURE_NAME : PLAIN_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    path: '/',
    maxAge: Math.max(0, Math.min(maxAgeMs, SESSION_TTL_MS)),
  });
}

export function clearSessionCookie(cookies: Cookies): void {
  cookies.clear(cookies.secure ? SECURE_NAME : PLAIN_NAME, { httpOnly: true, sameSite: 'lax', secure: cookies.secure, path: '/' });
}
