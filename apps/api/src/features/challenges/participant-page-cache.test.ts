import { describe, expect, it } from 'vitest';
import type { Db } from '../../shared/db/db';
import { countingLoad, listeningDb } from '../../../test/kept-pages';
import { createKeptPages, type KeptPage } from './kept-pages';
import { createParticipantPageCache, PARTICIPANT_LIST_CHANGES, participantPageKey, participantPageTouched } from './participant-page-cache';

async function follow<C extends { followChanges(db: Db): { firstListening: Promise<void> } }>(cache: C) {
  const db = listeningDb();
  const changes = cache.followChanges(db.db);
  db.events().listening();
  await changes.firstListening;
  return db;
}

const A = '0b5c5a4e-0000-4000-8000-00000000000a';
const B = '0b5c5a4e-0000-4000-8000-00000000000b';

describe('createParticipantPageCache', () => {
  it('when it follows changes, then it listens on the channel migration 0028 notifies', async () => {
    const db = await follow(createParticipantPageCache());
    expect(db.channel()).toBe(PARTICIPANT_LIST_CHANGES);
  });

  it('when a challenge is named by a notification, then only its pages are read again, every size of them', async () => {
    const cache = createKeptPages<string, number>(PARTICIPANT_LIST_CHANGES, 10, participantPageTouched);
    const db = await follow(cache);
    const a20 = countingLoad();
    const a5 = countingLoad();
    const b20 = countingLoad();
    await cache.read(participantPageKey(A, 20), 0, a20.load);
    await cache.read(participantPageKey(A, 5), 0, a5.load);
    await cache.read(participantPageKey(B, 20), 0, b20.load);
    db.events().notify(A);
    expect(await cache.read(participantPageKey(A, 20), 0, a20.load)).toEqual([2]);
    expect(await cache.read(participantPageKey(A, 5), 0, a5.load)).toEqual([2]);
    expect(await cache.read(participantPageKey(B, 20), 0, b20.load)).toEqual([1]);
  });

  it('when this instance forgets a challenge after its own write, then only that challenge\'s pages load again', async () => {
    const cache = createKeptPages<string, number>(PARTICIPANT_LIST_CHANGES, 10, participantPageTouched);
    await follow(cache);
    const a = countingLoad();
    const b = countingLoad();
    await cache.read(participantPageKey(A, 20), 0, a.load);
    await cache.read(participantPageKey(B, 20), 0, b.load);
    cache.forget(A);
    expect(await cache.read(participantPageKey(A, 20), 0, a.load)).toEqual([2]);
    expect(await cache.read(participantPageKey(B, 20), 0, b.load)).toEqual([1]);
  });

  it('when a notification has no payload (a TRUNCATE), then every page is read again', async () => {
    const cache = createKeptPages<string, number>(PARTICIPANT_LIST_CHANGES, 10, participantPageTouched);
    const db = await follow(cache);
    const a = countingLoad();
    const b = countingLoad();
    await cache.read(participantPageKey(A, 20), 0, a.load);
    await cache.read(participantPageKey(B, 20), 0, b.load);
    db.events().notify('');
    expect(await cache.read(participantPageKey(A, 20), 0, a.load)).toEqual([2]);
    expect(await cache.read(participantPageKey(B, 20), 0, b.load)).toEqual([2]);
  });

  it('when a change to another challenge is heard while a page loads, then that page is not kept either', async () => {
    const cache = createKeptPages<string, number>(PARTICIPANT_LIST_CHANGES, 10, participantPageTouched);
    const db = await follow(cache);
    let calls = 0;
    const racing = async (): Promise<KeptPage<number>> => {
      calls++;
      if (calls === 1) db.events().notify(B);
      return { rows: [calls], validUntil: Number.POSITIVE_INFINITY };
    };
    await cache.read(participantPageKey(A, 20), 0, racing);
    expect(await cache.read(participantPageKey(A, 20), 0, racing)).toEqual([2]);
    expect(await cache.read(participantPageKey(A, 20), 0, racing)).toEqual([2]);
  });

  it('when more pages are kept than the bound, then the one kept first goes', async () => {
    const cache = createKeptPages<number, number>('channel', 2);
    await follow(cache);
    const pages = [countingLoad(), countingLoad(), countingLoad()];
    for (const [i, p] of pages.entries()) await cache.read(i, 0, p.load);
    expect(await cache.read(1, 0, pages[1]!.load)).toEqual([1]);
    expect(await cache.read(2, 0, pages[2]!.load)).toEqual([1]);
    expect(await cache.read(0, 0, pages[0]!.load)).toEqual([2]);
  });

  it('when a page is out of date as it loads (no one takes part), then it is not kept', async () => {
    const cache = createKeptPages<string, number>('channel', 10);
    await follow(cache);
    const empty = countingLoad(0);
    await cache.read(participantPageKey(A, 20), 1000, empty.load);
    expect(await cache.read(participantPageKey(A, 20), 1000, empty.load)).toEqual([2]);
  });
});
