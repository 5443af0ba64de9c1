import type { Language, PublicProfile, UpdateSettingsBody, User } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import { friendshipState, onBreakToday } from '../friends';
import { conflict, forbidden, notFound, unauthorized } from '../../shared/http/errors';
import type { UploadedFile } from '../../shared/http/handle';
import { removePhoto } from '../../shared/photos/deletions';
import { storePhotoThen } from '../../shared/photos/store-photo';
import { isUniqueViolation, loadUser, lockUser, withProgress } from './user-record';
import { moveStreak } from '../streaks';
import { moveReminder } from '../reminders';
import * as repo from './repo';
import { zoneAfter } from './zone-choice';


export function usersService(deps: Deps) {
  const { db, clock } = deps;

  /**
   * The public profile as publicProfile answers it (the same refusals), with the language its owner reads Dayleaf in,
   * null when never stated: what is written about them to others (a shared link's preview) may speak it.
   */
  async function publicProfileAndLanguage(username: string, viewerId: string | null): Promise<{ profile: PublicProfile; language: Language | null }> {
    const at = atOf(clock);
    const user = await repo.findUserByUsername(db, username, viewerId, at);
    if (!user) throw notFound('user_not_found');
    const friendship = viewerId && viewerId !== user.id ? friendshipState(user.pair, viewerId) : null;
    if (!user.visible) {
      // A signed-in stranger may still ask to be friends, which is how one sees a private profile.
      const refusal = friendship && { person: { id: user.id, username: user.username, profile_photo: user.profile_photo }, friendship };
      throw forbidden('profile_private', { body: refusal ?? undefined });
    }
    const profile: PublicProfile = {
      id: user.id,
      username: user.username,
      bio: user.bio,
      profile_photo: user.profile_photo,
      subscription_status: user.subscription_status,
      streak_count: user.streak_count,
      done_today: user.done_today,
      on_break: onBreakToday(user.breaks_near, user, at.now),
      friendship,
      // Only a friend sees it (a pair's run is deleted with the friendship, so a stranger would read 0 anyway).
      friend_streak: friendship?.state === 'friends' ? (user.friend_streak ?? 0) : null,
    };
    return { profile, language: user.language };
  }

  // The account use cases act as `userId`, the session's user: routes pass ctx.userId, never the path's id.
  return {
    getUser(userId: string): Promise<User> {
      return loadUser(db, userId, atOf(clock));
    },

    /** Saves the profile; a new photo is stored first and the old one removed only once the row points away from it. */
    async updateProfile(userId: string, fields: { username: string; bio: string }, photo: UploadedFile | undefined): Promise<User> {
      const at = atOf(clock);
      const save = async (profilePhoto?: string) => {
        const updated = await repo.updateProfile(db, userId, { ...fields, ...(profilePhoto ? { profilePhoto } : {}) }, at);
        // The account was deleted while this waited for its row: its session went with it (and storePhotoThen
        // removes the photo it stored).
        if (!updated) throw unauthorized('not_signed_in');
        return updated;
      };
      let saved: Awaited<ReturnType<typeof save>>;
      try {
        saved = photo ? await storePhotoThen(deps, photo, save) : await save();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('username_taken');
        throw err;
      }
      // The name and photo are on the kept pages: they hear of the change before the answer (decision 074).
      await deps.changes.caughtUp();
      const { user, previousPhoto } = saved;
      if (photo && previousPhoto) {
        const oldKey = deps.storage.keyFromUrl(previousPhoto);
        if (oldKey) await removePhoto(deps, oldKey, at);
      }
      return withProgress(db, user, at);
    },

    /**
     * Privacy, time zone (picked, or the device's while the zone follows the devices) and day start: whichever the
     * body names. A new zone or day start keeps the completed dates as they are and works out again when the shown
     * streak ends (docs/product.md#your-day): a move never breaks a streak that shows nor revives one that does not,
     * and the row lock orders it with completions.
     */
    async updateSettings(userId: string, settings: UpdateSettingsBody): Promise<User> {
      const at = atOf(clock);
      const { time_zone, time_zone_auto, device_time_zone, day_start_hour } = settings;
      if ([time_zone, time_zone_auto, device_time_zone, day_start_hour].every((value) => value === undefined)) {
        // Privacy, nudges and the language change what others may see or do and what is written for the user, never
        // what a kept copy holds: nothing to wait for.
        return withProgress(db, await repo.updateSettings(db, userId, settings, at), at);
      }
      const saved = await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId, at);
        // A device's zone is taken only while the zone follows the devices (zone-choice.ts).
        const zone = zoneAfter(user, settings);
        const place = { time_zone: zone.time_zone, day_start_hour: day_start_hour ?? user.day_start_hour };
        const fields = { ...settings, ...zone };
        if (place.time_zone !== user.time_zone || place.day_start_hour !== user.day_start_hour) {
          // Their owners work out the streak's end and the next reminder in the new place; written first, so the
          // saved record below reads them back.
          await moveStreak(tx, userId, user, place, at);
          await moveReminder(tx, userId, user, place, at);
        }
        return repo.updateSettings(tx, userId, fields, at);
      });
      // The kept session carries the zone and day start: it hears of the move before the answer (decision 074).
      await deps.changes.caughtUp();
      return withProgress(db, saved, at);
    },

    /**
     * A private profile shows only to its owner and their friends (403 otherwise); `viewerId` is null when signed
     * out. A block between the viewer and the user answers 404 as for an unknown user (docs/product.md#blocking).
     */
    async publicProfile(username: string, viewerId: string | null): Promise<PublicProfile> {
      return (await publicProfileAndLanguage(username, viewerId)).profile;
    },

    publicProfileAndLanguage,
  };
}
