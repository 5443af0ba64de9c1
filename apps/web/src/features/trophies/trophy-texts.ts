import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The catalogue's names and descriptions (db/migrations/0002_daily.sql) as messages, by trophy id: the server keeps
 * them in English, and the web shows them in the person's language. A test holds the English equal to the seed.
 */
export const TROPHY_TEXTS: Record<string, { name: MessageDescriptor; description: MessageDescriptor }> = {
  'streak-3': { name: msg`Getting Started`, description: msg`Keep a 3 day streak.` },
  'streak-7': { name: msg`One Week Strong`, description: msg`Keep a 7 day streak.` },
  'streak-14': { name: msg`Two Week Habit`, description: msg`Keep a 14 day streak.` },
  'streak-30': { name: msg`Monthly Master`, description: msg`Keep a 30 day streak.` },
  'streak-100': { name: msg`Century Club`, description: msg`Keep a 100 day streak.` },
  'friend-1': { name: msg`First Friend`, description: msg`Add your first friend.` },
  'friend-5': { name: msg`Social Circle`, description: msg`Have 5 friends.` },
  'friend-10': { name: msg`Community Builder`, description: msg`Have 10 friends.` },
  'challenge-join-1': { name: msg`Challenger`, description: msg`Join your first challenge.` },
  'challenge-join-5': { name: msg`Challenge Seeker`, description: msg`Join 5 challenges.` },
  'challenge-complete-1': { name: msg`Finisher`, description: msg`Complete a challenge.` },
  'challenge-complete-5': { name: msg`Champion`, description: msg`Complete 5 challenges.` },
  'first-post': { name: msg`Say Cheese`, description: msg`Share your first photo.` },
  'posts-10': { name: msg`Storyteller`, description: msg`Share 10 photos.` },
  'posts-50': { name: msg`Photographer`, description: msg`Share 50 photos.` },
  premium: { name: msg`Premium Member`, description: msg`Subscribe to Dayleaf Premium.` },
};

/**
 * A trophy's name and description in the active language. A trophy this build does not know (added to the catalogue
 * later) keeps the server's words.
 */
export function trophyWords(i18n: I18n, trophyId: string, server: { name: string; description: string }): { name: string; description: string } {
  const texts = Object.hasOwn(TROPHY_TEXTS, trophyId) ? TROPHY_TEXTS[trophyId] : undefined;
  return texts ? { name: i18n._(texts.name), description: i18n._(texts.description) } : { name: server.name, description: server.description };
}
