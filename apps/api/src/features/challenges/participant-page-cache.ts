import type { ChangeFeed } from '../../shared/db/change-feed';
import { createKeptPages, type KeptPages } from './kept-pages';
import type { SharedParticipantRow } from './repo';

/**
 * The first page of each challenge's participants as every viewer shares it, kept in this process
 * (docs/decisions/050-participant-page.md). Migration 0028 notifies PARTICIPANT_LIST_CHANGES with a challenge's id when
 * anything on its list may have changed; that challenge's pages are then read again.
 */
export const PARTICIPANT_LIST_CHANGES = 'dayleaf_participant_changes';

/**
 * At most this many pages: about 15 kB each at the default page size (42 rows kept) and 70 kB at the largest (202), so
 * a few megabytes of the process's memory at most. Past it, the page kept first is read again when next asked for.
 */
const MAX_PAGES = 200;

/** Kept by challenge and page size. */
export const participantPageKey = (challengeId: string, limit: number): string => `${challengeId} ${limit}`;

/** The challenge a page kept under `key` is of: the payload of the notifications that touch it. */
export const participantPageChallenge = (key: string): string => key.slice(0, key.indexOf(' '));

export type ParticipantPageCache = KeptPages<string, SharedParticipantRow>;

export const createParticipantPageCache = (changes: ChangeFeed): ParticipantPageCache =>
  createKeptPages<string, SharedParticipantRow>(changes, PARTICIPANT_LIST_CHANGES, MAX_PAGES, participantPageChallenge);
