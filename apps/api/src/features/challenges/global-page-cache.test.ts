import { describe, expect, it } from 'vitest';
import { countingLoad, listeningDb } from '../../../test/kept-pages';
import { CHALLENGE_LIST_CHANGES, createGlobalPageCache, GLOBAL_PAGE_TTL_MS, type KeptPage } from './global-page-cache';

async function followed() {
  const cache = createGlobalPageCache<number>();
  const db = listeningDb();
  const changes = cache.followChanges(db.db);
  db.events().listening();
  await changes.firstListening;
  return { cache, db, changes };
}

describe('createGlobalPageCache', () => {
  it('when it follows changes, then it listens on the channel migration 0027 notifies', async () => {
    const { db } = await followed();
    expect(db.channel()).toBe(CHALLENGE_LIST_CHANGES);
  });

  it('when it does not follow changes, then it keeps nothing and every read loads', async () => {
    const cache = createGlobalPageCache<number>();
    const pages = countingLoad();
    expect(cache.keeping()).toBe(false);
    await cache.read(20, 0, pages.load);
    expect(await cache.read(20, 0, pages.load)).toEqual([2]);
  });

  it('when a page was kept, then reads of that size use it until a change is heard, and other sizes load their own', async () => {
    const { cache, db } = await followed();
    const pages = countingLoad();
    await cache.read(20, 0, pages.load);
    expect(await cache.read(20, 1000, pages.load)).toEqual([1]);
    expect(await cache.read(5, 1000, pages.load)).toEqual([2]);
    db.events().notify('');
    expect(await cache.read(20, 1000, pages.load)).toEqual([3]);
  });

  it('when a change is heard while a page loads, then that page is not kept', async () => {
    const { cache, db } = await followed();
    let calls = 0;
    const racing = async (): Promise<KeptPage<number>> => {
      calls++;
      if (calls === 1) db.events().notify('');
      return { rows: [calls], validUntil: Number.POSITIVE_INFINITY };
    };
    await cache.read(20, 0, racing);
    expect(await cache.read(20, 0, racing)).toEqual([2]);
    expect(await cache.read(20, 0, racing)).toEqual([2]);
  });

  it('when the page reaches its validity end or the longest keep, then it loads again', async () => {
    const { cache } = await followed();
    const ending = countingLoad(5000);
    await cache.read(20, 0, ending.load);
    expect(await cache.read(20, 4999, ending.load)).toEqual([1]);
    expect(await cache.read(20, 5000, ending.load)).toEqual([2]);

    const { cache: other } = await followed();
    const lasting = countingLoad();
    await other.read(20, 0, lasting.load);
    expect(await other.read(20, GLOBAL_PAGE_TTL_MS - 1, lasting.load)).toEqual([1]);
    expect(await other.read(20, GLOBAL_PAGE_TTL_MS, lasting.load)).toEqual([2]);
  });

  it('when the listener is lost, then nothing is kept until it listens again', async () => {
    const { cache, db } = await followed();
    const pages = countingLoad();
    await cache.read(20, 0, pages.load);
    db.events().lost(new Error('connection reset'));
    expect(cache.keeping()).toBe(false);
    expect(await cache.read(20, 0, pages.load)).toEqual([2]);
    expect(await cache.read(20, 0, pages.load)).toEqual([3]);
    db.events().listening();
    await cache.read(20, 0, pages.load);
    expect(await cache.read(20, 0, pages.load)).toEqual([4]);
  });

  it('when this instance forgets after its own write, then the next read loads', async () => {
    const { cache } = await followed();
    const pages = countingLoad();
    await cache.read(20, 0, pages.load);
    cache.forget();
    expect(await cache.read(20, 0, pages.load)).toEqual([2]);
  });
});
