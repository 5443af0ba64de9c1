import type { RequestHandler } from 'express';
import { UTC_PLACE } from '@dayleaf/contracts';
import { atOf, type Clock } from '../../shared/clock';
import type { Db } from '../../shared/db/db';
import { cookiesOf } from '../../shared/http/cookies';
import { readSessionToken, setSessionCookie } from '../../shared/http/session-cookie';
import type { SessionStore } from './sessions';

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
