import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { clearSessionCookie, setSessionCookie } from '../../shared/http/session-cookie';
import { createLimiter } from '../../shared/http/rate-limit';
import { handle, type RouteBinding } from '../../shared/http/route';
import { accountService } from './service';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

export function accountRoutes(deps: Deps): RouteBinding[] {
  const service = accountService(deps);
  const { db, clock, sessions, config } = deps;
  const usernameKey = (body: unknown) => String((body as { username?: unknown })?.username ?? '').trim().toLowerCase().slice(0, 100);

  const loginFailuresPerIpAndUser = createLimiter(db, clock, {
    name: 'login-ip-user',
    windowMs: FIFTEEN_MINUTES,
    limit: config.rateLimits.loginFailures,
    onlyFailures: true,
    key: (req) => `${req.ip}|${usernameKey(req.body)}`,
    message: 'Too many failed logins. Please wait a few minutes and try again.',
  });
  // A looser per-IP ceiling stops one client cycling through usernames.
  const loginFailuresPerIp = createLimiter(db, clock, {
    name: 'login-ip',
    windowMs: FIFTEEN_MINUTES,
    limit: config.rateLimits.loginFailures * 5,
    onlyFailures: true,
    key: (req) => req.ip ?? 'unknown',
    message: 'Too many failed logins. Please wait a few minutes and try again.',
  });
  // Spread over many addresses, guesses at one account still stop; the owner waits out the hour like an attacker would.
  const loginFailuresPerAccount = createLimiter(db, clock, {
    name: 'login-user',
    windowMs: HOUR,
    limit: config.rateLimits.loginFailuresPerAccount,
    onlyFailures: true,
    key: (req) => usernameKey(req.body),
    message: 'Too many failed logins for this account. Please try again later.',
  });
  const signupsPerIp = createLimiter(db, clock, {
    name: 'signup-ip',
    windowMs: HOUR,
    limit: config.rateLimits.signupsPerHour,
    key: (req) => req.ip ?? 'unknown',
    message: 'Too many sign-ups from this network. Please try again later.',
  });

  /** A fresh session id at every login (no fixation); a session the browser held before is ended. */
  async function startSession(req: Parameters<typeof setSessionCookie>[0], res: Parameters<typeof setSessionCookie>[1], userId: string) {
    if (req.sessionToken) await sessions.destroy(db, req.sessionToken);
    setSessionCookie(req, res, await sessions.create(db, userId));
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
        const user = await service.login(body.username, body.password);
        await startSession(req, res, user.id);
        return user;
      },
      { before: [loginFailuresPerIp, loginFailuresPerIpAndUser, loginFailuresPerAccount] },
    ),
    handle(routes.logout, async ({ req, res }) => {
      if (req.sessionToken) await sessions.destroy(db, req.sessionToken);
      clearSessionCookie(req, res);
      return { ok: true as const };
    }),
    handle(routes.me, ({ userId }) => service.getUser(userId)),
    handle(routes.getUser, ({ params }) => service.getUser(params.id)),
    handle(routes.updateProfile, ({ params, body, file }) => service.updateProfile(params.id, body, file)),
    handle(routes.updateSettings, ({ params, body }) => service.updatePrivacy(params.id, body.is_profile_private)),
    handle(routes.publicProfile, ({ params, userId }) => service.publicProfile(params.username, userId)),
  ];
}
