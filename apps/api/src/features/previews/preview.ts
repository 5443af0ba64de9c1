import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { HttpError } from '../../shared/http/errors';
import { challengeService } from '../challenges';
import { countEarned } from '../trophies';
import { usersService } from '../users';

/**
 * What a shared link shows of its object to anyone (decision record 084): the same for every visitor, signed in or not,
 * so it is only what a signed-out visitor may see. Null stands for the generic Dayleaf preview.
 */
export type Preview = ProfilePreview | ChallengePreview;

export interface ProfilePreview {
  kind: 'profile';
  username: string;
  bio: string;
  /** The stored photo's URL (/uploads/...), or null: the card draws the initial. */
  photo: string | null;
  streak: number;
  trophies: number;
  /** The language the owner reads Dayleaf in (null when never stated): the preview's when the request names none. */
  ownerLanguage: Language | null;
}

export interface ChallengePreview {
  kind: 'challenge';
  id: string;
  name: string;
  description: string;
  durationDays: number;
  /** Null once it ended. */
  daysLeft: number | null;
  participants: number;
  /** Days of the run gone by, 0 to durationDays: the challenge's own progress, nobody's in it. */
  daysGone: number;
}

/**
 * A version of what a preview's image shows, in `language`: it names the drawn image (its ETag, and `?v=` in the
 * page's tags). English's is the bare hash; another language's carries its code, so no two languages share an image.
 */
export function versionOf(preview: Preview | null, language: Language = DEFAULT_LANGUAGE): string {
  const version = preview ? hashOf(preview) : 'generic';
  return language === DEFAULT_LANGUAGE ? version : `${version}-${language}`;
}

/** Each read's hash, made once: a kept read answers every page and image request for a minute. */
const hashes = new WeakMap<Preview, string>();

function hashOf(preview: Preview): string {
  let hash = hashes.get(preview);
  if (hash === undefined) {
    const shown = preview.kind === 'profile' ? withoutOwnerLanguage(preview) : preview;
    hash = createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 16);
    hashes.set(preview, hash);
  }
  return hash;
}

/** What a profile's image shows: its owner's language only picks the words, and is not drawn. */
function withoutOwnerLanguage({ ownerLanguage: _, ...shown }: ProfilePreview) {
  return shown;
}

/** The features' own reads of what a signed-out visitor may see; every preview loader goes through these. */
export interface PreviewReads {
  /** A profile as the public profile shows it to a signed-out visitor, or null (private, unknown). */
  profile(username: string): Promise<ProfilePreview | null>;
  /** A challenge as the global list shows it to anyone, or null (unknown). */
  challenge(id: string): Promise<ChallengePreview | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** No account has a longer name (USERNAME_MAX), nor one of other characters: such a path names nobody, unread. */
const USERNAME = /^[A-Za-z0-9_.-]{1,30}$/;

export function previewReads(deps: Deps): PreviewReads {
  const users = usersService(deps);
  const challenges = challengeService(deps);
  return {
    async profile(username) {
      if (!USERNAME.test(username)) return null;
      try {
        // Signed out (no viewer): a private profile is 403 and a missing one 404, both the generic preview alike.
        const { profile, language } = await users.publicProfileAndLanguage(username, null);
        return {
          kind: 'profile',
          username: profile.username,
          bio: profile.bio ?? '',
          photo: profile.profile_photo,
          streak: profile.streak_count ?? 0,
          trophies: await countEarned(deps.db, profile.id),
          ownerLanguage: language,
        };
      } catch (err) {
        if (err instanceof HttpError && (err.status === 403 || err.status === 404)) return null;
        throw err;
      }
    },
    async challenge(id) {
      if (!UUID.test(id)) return null;
      const challenge = await challenges.shown(id.toLowerCase());
      if (!challenge) return null;
      const daysLeft = challenge.is_active ? challenge.days_remaining : null;
      return {
        kind: 'challenge',
        id: challenge.id,
        name: challenge.name,
        description: challenge.description,
        durationDays: challenge.duration_days,
        daysLeft,
        participants: challenge.participants,
        daysGone: Math.min(challenge.duration_days, Math.max(0, challenge.duration_days - (daysLeft ?? 0))),
      };
    },
  };
}
