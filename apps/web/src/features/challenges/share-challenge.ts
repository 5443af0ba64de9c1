import type { Participant, User } from '@dayleaf/contracts';
import { plural, selectOrdinal, t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/i18n/format';
import type { PagedData } from '../../lib/paged-query';
import { readOrKept } from '../../lib/read-or-kept';
import type { ShareCard } from '../../lib/share-card/card-content';
import { challengeParticipantsQueryOptions } from './api/get-challenge-participants';

/**
 * A finished challenge's share card: its name, the user's place and days completed out of its days. Loaded when
 * Share is pressed; lib/share-card draws and shares it.
 */

export interface SharedChallenge {
  id: string;
  name: string;
  duration_days: number;
  /** The user's days completed in it. */
  progress: number;
  /** The user's final place as the server counted it (the history has it once the challenge ended). */
  standing?: { place: number; of: number } | null;
}

/**
 * The user's place among the participants, as the challenge_ended notification counts it (1 for the most days,
 * equal days sharing a place), and how many took part; null when the list cannot tell for sure: a participant whose
 * progress the viewer may not see (a private stranger's), a list not read to its end, the user not in it.
 */
export function placeAmong(participants: readonly Participant[], userId: string, wholeList: boolean): { place: number; of: number } | null {
  const own = participants.find((p) => p.id === userId);
  if (!wholeList || !own || own.progress === null || participants.some((p) => p.progress === null)) return null;
  const mine = own.progress;
  return { place: 1 + participants.filter((p) => (p.progress ?? 0) > mine).length, of: participants.length };
}

/** The participants as read now, or as this device last had them (offline); undefined when neither. */
function readParticipants(client: QueryClient, id: string): Promise<PagedData<Participant> | undefined> {
  const options = challengeParticipantsQueryOptions(id);
  return readOrKept(client, () => client.fetchInfiniteQuery({ ...options, staleTime: 60_000, retry: false }), options.queryKey);
}

/** The place the participants list tells, where the server did not say it (a running challenge, the details). */
async function standingFromParticipants(client: QueryClient, challengeId: string, userId: string): Promise<{ place: number; of: number } | null> {
  const data = await readParticipants(client, challengeId);
  const wholeList = !!data && data.pages[data.pages.length - 1]?.nextCursor === null;
  return data ? placeAmong(data.pages.flatMap((page) => page.items), userId, wholeList) : null;
}

const MEDALS: Record<number, string> = { 1: '🏆', 2: '🥈', 3: '🥉' };

/** "2nd", as the language writes a place. */
const placeText = (place: number) => selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' });

/** "place of 3", under the place. */
const placeOfText = (of: number) => {
  const total = formatNumber(of);
  return t`place of ${total}`;
};

/** The words shared with the card when the place is known. */
function placedText(username: string, standing: { place: number; of: number }, name: string, done: string, days: number): string {
  const { place } = standing;
  const total = formatNumber(standing.of);
  return t`${username} came ${selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} of ${total} in the challenge "${name}" on Dayleaf, with ${plural(days, { one: `${done} of # day`, other: `${done} of # days` })} completed.`;
}

/** The card of a challenge the user took part in to its end. */
export async function challengeShareCard(client: QueryClient, user: Pick<User, 'id' | 'username' | 'profile_photo'>, challenge: SharedChallenge): Promise<ShareCard> {
  const standing = challenge.standing ?? (await standingFromParticipants(client, challenge.id, user.id));
  const { progress, duration_days: days } = challenge;
  const done = formatNumber(progress);
  const name = challenge.name;
  const username = user.username;
  const url = new URL(`${paths.challenges}/${encodeURIComponent(challenge.id)}`, window.location.origin).href;
  const { host, pathname } = new URL(url);
  const complete = progress >= days;
  return {
    content: {
      person: { name: username, photoUrl: user.profile_photo },
      eyebrow: complete ? t`Challenge complete` : t`Challenge result`,
      title: name,
      hero: standing
        ? { value: placeText(standing.place), emoji: MEDALS[standing.place] ?? '🌿', label: placeOfText(standing.of) }
        : { value: `${done}/${formatNumber(days)}`, emoji: complete ? '🏆' : '🌿', label: t`days completed` },
      progress: {
        done: progress,
        of: days,
        label: complete
          ? plural(days, { one: 'All # day completed', other: 'All # days completed' })
          : plural(days, { one: `${done} of # day completed`, other: `${done} of # days completed` }),
      },
      link: `${host}${pathname}`,
      brand: '🌿 Dayleaf',
    },
     
    filename: `dayleaf-challenge-${challenge.id}.png`,
    title: name,
    text: standing ? placedText(username, standing, name, done, days) : t`${username} completed ${plural(days, { one: `${done} of # day`, other: `${done} of # days` })} in the challenge "${name}" on Dayleaf.`,
    url,
  };
}
