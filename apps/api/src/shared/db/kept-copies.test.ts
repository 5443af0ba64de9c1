import { describe, expect, it } from 'vitest';
import { listeningDb } from '../../../test/listening-db';
import { createChangeFeed } from './change-feed';
import { createKeptCopies, type KeptCopiesOptions } from './kept-copies';

type Options = Partial<Omit<KeptCopiesOptions<string, number>, 'feed' | 'channel'>>;

/** Copies of numbers on a feed that listens (unless `listening: false`), and the listener's events to report. */
async function keptCopies(options: Options = {}, { listening = true } = {}) {
  const db = listeningDb();
  const feed = createChangeFeed(db.db);
  const copies = createKeptCopies<string, number>({ feed, channel: 'changes', maxEntries: 10, ttlMs: 60_000, ...options });
  const listened = feed.listen();
  if (listening) {
    db.events().listening();
    await listened.firstListening;
  }
  return { copies, db, events: () => db.events('changes') };
}

/** A load that counts its calls and answers their number. */
function counting() {
  let calls = 0;
  return async () => ++calls;
}

describe('createKeptCopies', () => {
  it('when its feed does not listen, then nothing is kept and every read loads', async () => {
    const { copies } = await keptCopies({}, { listening: false });
    const load = counting();
    expect(copies.keeping()).toBe(false);
    await copies.read('a', 0, load);
    expect(await copies.read('a', 0, load)).toBe(2);
  });

  it('when a copy was kept, then reads of its key use it until a change is heard, and other keys load their own', async () => {
    const { copies, events } = await keptCopies();
    const load = counting();
    expect(copies.keeping()).toBe(true);
    await copies.read('a', 0, load);
    expect(await copies.read('a', 1000, load)).toBe(1);
    expect(await copies.read('b', 1000, load)).toBe(2);
    events().notify('anything');
    expect(await copies.read('a', 1000, load)).toBe(3);
  });

  it('when a change is heard while a load runs, then what it read is not kept', async () => {
    const { copies, events } = await keptCopies();
    let calls = 0;
    const racing = async () => {
      calls++;
      // The load has read; a change committed meanwhile is heard before it answers.
      if (calls === 1) events().notify('');
      return calls;
    };
    await copies.read('a', 0, racing);
    expect(await copies.read('a', 0, racing)).toBe(2);
    expect(await copies.read('a', 0, racing)).toBe(2);
  });

  it('when the listener is lost, then everything kept is forgotten and nothing is kept until it listens again', async () => {
    const { copies, events } = await keptCopies();
    const load = counting();
    await copies.read('a', 0, load);
    events().lost(new Error('connection reset'));
    expect(copies.keeping()).toBe(false);
    expect(await copies.read('a', 0, load)).toBe(2);
    expect(await copies.read('a', 0, load)).toBe(3);
    events().listening();
    await copies.read('a', 0, load);
    expect(await copies.read('a', 0, load)).toBe(4);
  });

  it('when a copy is as old as the longest keep, or from a later instant than the read, then it loads again', async () => {
    const { copies } = await keptCopies({ ttlMs: 5000 });
    const load = counting();
    await copies.read('a', 1000, load);
    expect(await copies.read('a', 5999, load)).toBe(1);
    expect(await copies.read('a', 6000, load)).toBe(2);
    expect(await copies.read('a', 5000, load)).toBe(3);
  });

  it('when more copies are kept than the bound, then the one kept first goes', async () => {
    const { copies } = await keptCopies({ maxEntries: 2 });
    const loads = [counting(), counting(), counting()];
    for (const [i, load] of loads.entries()) await copies.read(String(i), 0, load);
    expect(await copies.read('1', 0, loads[1]!)).toBe(1);
    expect(await copies.read('2', 0, loads[2]!)).toBe(1);
    expect(await copies.read('0', 0, loads[0]!)).toBe(2);
  });

  it('when copies are named by a payload, then a notification forgets only the copies it names, and an empty one all', async () => {
    // Keys "<owner> <n>", named by their owner as a trigger names a user or a challenge.
    const { copies, events } = await keptCopies({ payloadOf: (key) => key.split(' ')[0]! });
    const loads = { a1: counting(), a2: counting(), b1: counting() };
    const readAll = async () => [await copies.read('a 1', 0, loads.a1), await copies.read('a 2', 0, loads.a2), await copies.read('b 1', 0, loads.b1)];
    await readAll();
    events().notify('a');
    expect(await readAll()).toEqual([2, 2, 1]);
    events().notify('nobody kept');
    expect(await readAll()).toEqual([2, 2, 1]);
    events().notify('');
    expect(await readAll()).toEqual([3, 3, 2]);
  });

  it('when a copy is named by its value, then the notification naming the value forgets it', async () => {
    const { copies, events } = await keptCopies({ payloadOf: (_key, value) => (value % 2 === 0 ? 'even' : 'odd') });
    const load = counting();
    await copies.read('first', 0, load);
    await copies.read('second', 0, load);
    events().notify('even');
    expect(await copies.read('first', 0, load)).toBe(1);
    expect(await copies.read('second', 0, load)).toBe(3);
  });

  it('when a copy is not usable by its own ends, then it is neither kept when loaded nor used once they pass', async () => {
    // The value is the instant (ms) the copy stops being right.
    const { copies } = await keptCopies({ usable: (until, now) => now < until });
    let until = 500;
    const load = async () => until;
    await copies.read('a', 1000, load);
    until = 2000;
    expect(await copies.read('a', 1000, load)).toBe(2000);
    until = 3000;
    expect(await copies.read('a', 1999, load)).toBe(2000);
    expect(await copies.read('a', 2000, load)).toBe(3000);
  });
});
