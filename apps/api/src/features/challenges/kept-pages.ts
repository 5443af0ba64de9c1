import type { ChangeFeed } from '../../shared/db/change-feed';
import { createKeptCopies, type KeptCopies } from '../../shared/db/kept-copies';

/**
 * A page is used this long at most: the bound on how long a change could go unseen if a notification were ever lost
 * on a connection that still looked alive (as for sessions, docs/decisions/033-session-cache.md).
 */
export const KEPT_PAGE_TTL_MS = 60_000;

export interface KeptPage<Row> {
  rows: Row[];
  /** The page is right before this instant (ms), when it changes with no write; Infinity when only writes change it. */
  validUntil: number;
}

export type KeptPages<Key, Row> = KeptCopies<Key, KeptPage<Row>>;

/**
 * Pages read from the database and kept in this process until a notification on `channel` says something on them may
 * have changed (docs/decisions/045-global-challenge-page.md, 050-participant-page.md, 074). A notification forgets the
 * pages `payloadOf` names by its payload, or every page when its payload is empty or there is no `payloadOf`. At most
 * `maxPages` are kept; past it the one kept first goes. A page whose validUntil has passed when it is loaded is not kept.
 */
export function createKeptPages<Key, Row>(
  feed: ChangeFeed,
  channel: string,
  maxPages: number,
  payloadOf?: (key: Key) => string,
): KeptPages<Key, Row> {
  return createKeptCopies<Key, KeptPage<Row>>({
    feed,
    channel,
    maxEntries: maxPages,
    ttlMs: KEPT_PAGE_TTL_MS,
    payloadOf,
    usable: (page, now) => now < page.validUntil,
  });
}
