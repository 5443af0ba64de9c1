import type { User } from '@dayleaf/contracts';
import bcrypt from 'bcrypt';
import type { Deps } from '../../deps';
import { atOf, type At } from '../../shared/clock';
import { badRequest, conflict, unauthorized } from '../../shared/http/errors';
import { findUserById, isUniqueViolation, loadUser, USERNAME_TAKEN, withProgress } from '../../shared/users';
import { isCommonPassword } from './common-passwords';
import { createDeviceCookies } from './device-cookie';
import { loginThrottle } from '../../shared/login-throttle';
import * as repo from './repo';

const BAD_CREDENTIALS = 'Invalid username or password.';
const COMMON_PASSWORD = 'That password is too common. Please choose another.';

/** What the browser brings to a sign-up or login. */
export interface Browser {
  /** The device cookie it sent, if any (device-cookie.ts). */
  deviceCookie: string | undefined;
  /** The session token it held before, which the new session replaces. */
  heldSession: string | null;
}

export interface LoginClient extends Browser {
  ip: string;
}

/** A started session: the user to answer with, and the two cookie values the browser now keeps. */
export interface Started {
  user: User;
  session: string;
  deviceCookie: string;
}

export function authService(deps: Deps) {
  const { db, clock, sessions } = deps;
  // Compared against when the username is unknown, so both failures take the same time (no enumeration).
  const dummyHash = bcrypt.hash('dayleaf-dummy-password', deps.config.bcryptCost);
  const throttle = loginThrottle(db, deps.config.rateLimits);
  const devices = createDeviceCookies(deps.config.sessionSecret);

  /**
   * A fresh session id at every login (no fixation); a session the browser held before is ended. The browser
   * also gets a new device note for the account, keeping its notes for other accounts.
   */
  async function start(user: User, browser: Browser, at: At): Promise<Started> {
    if (browser.heldSession) await sessions.destroy(db, browser.heldSession);
    const session = await sessions.create(db, user.id, at);
    const deviceCookie = devices.issue(user.id, devices.read(browser.deviceCookie, at), at);
    return { user, session, deviceCookie };
  }

  async function createAccount(username: string, password: string, at: At): Promise<User> {
    // Only at sign-up: an account whose password predates the list can still log in.
    if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD);
    const hash = await bcrypt.hash(password, deps.config.bcryptCost);
    try {
      return await withProgress(db, await repo.insertUser(db, username, hash, at), at);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN);
      throw err;
    }
  }

  return {
    /** A new account, signed in at once in this browser. */
    async signup(username: string, password: string, browser: Browser): Promise<Started> {
      const at = atOf(clock);
      return start(await createAccount(username, password, at), browser, at);
    },

    /** A new account without a session (the demo data creates its users this way). */
    createAccount(username: string, password: string): Promise<User> {
      return createAccount(username, password, atOf(clock));
    },

    /**
     * Only a failed password check counts against the throttle; a valid device cookie this browser holds for
     * the account spares it the per-account backoff. The whole attempt, throttle to session, is judged at one `at`.
     */
    async login(username: string, password: string, client: LoginClient): Promise<Started> {
      const at = atOf(clock);
      const found = await repo.findCredentials(db, username);
      const device = found ? (devices.read(client.deviceCookie, at).find((n) => n.userId === found.id)?.nonce ?? null) : null;
      const attempt = { ip: client.ip, username, accountId: found?.id ?? null, device };
      await throttle.admit(attempt, at);
      const ok = await bcrypt.compare(password, found?.password_hash ?? (await dummyHash));
      if (!found || !ok) throw (await throttle.fail(attempt, at)) ?? unauthorized(BAD_CREDENTIALS);
      await throttle.confirm(attempt, at);
      const row = await findUserById(db, found.id, at);
      return start(await withProgress(db, row!, at), client, at);
    },

    /** Ends the session the browser holds, if any; its device cookie stays. */
    async logout(heldSession: string | null): Promise<void> {
      if (heldSession) await sessions.destroy(db, heldSession);
    },

    /** The session's user. */
    me(userId: string): Promise<User> {
      return loadUser(db, userId, atOf(clock));
    },
  };
}
