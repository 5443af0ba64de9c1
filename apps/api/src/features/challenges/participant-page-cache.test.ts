import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '../../shared/db/change-feed';
import { countingLoad } from '../../../test/kept-copies';
import { listeningDb } from '../../../test/listening-db';
import { createKeptPages } from './kept-pages';
import { createParticipantPageCache, PARTICIPANT_LIST_CHANGES, participantPageChallenge, participantPageKey } from './participant-page-cache';

/** Pages of numbers kept as the participant pages are (their channel, payload and bound), on a listening feed. */
async function followed() {
  const db = listeningDb();
  const feed = createChangeFeed(db.db);
  const cache = createKeptPages<string, number>(feed, PARTICIPANT_LIST_CHANGES, 10, participantPageChallenge);
  const listening = feed.listen();
  db.events().listening();
  await listening.firstListening;
  return { cache, db };
}

const A = '0b5c5a4e-0000-4000-8000-00000000000a';
const B = '0b5c5a4e-0000-4000-8000-00000000000b';

describe('createParticipantPageCache', () => {
  it('when its feed listens, then it listens on the channel migration 0028 notifies', () => {
    const db = listeningDb();
    const feed = createChangeFeed(db.db);
    createParticipantPageCache(feed);
    feed.listen();
    expect(db.channels()).toEqual([PARTICIPANT_LIST_CHANGES]);
  });

  it("when a page is kept, then it is named by its challenge's id, the payload migration 0028 sends", () => {
    expect(participantPageChallenge(participantPageKey(A, 20))).toBe(A);
  });

  it('when a challenge is named by a notification, then only its pages are read again, every size of them', async () => {
    const { cache, db } = await followed();
    const a20 = countingLoad();
    const a5 = countingLoad();
    const b20 = countingLoad();
    await cache.read(participantPageKey(A, 20), 0, a20.load);
    await cache.read(participantPageKey(A, 5), 0, a5.load);
    await cache.read(participantPageKey(B, 20), 0, b20.load);
    db.events().notify(A);
    expect((await cache.read(participantPageKey(A, 20), 0, a20.load)).rows).toEqual([2]);
    expect((await cache.read(participantPageKey(A, 5), 0, a5.load)).rows).toEqual([2]);
    expect((await cache.read(participantPageKey(B, 20), 0, b20.load)).rows).toEqual([1]);
  });

  it('when a notification has no payload (a TRUNCATE), then every page is read again', async () => {
    const { cache, db } = await followed();
    const a = countingLoad();
    const b = countingLoad();
    await cache.read(participantPageKey(A, 20), 0, a.load);
    await cache.read(participantPageKey(B, 20), 0, b.load);
    db.events().notify('');
    expect((await cache.read(participantPageKey(A, 20), 0, a.load)).rows).toEqual([2]);
    expect((await cache.read(participantPageKey(B, 20), 0, b.load)).rows).toEqual([2]);
  });

  it('when a page is out of date as it loads (no one takes part), then it is not kept', async () => {
    const { cache } = await followed();
    const empty = countingLoad(0);
    await cache.read(participantPageKey(A, 20), 1000, empty.load);
    expect((await cache.read(participantPageKey(A, 20), 1000, empty.load)).rows).toEqual([2]);
  });
});
