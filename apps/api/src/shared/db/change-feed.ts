import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import { sql } from './sql';

/** What keeps rows read from the database in the process, told by the feed what changed and what it may keep. */
export interface Follower {
  /** A change was notified on the followed channel: forget what it touches. */
  changed(payload: string): void;
  /** Keeping is allowed (listening) or not (lost, stopped); either way, forget everything kept so far. */
  keep(allowed: boolean): void;
}

export interface Listening {
  /** Resolves once every channel listened on has listened a first time. */
  firstListening: Promise<void>;
  stop(): Promise<void>;
}

/**
 * The one listener of a process (docs/decisions/074-kept-copies-invalidated-one-way.md): every kept copy hears of
 * changes only through the database's notifications, which the feed fans out to the followers of each channel.
 */
export interface ChangeFeed {
  /** Tells `follower` of the changes on `channel` while the feed listens on it; the stores call it as they are made. */
  follow(channel: string, follower: Follower): void;
  /** LISTENs on `channels` (by default every channel followed), once each; until then nothing is kept. */
  listen(channels?: readonly string[]): Listening;
  /**
   * Resolves once this process's copies have heard every change committed before the call: a write calls it after
   * its commit, before it answers, so its client's next request cannot get a copy from before it. At once when
   * nothing listens, since nothing is kept then.
   */
  caughtUp(): Promise<void>;
}

/**
 * Starts every marker: a payload no trigger sends (they send ids or nothing), so every instance tells markers from
 * changes, and ignores the other instances' ones.
 */
export const MARKER = '~caught-up~';

/**
 * How long caughtUp waits for its marker. Past it the notification is taken as lost on a connection that still looks
 * alive: the channel's followers forget everything, which is what a lost listener means, and the write answers.
 */
export const CAUGHT_UP_WAIT_MS = 5000;

interface Channel {
  name: string;
  followers: Follower[];
  listening: boolean;
  /** The markers sent on the channel and not heard yet, each with what hearing it resolves. */
  waiting: Map<string, () => void>;
  /** The LISTEN on it, from listen() to its stop (listening or not). */
  listener: { stop?: () => Promise<void> } | null;
}

/**
 * The feed over `db`'s LISTEN (one connection per channel on PostgreSQL, the embedded engine's own on PGlite).
 * caughtUp sends one NOTIFY with a marker on every channel listened on and waits to hear it back: the notifications of
 * committed transactions reach a listener in commit order, so hearing the marker means every change committed before it
 * was heard. Calls made while one marker's statement runs share the next marker.
 */
export function createChangeFeed(db: Pick<Db, 'query' | 'listen'>, options: { waitMs?: number } = {}): ChangeFeed {
  const waitMs = options.waitMs ?? CAUGHT_UP_WAIT_MS;
  const channels = new Map<string, Channel>();
  const ownMarker = `${MARKER}${randomBytes(6).toString('base64url')}:`;
  let markers = 0;

  const channelOf = (name: string): Channel => {
    let channel = channels.get(name);
    if (!channel) channels.set(name, (channel = { name, followers: [], listening: false, waiting: new Map(), listener: null }));
    return channel;
  };
  const allow = (channel: Channel, allowed: boolean) => {
    channel.listening = allowed;
    for (const follower of channel.followers) follower.keep(allowed);
    // Not listening, nothing is kept: a marker still on its way need not be heard.
    if (!allowed) heardAll(channel);
  };
  const heardAll = (channel: Channel) => {
    for (const heard of channel.waiting.values()) heard();
    channel.waiting.clear();
  };
  const notified = (channel: Channel, payload: string) => {
    if (!payload.startsWith(MARKER)) {
      for (const follower of channel.followers) follower.changed(payload);
      return;
    }
    channel.waiting.get(payload)?.();
    channel.waiting.delete(payload);
  };

  /**
   * Sends one marker on every channel listening now and resolves once each has heard it, or given up on it; `sent` is
   * called once its statement has run.
   */
  async function sendMarker(sent: () => void): Promise<void> {
    const listening = [...channels.values()].filter((c) => c.listening);
    if (listening.length === 0) return sent();
    const marker = `${ownMarker}${++markers}`;
    const heard = listening.map((channel) => new Promise<void>((resolve) => channel.waiting.set(marker, resolve)));
    let timer: NodeJS.Timeout | undefined;
    try {
      await db.query(sql`SELECT pg_notify(c, ${marker}) FROM unnest(${listening.map((c) => c.name)}::text[]) AS c`).finally(sent);
      await Promise.race([Promise.all(heard), new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    } catch {
      // Unsent, the marker proves nothing: as when its wait runs out below.
    } finally {
      clearTimeout(timer);
    }
    for (const channel of listening) {
      if (!channel.waiting.delete(marker)) continue;
      // Unheard: what is kept may predate the caller's change.
      if (channel.listening) allow(channel, true);
    }
  }

  // The marker the next calls share: sent once the one before has run its statement, so it commits after every call
  // that shares it.
  let next: Promise<void> | undefined;
  let sending: Promise<void> = Promise.resolve();

  return {
    follow(name, follower) {
      const channel = channelOf(name);
      channel.followers.push(follower);
      follower.keep(channel.listening);
    },
    listen(names = [...channels.keys()]) {
      const started = names.map((name) => {
        const channel = channelOf(name);
        if (channel.listener) throw new Error(`The feed already listens on ${name}.`);
        let listened!: () => void;
        const firstListening = new Promise<void>((resolve) => (listened = resolve));
        // A stopped listener may still report (a LISTEN answered after the stop): only the channel's current one counts.
        const listener: NonNullable<Channel['listener']> = {};
        channel.listener = listener;
        const current = () => channel.listener === listener;
        const handle = db.listen(name, {
          notify: (payload) => current() && notified(channel, payload),
          listening: () => {
            if (!current()) return;
            allow(channel, true);
            listened();
          },
          lost: () => current() && allow(channel, false),
        });
        listener.stop = () => handle.stop();
        return { channel, listener, firstListening };
      });
      return {
        firstListening: Promise.all(started.map((s) => s.firstListening)).then(() => undefined),
        async stop() {
          await Promise.all(
            started.map(async ({ channel, listener }) => {
              if (channel.listener !== listener) return;
              channel.listener = null;
              allow(channel, false);
              await listener.stop?.();
            }),
          );
        },
      };
    },
    caughtUp() {
      if (![...channels.values()].some((c) => c.listening)) return Promise.resolve();
      next ??= sending.then(() => {
        next = undefined;
        let sent!: () => void;
        sending = new Promise<void>((resolve) => (sent = resolve));
        return sendMarker(sent);
      });
      return next;
    },
  };
}
