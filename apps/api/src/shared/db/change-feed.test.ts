import { afterEach, describe, expect, it, vi } from 'vitest';
import { listeningDb } from '../../../test/listening-db';
import { CAUGHT_UP_WAIT_MS, createChangeFeed, MARKER, type Follower } from './change-feed';

/** A follower that notes what it was told. */
function noting() {
  const told: string[] = [];
  const follower: Follower = {
    changed: (payload) => void told.push(`changed ${payload}`),
    keep: (allowed) => void told.push(allowed ? 'keep' : 'keep nothing'),
  };
  return { follower, told };
}

/** A feed following `channels` with one noting follower each, listening on all of them. */
async function listeningFeed(channels = ['a']) {
  const db = listeningDb();
  const feed = createChangeFeed(db.db);
  const followers = Object.fromEntries(channels.map((c) => [c, noting()]));
  for (const c of channels) feed.follow(c, followers[c]!.follower);
  const listening = feed.listen();
  for (const c of channels) db.events(c).listening();
  await listening.firstListening;
  for (const c of channels) followers[c]!.told.length = 0;
  return { db, feed, followers, listening };
}

/** Whether `promise` has settled by now: it cannot while what settles it has not happened. */
function settledFlag(promise: Promise<unknown>) {
  let settled = false;
  void promise.finally(() => (settled = true));
  return () => settled;
}

/** Lets the promise turns pass that anything already settled needs to run its callbacks. */
async function turns(n = 20) {
  for (let i = 0; i < n; i++) await Promise.resolve();
}

/** Waits until the feed has sent its marker statement, a few promise turns after the call. */
async function markerSent(db: ReturnType<typeof listeningDb>) {
  for (let turn = 0; turn < 100 && db.markers().length === 0; turn++) await Promise.resolve();
  expect(db.markers()).toHaveLength(1);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createChangeFeed', () => {
  it('when it listens, then each channel is listened on once and its followers are told of its changes and may keep', async () => {
    const db = listeningDb();
    const feed = createChangeFeed(db.db);
    const [a, b] = [noting(), noting()];
    feed.follow('a', a.follower);
    feed.follow('a', b.follower);
    expect(a.told).toEqual(['keep nothing']);
    const listening = feed.listen();
    expect(db.channels()).toEqual(['a']);
    expect(() => feed.listen(['a'])).toThrow('already listens');
    db.events('a').listening();
    await listening.firstListening;
    db.events('a').notify('42');
    expect(a.told).toEqual(['keep nothing', 'keep', 'changed 42']);
    expect(b.told).toEqual(a.told);
  });

  it('when the listener is lost or stopped, then its followers keep nothing until it listens again', async () => {
    const { db, feed, followers, listening } = await listeningFeed();
    db.events('a').lost(new Error('connection reset'));
    db.events('a').listening();
    await listening.stop();
    expect(followers.a!.told).toEqual(['keep nothing', 'keep', 'keep nothing']);
    // A follower that comes once the feed listens may keep at once.
    const late = noting();
    const again = feed.listen(['a']);
    db.events('a').listening();
    await again.firstListening;
    feed.follow('a', late.follower);
    expect(late.told).toEqual(['keep']);
  });

  it('when a write asks whether this process caught up, then the answer comes once the listener heard the marker it sent after the call', async () => {
    const { db, feed, followers } = await listeningFeed();
    const caughtUp = feed.caughtUp();
    const settled = settledFlag(caughtUp);
    await markerSent(db);
    expect(db.markers()[0]!.channels).toEqual(['a']);
    // Not yet, even once the statement has run: a change committed before the marker may still be on its way.
    await turns();
    expect(settled()).toBe(false);
    db.events('a').notify('7');
    db.deliverMarkers();
    await caughtUp;
    // The marker itself is no change: the followers heard only the change before it.
    expect(followers.a!.told).toEqual(['changed 7']);
  });

  it('when a marker is not its own (another instance\'s, or one it gave up on), then it resolves nothing and tells the followers nothing', async () => {
    const { db, feed, followers } = await listeningFeed();
    const caughtUp = feed.caughtUp();
    const settled = settledFlag(caughtUp);
    await markerSent(db);
    db.events('a').notify(`${MARKER}someone-else:1`);
    await turns();
    expect(followers.a!.told).toEqual([]);
    expect(settled()).toBe(false);
    db.deliverMarkers();
    await caughtUp;
  });

  it('when nothing listens (not yet, lost, or stopped), then caughtUp resolves at once and sends nothing: nothing is kept', async () => {
    const db = listeningDb();
    const feed = createChangeFeed(db.db);
    feed.follow('a', noting().follower);
    await feed.caughtUp();
    const listening = feed.listen();
    await feed.caughtUp();
    db.events('a').listening();
    db.events('a').lost(new Error('connection reset'));
    await feed.caughtUp();
    db.events('a').listening();
    await listening.stop();
    await feed.caughtUp();
    expect(db.markers()).toEqual([]);
  });

  it('when the listener is lost while a marker is on its way, then caughtUp resolves: nothing is kept any more', async () => {
    const { db, feed } = await listeningFeed();
    const caughtUp = feed.caughtUp();
    await markerSent(db);
    db.events('a').lost(new Error('connection reset'));
    await caughtUp;
  });

  it('when several channels listen, then one statement marks them all and caughtUp waits for each', async () => {
    const { db, feed } = await listeningFeed(['a', 'b']);
    const caughtUp = feed.caughtUp();
    const settled = settledFlag(caughtUp);
    await markerSent(db);
    expect(db.markers()[0]!.channels).toEqual(['a', 'b']);
    const { marker } = db.markers()[0]!;
    db.events('a').notify(marker);
    await turns();
    expect(settled()).toBe(false);
    db.events('b').notify(marker);
    await caughtUp;
  });

  it('when calls come before a marker is sent, then they share it', async () => {
    const { db, feed } = await listeningFeed();
    const first = feed.caughtUp();
    expect(feed.caughtUp()).toBe(first);
    await markerSent(db);
    db.deliverMarkers();
    await first;
    expect(db.markers()).toEqual([]);
    const next = feed.caughtUp();
    expect(next).not.toBe(first);
    await markerSent(db);
    db.deliverMarkers();
    await next;
  });

  it('when the marker cannot be sent, then the followers forget everything they kept and caughtUp resolves', async () => {
    const { db, feed, followers } = await listeningFeed();
    db.failMarkers(true);
    await feed.caughtUp();
    expect(followers.a!.told).toEqual(['keep']);
  });

  it('when the marker is not heard in time, then the followers forget everything they kept and caughtUp resolves', async () => {
    vi.useFakeTimers();
    const { db, feed, followers } = await listeningFeed();
    const caughtUp = feed.caughtUp();
    await markerSent(db);
    await vi.advanceTimersByTimeAsync(CAUGHT_UP_WAIT_MS);
    await caughtUp;
    expect(followers.a!.told).toEqual(['keep']);
    // Heard late, the marker changes nothing.
    db.deliverMarkers();
    expect(followers.a!.told).toEqual(['keep']);
  });
});
