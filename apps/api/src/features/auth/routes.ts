import { routes, type User } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { clearSessionCookie, setSessionCookie } from '../../shared/http/session-cookie';
import { createLimiter } from '../../shared/http/rate-limit';
import type { Cookies } from '../../shared/http/cookies';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';
import { authService, type Started } from './service';

const HOUR = 60 * 60_000;

export function authRoutes(deps: Deps): RouteBinding[] {
  const service = authService(deps);
  const { db, clock, config } = deps;
  const signupsPerIp = createLimiter(db, clock, {
    name: 'signup-ip',
    windowMs: HOUR,
    limit: config.rateLimits.signupsPerHour,
    key: (req) => req.ip ?? 'unknown',
    code: 'signups_throttled',
  });

  /** The browser keeps the new session and its device cookie; the answer is the user. */
  function keep(cookies: Cookies, started: Started): User {
    setSessionCookie(cookies, started.session);
    setDeviceCookie(cookies, started.deviceCookie);
    return started.user;
  }

  return [
    handle(
      routes.signup,
      async ({ body, cookies, sessionToken, userAgent, language }) =>
        keep(
          cookies,
          await service.signup(
            body.username,
            body.password,
            { deviceCookie: readDeviceCookie(cookies), heldSession: sessionToken, userAgent },
            // The body's language is the one the sign-up screen showed; else the browser's, as Accept-Language says.
            { time_zone: body.time_zone, language: body.language ?? language },
          ),
        ),
      { before: [signupsPerIp] },
    ),
    handle(routes.login, async ({ body, ip, cookies, sessionToken, userAgent }) =>
      keep(
        cookies,
        await service.login(body.username, body.password, { ip, deviceCookie: readDeviceCookie(cookies), heldSession: sessionToken, userAgent }),
      ),
    ),
    // The device cookie stays: logging out does not make this browser a stranger to the account.
    handle(routes.logout, async ({ sessionToken, cookies }) => {
      await service.logout(sessionToken);
      clearSessionCookie(cookies);
      return { ok: true as const };
    }),
    handle(routes.me, ({ userId }) => service.me(userId)),
    handle(routes.changePassword, async ({ userId, body, ip, cookies, sessionToken, userAgent }) => {
      const client = { ip, deviceCookie: readDeviceCookie(cookies), heldSession: sessionToken, userAgent };
      const { deviceCookie } = await service.changePassword(userId, body.current_password, body.new_password, client);
      setDeviceCookie(cookies, deviceCookie);
      return { ok: true as const };
    }),
    handle(routes.listSessions, ({ userId, sessionToken }) => service.listSessions(userId, sessionToken)),
    // Ending the session this browser holds is allowed, like logging out, so the browser drops its cookie too.
    handle(routes.endSession, async ({ userId, params, sessionToken, cookies }) => {
      const { current } = await service.endSession(userId, params.id, sessionToken);
      if (current) clearSessionCookie(cookies);
      return { ok: true as const };
    }),
    handle(routes.logoutAll, ({ userId, sessionToken }) => service.logoutAll(userId, sessionToken)),
    // The session row went with the account; the browser drops its cookie too.
    handle(routes.deleteAccount, async ({ userId, body, ip, cookies }) => {
      await service.deleteAccount(userId, body.password, ip);
      clearSessionCookie(cookies);
    }),
  ];
}
