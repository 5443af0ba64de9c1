import type { Db } from './db';

/** What keeps rows read from the database in the process, told by followChanges what it may keep. */
export interface Follower {
  /** A change was notified: forget what it touches. */
  changed(payload: string): void;
  /** Keeping is allowed (listening) or not (lost, stopped); either way, forget everything kept so far. */
  keep(allowed: boolean): void;
}

/**
 * LISTENs on `channel` for `follower`: it may keep what it reads only while the listener is up, since a notification
 * sent while it is down is lost, and nothing read before can then be trusted. Used by the session cache
 * (docs/decisions/033-session-cache.md) and the global challenge page (045).
 */
export function followChanges(db: Db, channel: string, follower: Follower): { stop(): Promise<void>; firstListening: Promise<void> } {
  let listened!: () => void;
  const firstListening = new Promise<void>((resolve) => (listened = resolve));
  const listener = db.listen(channel, {
    notify: (payload) => follower.changed(payload),
    listening: () => {
      follower.keep(true);
      listened();
    },
    lost: () => follower.keep(false),
  });
  return {
    firstListening,
    async stop() {
      follower.keep(false);
      await listener.stop();
    },
  };
}
