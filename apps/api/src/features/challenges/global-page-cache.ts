import type { ChangeFeed } from '../../shared/db/change-feed';
import { createKeptPages, KEPT_PAGE_TTL_MS, type KeptPage, type KeptPages } from './kept-pages';
import type { SharedChallengeRow } from './repo';

export type { KeptPage };

/**
 * The first page of the global challenge list as every viewer shares it, kept in this process
 * (docs/decisions/045-global-challenge-page.md). Migration 0027 notifies CHALLENGE_LIST_CHANGES when anything on it
 * may have changed; the page is then read again whole.
 */
export const CHALLENGE_LIST_CHANGES = 'dayleaf_challenge_list_changes';

export const GLOBAL_PAGE_TTL_MS = KEPT_PAGE_TTL_MS;

/** Kept by page size: the contract lets a client ask for any size up to its maximum (at most 100 sizes). */
export type GlobalPageCache<Row> = KeptPages<number, Row>;

export const createGlobalPageCache = <Row>(changes: ChangeFeed): GlobalPageCache<Row> => createKeptPages<number, Row>(changes, CHALLENGE_LIST_CHANGES, 100);

/** The one the server keeps (deps.ts): pages of the global list as repo.sharedGlobalPage reads them. */
export type ChallengePageCache = GlobalPageCache<SharedChallengeRow>;

export const createChallengePageCache = (changes: ChangeFeed): ChallengePageCache => createGlobalPageCache<SharedChallengeRow>(changes);
