import { parse } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { SESSION_TTL_MS, type SessionStore } from '../sessions';
import type { Db } from '../db/db';

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
      sessionToken: string | null;
    }
  }
}

export function readSessionToken(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const cookies = parse(header);
  return cookies[SECURE_NAME] ?? cookies[PLAIN_NAME] ?? null;
}

/** The cookie lives as long as the session may: 30 days from now, or less when the absolute end comes first. */
export function setSessionCookie(req: Request, res: Response, token: string, maxAgeMs = SESSION_TTL_MS): void {
  res.cookie(req.secure ? SECURE_NAME : PLAIN_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: Math.max(0, Math.min(maxAgeMs, SESSION_TTL_MS)),
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(req.secure ? SECURE_NAME : PLAIN_NAME, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

/**
 * Resolves the session cookie to req.userId for every /api request. When the server extends a session the
 * cookie is sent again, or the browser would drop it 30 days after login however active the user is; near
 * the session's absolute end its Max-Age shrinks to match.
 */
export function sessionMiddleware(db: Db, sessions: SessionStore): RequestHandler {
  return async (req, res, next) => {
    req.userId = null;
    req.sessionToken = readSessionToken(req);
    if (req.sessionToken && req.sessionToken.length <= 128) {
      const session = await sessions.resolve(db, req.sessionToken);
      req.userId = session?.userId ?? null;
      if (session?.extended) setSessionCookie(req, res, req.sessionToken, session.remainingMs);
    }
    next();
  };
}
