/**
 * Answers kept for a short while, at most `maxEntries` (the oldest goes first), and one load at a time per key: a burst
 * of chat-app crawlers asking for the same link while its first read runs waits for that read. Not kept copies
 * (shared/db/kept-copies.ts, decision 074): no database notification names everything a preview shows, so a preview
 * is simply at most `ttlMs` old (decision 084).
 */
export interface Recent<V> {
  read(key: string, now: number, load: () => Promise<V>): Promise<V>;
}

export function createRecent<V>({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }): Recent<V> {
  const kept = new Map<string, { value: V; at: number }>();
  const loading = new Map<string, Promise<V>>();
  return {
    async read(key, now, load) {
      const entry = kept.get(key);
      // A clock set back (tests) never makes an entry from its future count as fresh.
      if (entry && entry.at <= now && now - entry.at < ttlMs) return entry.value;
      const running = loading.get(key);
      if (running) return running;
      const started = load().then(
        (value) => {
          kept.delete(key);
          if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
          kept.set(key, { value, at: now });
          return value;
        },
      );
      loading.set(key, started);
      try {
        return await started;
      } finally {
        loading.delete(key);
      }
    },
  };
}
