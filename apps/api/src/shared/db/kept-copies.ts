import type { ChangeFeed } from './change-feed';

export interface KeptCopiesOptions<Key, Value> {
  /** The process's feed (composition root): copies are kept only while it listens on `channel`. */
  feed: ChangeFeed;
  /** The channel whose notifications say what changed (a migration's triggers send them). */
  channel: string;
  /** Copies kept at most; past it the one kept first goes. */
  maxEntries: number;
  /**
   * A copy is used this long at most: the bound on how long a change could go unseen if a notification were ever
   * lost on a connection that still looked alive.
   */
  ttlMs: number;
  /**
   * The payload that names this copy in the channel's notifications (a user's id, a challenge's id): a notification
   * forgets the copies it names, and every copy when its payload is empty. Without it, any notification forgets all.
   */
  payloadOf?: (key: Key, value: Value) => string;
  /** Whether a copy may be kept, and used, at `now` by its own ends (a session's expiry, a page's end of validity). */
  usable?: (value: Value, now: number) => boolean;
}

export interface KeptCopies<Key, Value> {
  /**
   * The copy kept under `key` when it may be used at `now`; else what `load()` gives, kept when the feed listens and
   * no change was heard while it ran (a read that began before a change may have read what changed).
   */
  read(key: Key, now: number, load: () => Promise<Value>): Promise<Value>;
  /** Whether copies are kept now (the feed listens on the channel); a caller may read differently when not. */
  keeping(): boolean;
}

interface Kept<Value> {
  value: Value;
  keptAt: number;
  payload: string | undefined;
}

/**
 * Rows read from the database, kept in this process until a notification says they may have changed
 * (docs/decisions/074-kept-copies-invalidated-one-way.md). Nothing else forgets them: a write waits for the feed
 * (caughtUp) instead of forgetting, so every instance, this one included, learns of a change the same way.
 */
export function createKeptCopies<Key, Value>(options: KeptCopiesOptions<Key, Value>): KeptCopies<Key, Value> {
  const { maxEntries, ttlMs, payloadOf, usable = () => true } = options;
  const kept = new Map<Key, Kept<Value>>();
  // The keys each payload names, so a notification forgets its copies without a look at every other.
  const named = new Map<string, Set<Key>>();
  let keeping = false;
  // Moves on every change heard: a load that began before it is not kept.
  let generation = 0;

  const drop = (key: Key) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    if (entry.payload === undefined) return;
    const keys = named.get(entry.payload);
    keys?.delete(key);
    if (keys?.size === 0) named.delete(entry.payload);
  };
  const forgetAll = () => {
    generation++;
    kept.clear();
    named.clear();
  };
  const keep = (key: Key, value: Value, now: number) => {
    drop(key);
    if (kept.size >= maxEntries) drop(kept.keys().next().value!);
    const payload = payloadOf?.(key, value);
    kept.set(key, { value, keptAt: now, payload });
    if (payload === undefined) return;
    let keys = named.get(payload);
    if (!keys) named.set(payload, (keys = new Set()));
    keys.add(key);
  };

  options.feed.follow(options.channel, {
    changed(payload) {
      if (!payload || !payloadOf) return forgetAll();
      generation++;
      for (const key of named.get(payload) ?? []) kept.delete(key);
      named.delete(payload);
    },
    keep(allowed) {
      keeping = allowed;
      forgetAll();
    },
  });

  return {
    async read(key, now, load) {
      if (keeping) {
        const entry = kept.get(key);
        // A clock set back (tests) never makes a copy from its future count as fresh.
        if (entry && entry.keptAt <= now && now - entry.keptAt < ttlMs && usable(entry.value, now)) return entry.value;
      }
      const loadedAt = generation;
      const value = await load();
      if (keeping && loadedAt === generation && usable(value, now)) keep(key, value, now);
      return value;
    },
    keeping: () => keeping,
  };
}
