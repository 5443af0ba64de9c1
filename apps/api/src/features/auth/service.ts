import type { Language, SessionSummary, User } from '@dayleaf/contracts';
import bcrypt from 'bcrypt';
import type { Deps } from '../../deps';
import { atOf, type At } from '../../shared/clock';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../shared/http/errors';
import { isUniqueViolation, loadUser, withProgress } from '../users';
import { isCommonPassword } from './common-passwords';
import { createDeviceCookies } from './device-cookie';
import { deviceName, deviceParts } from './device-name';
import { loginThrottle } from './login-throttle';
import * as deletion from './deletion-repo';
import * as repo from './repo';
import { removeRecordedPhotos } from '../../shared/photos/deletions';


/** What the browser brings to a sign-up or login. */
export interface Browser {
  /** The device cookie it sent, if any (device-cookie.ts). */
  deviceCookie: string | undefined;
  /** The session token it held before, which the new session replaces. */
  heldSession: string | null;
  /** Its User-Agent, kept with the session so the user can tell their sessions apart. */
  userAgent: string | null;
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

/** What a sign-up states besides the credentials: the browser's zone, and the language the account starts in. */
export interface NewAccountSettings {
  time_zone?: string | undefined;
  language?: Language | undefined;
}

export function authService(deps: Deps) {
  const { db, clock, sessions, changes } = deps;
  // Compared against when the username is unknown, so both failures take the same time (no enumeration).
  const dummyHash = bcrypt.hash('dayleaf-dummy-password', deps.config.bcryptCost);
  const throttle = loginThrottle(db, deps.config.rateLimits);
  const devices = createDeviceCookies(deps.config.sessionSecret);

  /**
   * A fresh session id at every login (no fixation); a session the browser held before is ended. The browser
   * also gets a new device note for the account, keeping its notes for other accounts.
   */
  async function start(user: User, passwordGeneration: number, browser: Browser, at: At): Promise<Started> {
    if (browser.heldSession) await endHeld(browser.heldSession);
    const session = await sessions.create(db, user.id, at, browser.userAgent);
    const deviceCookie = devices.issue(user.id, passwordGeneration, devices.read(browser.deviceCookie, at), at);
    return { user, session, deviceCookie };
  }

  /**
   * Ends the session a browser holds. Every session ended, here and below, is heard by the kept sessions through the
   * database's notification; the use case waits for it before it answers, so the next request cannot find the session
   * still kept (docs/decisions/074-kept-copies-invalidated-one-way.md).
   */
  async function endHeld(token: string): Promise<void> {
    await sessions.destroy(db, token);
    await changes.caughtUp();
  }

  /**
   * The nonce of this browser's device note for the account, when it has one issued under its current password:
   * a note from before a change, however shortly before, does not spare anyone the account's counters.
   */
  function trustedDevice(cookie: string | undefined, account: repo.Credentials, at: At): string | null {
    return devices.read(cookie, at).find((n) => n.userId === account.id && n.generation === account.password_generation)?.nonce ?? null;
  }

  async function createAccount(username: string, password: string, at: At, settings: NewAccountSettings = {}): Promise<User> {
    // Only at sign-up: an account whose password predates the list can still log in.
    if (isCommonPassword(password)) throw badRequest('common_password');
    const hash = await bcrypt.hash(password, deps.config.bcryptCost);
    try {
      return await withProgress(db, await repo.insertUser(db, username, hash, at, settings.time_zone, settings.language), at);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('username_taken');
      throw err;
    }
  }

  return {
    /** A new account, signed in at once in this browser. */
    async signup(username: string, password: string, browser: Browser, settings: NewAccountSettings): Promise<Started> {
      const at = atOf(clock);
      return start(await createAccount(username, password, at, settings), repo.FIRST_PASSWORD_GENERATION, browser, at);
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
      const device = found ? trustedDevice(client.deviceCookie, found, at) : null;
      const attempt = { ip: client.ip, username, accountId: found?.id ?? null, device };
      await throttle.admit(attempt, at);
      const ok = await bcrypt.compare(password, found?.password_hash ?? (await dummyHash));
      if (!found || !ok) throw (await throttle.fail(attempt, at)) ?? unauthorized('bad_credentials');
      await throttle.confirm(attempt, at);
      return start(await loadUser(db, found.id, at), found.password_generation, client, at);
    },

    /** Ends the session the browser holds, if any; its device cookie stays. */
    async logout(heldSession: string | null): Promise<void> {
      if (heldSession) await endHeld(heldSession);
    },

    /**
     * A new password for the session's user. A wrong current password counts against the login throttle on the
     * same counters as a failed login to this account from this browser, so a borrowed session cannot guess it
     * faster than the login page could. Every other session ends; this one stays. The browser gets a fresh device
     * note, since those issued before the change no longer count.
     */
    async changePassword(userId: string, current: string, next: string, client: LoginClient): Promise<{ deviceCookie: string }> {
      const at = atOf(clock);
      // A 400 is never counted, so the new password is judged before the current one is checked.
      if (isCommonPassword(next)) throw badRequest('common_password');
      const account = await repo.findCredentialsById(db, userId);
      if (!account) throw unauthorized('not_signed_in');
      const attempt = { ip: client.ip, username: account.username, accountId: account.id, device: trustedDevice(client.deviceCookie, account, at) };
      await throttle.admit(attempt, at);
      if (!(await bcrypt.compare(current, account.password_hash))) throw (await throttle.fail(attempt, at)) ?? forbidden('wrong_current_password');
      await throttle.confirm(attempt, at);
      const hash = await bcrypt.hash(next, deps.config.bcryptCost);
      const generation = await db.transaction(async (tx) => {
        const raised = await repo.setPassword(tx, userId, hash, at);
        await sessions.endOthers(tx, userId, client.heldSession);
        return raised;
      });
      // Ended inside the transaction: only now are they gone for every lookup.
      await changes.caughtUp();
      return { deviceCookie: devices.issue(userId, generation, devices.read(client.deviceCookie, at), at) };
    },

    /** The user's live sessions, newest first (at most SESSION_LIST_MAX), each with a readable device name. */
    async listSessions(userId: string, heldSession: string | null): Promise<SessionSummary[]> {
      const rows = await sessions.list(db, userId, heldSession, atOf(clock));
      return rows.map(({ user_agent, ...row }) => ({ ...row, device: deviceName(user_agent), ...deviceParts(user_agent) }));
    },

    /** Ends one of the user's sessions; whether it was the one this request came with. Another user's id is a 404. */
    async endSession(userId: string, sessionId: string, heldSession: string | null): Promise<{ current: boolean }> {
      const ended = await sessions.end(db, userId, sessionId, heldSession);
      if (!ended) throw notFound('session_not_found');
      await changes.caughtUp();
      return ended;
    },

    /** Ends every session of the user but this one. */
    async logoutAll(userId: string, heldSession: string | null): Promise<{ ended: number }> {
      const ended = await sessions.endOthers(db, userId, heldSession);
      await changes.caughtUp();
      return { ended };
    },

    /** The session's user. */
    me(userId: string): Promise<User> {
      return loadUser(db, userId, atOf(clock));
    },

    /**
     * Deletes the account (docs/product.md#accounts). The password is checked first and a wrong one counts like a
     * failed login to the account from this address, so a borrowed session cannot guess it faster than the login
     * page could (403, or 429 once a counter is full). Then one transaction removes the user and all that is
     * theirs (deletion-repo.ts) and records their photo files; the files are removed after the commit, and any
     * removal that fails stays recorded for the periodic cleanup, so no file outlives the account for long.
     */
    async deleteAccount(userId: string, password: string, ip: string): Promise<void> {
      const at = atOf(clock);
      const account = await repo.findCredentialsById(db, userId);
      if (!account) throw unauthorized('not_signed_in');
      // Device notes belong to the login; a confirmation is counted on the account's own counter.
      const attempt = { ip, username: account.username, accountId: account.id, device: null };
      await throttle.admit(attempt, at);
      if (!(await bcrypt.compare(password, account.password_hash))) throw (await throttle.fail(attempt, at)) ?? forbidden('wrong_password');
      await throttle.confirm(attempt, at);
      const keys = await db.transaction(async (tx) => {
        const urls = await deletion.lockForDeletion(tx, userId);
        if (!urls) return null;
        const found = urls.map((url) => deps.storage.keyFromUrl(url)).filter((key): key is string => key !== null);
        await deletion.recordPhotoDeletions(tx, found, at);
        await deletion.deleteUser(tx, userId);
        return found;
      });
      // The sessions went with the account, and their challenges' counts and creator with them.
      await changes.caughtUp();
      // A request that raced this one already deleted the account: its session is gone, as after a logout.
      if (!keys) throw unauthorized('not_signed_in');
      await removeRecordedPhotos(deps, keys);
    },
  };
}
