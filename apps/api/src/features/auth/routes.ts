import { routes } from '@dayleaf/contracts';
import type { Request, Response } from 'express';
import type { Deps } from '../../deps';
import { clearSessionCookie, setSessionCookie } from '../../shared/http/session-cookie';
import { createLimiter } from '../../shared/http/rate-limit';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { createDeviceCookies, readDeviceCookie, setDeviceCookie } from './device-cookie';
import { authService } from './service';

const HOUR = 60 * 60_000;

export function authRoutes(deps: Deps): RouteBinding[] {
  const service = authService(deps);
  const { db, clock, sessions, config } = deps;
  const devices = createDeviceCookies(config.sessionSecret, clock);
  const signupsPerIp = createLimiter(db, clock, {
    name: 'signup-ip',
    windowMs: HOUR,
    limit: config.rateLimits.signupsPerHour,
    key: (req) => req.ip ?? 'unknown',
    message: 'Too many sign-ups from this network. Please try again later.',
  });

  /**
   * A fresh session id at every login (no fixation); a session the browser held before is ended. The browser
   * also gets a new device cookie for the account, keeping its notes for other accounts.
   */
  async function startSession(req: Request, res: Response, userId: string) {
    if (req.sessionToken) await sessions.destroy(db, req.sessionToken);
    setSessionCookie(req, res, await sessions.create(db, userId));
    setDeviceCookie(req, res, devices.issue(userId, devices.read(readDeviceCookie(req))));
  }

  return [
    handle(
      routes.signup,
      async ({ body, req, res }) => {
        const user = await service.signup(body.username, body.password);
        await startSession(req, res, user.id);
        res.status(201);
        return user;
      },
      { before: [signupsPerIp] },
    ),
    handle(
      routes.login,
      async ({ body, req, res }) => {
        const notes = devices.read(readDeviceCookie(req));
        const user = await service.login(body.username, body.password, {
          ip: req.ip ?? 'unknown',
          trustedDevice: (userId) => notes.find((n) => n.userId === userId)?.nonce ?? null,
        });
        await startSession(req, res, user.id);
        return user;
      },
    ),
    // The device cookie stays: logging out does not make this browser a stranger to the account.
    handle(routes.logout, async ({ req, res }) => {
      if (req.sessionToken) await sessions.destroy(db, req.sessionToken);
      clearSessionCookie(req, res);
      return { ok: true as const };
    }),
    handle(routes.me, ({ userId }) => service.me(userId)),
  ];
}
