import type { PublicProfile, User } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import { areFriends } from '../../shared/friendship';
import { conflict, forbidden, notFound } from '../../shared/http/errors';
import type { UploadedFile } from '../../shared/http/handle';
import { storePhotoThen } from '../../shared/photos/store-photo';
import { isUniqueViolation, loadUser, USERNAME_TAKEN, withProgress } from '../../shared/users';
import * as repo from './repo';

export function usersService(deps: Deps) {
  const { db, clock } = deps;

  // The account use cases act as `userId`, the session's user: routes pass ctx.userId, never the path's id.
  return {
    getUser(userId: string): Promise<User> {
      return loadUser(db, userId, atOf(clock));
    },

    /** Saves the profile; a new photo is stored first and the old one removed only once the row points away from it. */
    async updateProfile(userId: string, fields: { username: string; bio: string }, photo: UploadedFile | undefined): Promise<User> {
      const at = atOf(clock);
      const save = (profilePhoto?: string) => repo.updateProfile(db, userId, { ...fields, ...(profilePhoto ? { profilePhoto } : {}) }, at);
      let saved: Awaited<ReturnType<typeof save>>;
      try {
        saved = photo ? await storePhotoThen(deps, photo, save) : await save();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN);
        throw err;
      }
      const { user, previousPhoto } = saved;
      if (photo && previousPhoto) {
        const oldKey = deps.storage.keyFromUrl(previousPhoto);
        if (oldKey) await deps.storage.remove(oldKey).catch((err) => deps.logger.warn({ err }, 'old photo not removed'));
      }
      return withProgress(db, user, at);
    },

    async updatePrivacy(userId: string, isPrivate: boolean): Promise<User> {
      const at = atOf(clock);
      return withProgress(db, await repo.updatePrivacy(db, userId, isPrivate, at), at);
    },

    /** A private profile shows only to its owner and their friends (403 otherwise); `viewerId` is null when signed out. */
    async publicProfile(username: string, viewerId: string | null): Promise<PublicProfile> {
      const user = await repo.findUserByUsername(db, username, atOf(clock));
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
