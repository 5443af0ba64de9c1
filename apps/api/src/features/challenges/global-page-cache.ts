import type { Db } from '../../shared/db/db';
import { followChanges } from '../../shared/db/follow-changes';
import type { SharedChallengeRow } from './repo';

/**
 * The first page of the global challenge list as every viewer shares it, kept in this process
 * (docs/decisions/045-global-challenge-page.md). Migration 0027 notifies CHALLENGE_LIST_CHANGES when anything on it
 * may have changed; the page is then read again whole.
 */
export const CHALLENGE_LIST_CHANGES = 'dayleaf_challenge_list_changes';

/**
 * A kept page is used this long at most: the bound on how long a change could go unseen if a notification were ever
 * lost on a connection that still looked alive (as for sessions, docs/decisions/033-session-cache.md).
 */
export const GLOBAL_PAGE_TTL_MS = 60_000;

export interface KeptPage<Row> {
  rows: Row[];
  /**
   * The page is right before this instant (ms): the first end of a running challenge or of a creator's subscription
   * still to come, when the segments or a premium mark change with no write.
   */
  validUntil: number;
}

export interface GlobalPageCache<Row> {
  /**
   * The kept page of `limit` rows when it is still right at `now`; else `load()`'s, kept when no change was heard
   * while it ran (a read that began before a change may have read what changed).
   */
  read(limit: number, now: number, load: () => Promise<KeptPage<Row>>): Promise<Row[]>;
  /** Reads the page again on its next use; the writes of this instance call it after their commit. */
  forget(): void;
  /** Whether pages are kept now: when not, the caller reads the page whole with one statement instead of two. */
  keeping(): boolean;
  /**
   * Keeps pages while it listens for changes on `db`; with the listener lost, nothing is kept until it listens
   * again. Without a call, every read loads.
   */
  followChanges(db: Db): { stop(): Promise<void>; firstListening: Promise<void> };
}

export function createGlobalPageCache<Row>(): GlobalPageCache<Row> {
  // By page size: the contract lets a client ask for any size up to its maximum.
  const kept = new Map<number, KeptPage<Row> & { keptAt: number }>();
  let keeping = false;
  // Moves on every change heard: a load that began before it is not kept.
  let generation = 0;
  const forget = () => {
    generation++;
    kept.clear();
  };

  return {
    async read(limit, now, load) {
      if (keeping) {
        const page = kept.get(limit);
        if (page && page.keptAt <= now && now - page.keptAt < GLOBAL_PAGE_TTL_MS && now < page.validUntil) return page.rows;
      }
      const loadedAt = generation;
      const page = await load();
      if (keeping && loadedAt === generation) kept.set(limit, { ...page, keptAt: now });
      return page.rows;
    },
    forget,
    keeping: () => keeping,
    followChanges: (db) =>
      followChanges(db, CHALLENGE_LIST_CHANGES, {
        changed: forget,
        keep: (allowed) => {
          keeping = allowed;
          forget();
        },
      }),
  };
}

/** The one the server keeps (deps.ts): pages of the global list as repo.sharedGlobalPage reads them. */
export type ChallengePageCache = GlobalPageCache<SharedChallengeRow>;

export const createChallengePageCache = (): ChallengePageCache => createGlobalPageCache<SharedChallengeRow>();
