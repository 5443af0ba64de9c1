import type { Db } from '../../shared/db/db';
import { followChanges } from '../../shared/db/follow-changes';

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

export interface KeptPages<Key, Row> {
  /**
   * The page kept under `key` when it is still right at `now`; else `load()`'s, kept when no change was heard while
   * it ran (a read that began before a change may have read what changed).
   */
  read(key: Key, now: number, load: () => Promise<KeptPage<Row>>): Promise<Row[]>;
  /**
   * Reads again on their next use the pages a notification with `payload` would name, or every page without one; the
   * writes of this instance call it after their commit.
   */
  forget(payload?: string): void;
  /** Whether pages are kept now: when not, the caller reads the page whole with one statement instead of two. */
  keeping(): boolean;
  /**
   * Keeps pages while it listens for changes on `db`; with the listener lost, nothing is kept until it listens
   * again. Without a call, every read loads.
   */
  followChanges(db: Db): { stop(): Promise<void>; firstListening: Promise<void> };
}

/**
 * Pages read from the database and kept in this process until a notification on `channel` says something on them may
 * have changed (docs/decisions/045-global-challenge-page.md, 050-participant-page.md). A notification forgets the pages
 * `touches` picks by its payload, or every page when its payload is empty or there is no `touches`. At most `maxPages`
 * are kept; past it the one kept first goes. A page whose validUntil has passed when it is loaded is not kept.
 */
export function createKeptPages<Key, Row>(
  channel: string,
  maxPages: number,
  touches?: (key: Key, payload: string) => boolean,
): KeptPages<Key, Row> {
  const kept = new Map<Key, KeptPage<Row> & { keptAt: number }>();
  let keeping = false;
  // Moves on every change heard: a load that began before it is not kept.
  let generation = 0;
  const forget = () => {
    generation++;
    kept.clear();
  };
  const changed = (payload: string) => {
    if (!payload || !touches) return forget();
    generation++;
    for (const key of [...kept.keys()]) if (touches(key, payload)) kept.delete(key);
  };

  return {
    async read(key, now, load) {
      if (keeping) {
        const page = kept.get(key);
        if (page && page.keptAt <= now && now - page.keptAt < KEPT_PAGE_TTL_MS && now < page.validUntil) return page.rows;
      }
      const loadedAt = generation;
      const page = await load();
      if (keeping && loadedAt === generation && now < page.validUntil) {
        kept.delete(key);
        kept.set(key, { ...page, keptAt: now });
        if (kept.size > maxPages) kept.delete(kept.keys().next().value!);
      }
      return page.rows;
    },
    forget: (payload) => changed(payload ?? ''),
    keeping: () => keeping,
    followChanges: (db) =>
      followChanges(db, channel, {
        changed,
        keep: (allowed) => {
          keeping = allowed;
          forget();
        },
      }),
  };
}
