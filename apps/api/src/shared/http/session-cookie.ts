import type { RequestHandler } from 'express';
import { atOf, type Clock } from '../clock';
import { UTC_PLACE, type Place } from '../local-day';
import { SESSION_TTL_MS, type SessionStore } from '../sessions';
import type { Db } from '../db/db';
import { cookiesOf, type Cookies } from './cookies';

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

/**
 * Resolves the session cookie to req.userId for every /api request. When the server extends a session the
 * cookie is sent again, or the browser would drop it 30 days after login however active the user is; near
 * the session's absolute end its Max-Age shrinks to match.
 */
export function sessionMiddleware({ db, clock, sessions }: { db: Db; clock: Clock; sessions: SessionStore }): RequestHandler {
  return async (req, res, next) => {
    const cookies = cookiesOf(req, res);
    req.userId = null;
    req.place = UTC_PLACE;
    req.sessionToken = readSessionToken(cookies);
    req.sessionEndedElsewhere = false;
    if (req.sessionToken && req.sessionToken.length <= 128) {
      const at = atOf(clock);
      const session = await sessions.resolve(db, req.sessionToken, at);
      req.userId = session?.userId ?? null;
      req.place = session?.place ?? UTC_PLACE;
      if (session?.extended) setSessionCookie(cookies, req.sessionToken, session.remainingMs);
      // Only a cookie that no longer works costs this second look.
      if (!session) req.sessionEndedElsewhere = await sessions.endedElsewhere(db, req.sessionToken, at);
    }
    next();
  };
}
