import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '../../shared/db/change-feed';
import { countingLoad } from '../../../test/kept-copies';
import { listeningDb } from '../../../test/listening-db';
import { CHALLENGE_LIST_CHANGES, createGlobalPageCache, GLOBAL_PAGE_TTL_MS } from './global-page-cache';

async function followed() {
  const db = listeningDb();
  const feed = createChangeFeed(db.db);
  const cache = createGlobalPageCache<number>(feed);
  const listening = feed.listen();
  db.events().listening();
  await listening.firstListening;
  return { cache, db };
}

const rowsOf = async (read: Promise<{ rows: number[] }>) => (await read).rows;

describe('createGlobalPageCache', () => {
  it('when its feed listens, then it listens on the channel migration 0027 notifies', async () => {
    const { db } = await followed();
    expect(db.channels()).toEqual([CHALLENGE_LIST_CHANGES]);
  });

  it('when its feed does not listen, then it keeps nothing and every read loads', async () => {
    const cache = createGlobalPageCache<number>(createChangeFeed(listeningDb().db));
    const pages = countingLoad();
    expect(cache.keeping()).toBe(false);
    await cache.read(20, 0, pages.load);
    expect(await rowsOf(cache.read(20, 0, pages.load))).toEqual([2]);
  });

  it('when a page was kept, then reads of that size use it until a change is heard, and other sizes load their own', async () => {
    const { cache, db } = await followed();
    const pages = countingLoad();
    await cache.read(20, 0, pages.load);
    expect(await rowsOf(cache.read(20, 1000, pages.load))).toEqual([1]);
    expect(await rowsOf(cache.read(5, 1000, pages.load))).toEqual([2]);
    db.events().notify('');
    expect(await rowsOf(cache.read(20, 1000, pages.load))).toEqual([3]);
  });

  it('when the page reaches its validity end or the longest keep, then it loads again', async () => {
    const { cache } = await followed();
    const ending = countingLoad(5000);
    await cache.read(20, 0, ending.load);
    expect(await rowsOf(cache.read(20, 4999, ending.load))).toEqual([1]);
    expect(await rowsOf(cache.read(20, 5000, ending.load))).toEqual([2]);

    const { cache: other } = await followed();
    const lasting = countingLoad();
    await other.read(20, 0, lasting.load);
    expect(await rowsOf(other.read(20, GLOBAL_PAGE_TTL_MS - 1, lasting.load))).toEqual([1]);
    expect(await rowsOf(other.read(20, GLOBAL_PAGE_TTL_MS, lasting.load))).toEqual([2]);
  });

  it('when a page is out of date as it loads, then it is not kept', async () => {
    const { cache } = await followed();
    const ended = countingLoad(1000);
    await cache.read(20, 1000, ended.load);
    expect(await rowsOf(cache.read(20, 1000, ended.load))).toEqual([2]);
  });
});
