import type { User } from '@dayleaf/contracts';
import bcrypt from 'bcrypt';
import type { Deps } from '../../deps';
import { badRequest, conflict, unauthorized } from '../../shared/http/errors';
import { findUserById, isUniqueViolation, loadUser, USERNAME_TAKEN, withProgress } from '../../shared/users';
import { isCommonPassword } from './common-passwords';
import { loginThrottle } from './login-throttle';
import * as repo from './repo';

const BAD_CREDENTIALS = 'Invalid username or password.';
const COMMON_PASSWORD = 'That password is too common. Please choose another.';

export interface LoginClient {
  ip: string;
  /** The nonce of a valid device cookie for this account id, or null. */
  trustedDevice: (userId: string) => string | null;
}

export function authService(deps: Deps) {
  const { db, clock } = deps;
  // Compared against when the username is unknown, so both failures take the same time (no enumeration).
  const dummyHash = bcrypt.hash('dayleaf-dummy-password', deps.config.bcryptCost);
  const throttle = loginThrottle(db, clock, deps.config.rateLimits);

  return {
    async signup(username: string, password: string): Promise<User> {
      // Only at sign-up: an account whose password predates the list can still log in.
      if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD);
      const hash = await bcrypt.hash(password, deps.config.bcryptCost);
      try {
        return await withProgress(db, clock, await repo.insertUser(db, clock, username, hash));
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN);
        throw err;
      }
    },

    /**
     * Only a failed password check counts against the throttle; `trustedDevice` names the device cookie
     * this browser holds for the account, if any, which spares it the per-account backoff.
     */
    async login(username: string, password: string, client: LoginClient): Promise<User> {
      const found = await repo.findCredentials(db, username);
      const attempt = { ip: client.ip, username, accountId: found?.id ?? null, device: found ? client.trustedDevice(found.id) : null };
      await throttle.admit(attempt);
      const ok = await bcrypt.compare(password, found?.password_hash ?? (await dummyHash));
      if (!found || !ok) throw (await throttle.fail(attempt)) ?? unauthorized(BAD_CREDENTIALS);
      await throttle.confirm(attempt);
      const user = await findUserById(db, clock, found.id);
      return withProgress(db, clock, user!);
    },

    /** The session's user. */
    me(id: string): Promise<User> {
      return loadUser(db, clock, id);
    },
  };
}
