import type { PublicProfile, User } from '@dayleaf/contracts';
import bcrypt from 'bcrypt';
import type { Deps } from '../../deps';
import { areFriends } from '../../shared/friendship';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../shared/http/errors';
import { processPhoto } from '../../shared/images';
import { loadProgress } from '../../shared/progress';
import type { UploadedFile } from '../../shared/http/handle';
import { isCommonPassword } from './common-passwords';
import { loginThrottle } from './login-throttle';
import * as repo from './repo';

const USERNAME_TAKEN = 'That username is already taken.';
const BAD_CREDENTIALS = 'Invalid username or password.';
const COMMON_PASSWORD = 'That password is too common. Please choose another.';

export interface LoginClient {
  ip: string;
  /** The nonce of a valid device cookie for this account id, or null. */
  trustedDevice: (userId: string) => string | null;
}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === '23505';
}

export function accountService(deps: Deps) {
  const { db, clock } = deps;
  // Compared against when the username is unknown, so both failures take the same time (no enumeration).
  const dummyHash = bcrypt.hash('dayleaf-dummy-password', deps.config.bcryptCost);
  const throttle = loginThrottle(db, clock, deps.config.rateLimits);

  async function withProgress(row: repo.UserRow): Promise<User> {
    return { ...row, progress: await loadProgress(db, row.id, clock) };
  }

  return {
    async signup(username: string, password: string): Promise<User> {
      // Only at sign-up: an account whose password predates the list can still log in.
      if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD);
      const hash = await bcrypt.hash(password, deps.config.bcryptCost);
      try {
        return await withProgress(await repo.insertUser(db, clock, username, hash));
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
      const user = await repo.findUserById(db, clock, found.id);
      return withProgress(user!);
    },

    async getUser(id: string): Promise<User> {
      const user = await repo.findUserById(db, clock, id);
      if (!user) throw notFound('User not found.');
      return withProgress(user);
    },

    /** Saves the profile; a new photo is stored first and the old one removed only once the row points away from it. */
    async updateProfile(id: string, fields: { username: string; bio: string }, photo: UploadedFile | undefined): Promise<User> {
      const processed = photo ? await processPhoto(photo.path) : undefined;
      if (processed) await deps.storage.put(processed.key, processed.data, processed.contentType);
      try {
        const { user, previousPhoto } = await repo.updateProfile(db, clock, id, {
          ...fields,
          ...(processed ? { profilePhoto: deps.storage.urlFor(processed.key) } : {}),
        });
        if (processed && previousPhoto) {
          const oldKey = deps.storage.keyFromUrl(previousPhoto);
          if (oldKey) await deps.storage.remove(oldKey).catch((err) => deps.logger.warn({ err }, 'old photo not removed'));
        }
        return withProgress(user);
      } catch (err) {
        if (processed) await deps.storage.remove(processed.key).catch(() => undefined);
        if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN);
        throw err;
      }
    },

    async updatePrivacy(id: string, isPrivate: boolean): Promise<User> {
      return withProgress(await repo.updatePrivacy(db, clock, id, isPrivate));
    },

    /** A private profile shows only to its owner and their friends (403 otherwise). */
    async publicProfile(username: string, viewerId: string | null): Promise<PublicProfile> {
      const user = await repo.findUserByUsername(db, clock, username);
      if (!user) throw notFound('User not found.');
      if (user.is_profile_private && user.id !== viewerId && !(viewerId && (await areFriends(db, user.id, viewerId)))) {
        throw forbidden('This profile is private.');
      }
      return {
        id: user.id,
        username: user.username,
        bio: user.bio,
        profile_photo: user.profile_photo,
        subscription_status: user.subscription_status,
        streak_count: user.streak_count,
      };
    },
  };
}
