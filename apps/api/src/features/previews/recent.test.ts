import { describe, expect, it } from 'vitest';
import { createRecent } from './recent';

describe('createRecent', () => {
  it('when a key is read again within its lifetime, then the kept value, and after it a new load', async () => {
    const recent = createRecent<number>({ maxEntries: 10, ttlMs: 1000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await recent.read('a', 0, load)).toBe(1);
    expect(await recent.read('a', 999, load)).toBe(1);
    expect(await recent.read('a', 1000, load)).toBe(2);
    // A clock set back never makes a value from its future fresh.
    expect(await recent.read('a', 500, load)).toBe(3);
  });

  it('when many ask for a key while its load runs, then they share that one load', async () => {
    const recent = createRecent<string>({ maxEntries: 10, ttlMs: 1000 });
    let loads = 0;
    let finish!: (value: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const burst = Array.from({ length: 50 }, () => recent.read('k', 0, load));
    finish('v');
    expect(await Promise.all(burst)).toEqual(Array(50).fill('v'));
    expect(loads).toBe(1);
  });

  it('when more keys than its bound are kept, then the oldest goes first', async () => {
    const recent = createRecent<string>({ maxEntries: 2, ttlMs: 1000 });
    const load = (v: string) => async () => v;
    await recent.read('a', 0, load('a1'));
    await recent.read('b', 0, load('b1'));
    await recent.read('c', 0, load('c1'));
    expect(await recent.read('b', 1, load('b2'))).toBe('b1');
    expect(await recent.read('a', 1, load('a2'))).toBe('a2');
  });

  it('when a load fails, then its callers get the error and nothing is kept', async () => {
    const recent = createRecent<string>({ maxEntries: 2, ttlMs: 1000 });
    await expect(recent.read('a', 0, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await recent.read('a', 0, async () => 'up')).toBe('up');
  });
});
