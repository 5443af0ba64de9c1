import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf } from './cursor';

const ID = '0b5f8a52-3c1e-4f7a-9d2b-6e8c1a2b3c4d';

describe('decodeCursor', () => {
  it('when the cursor was made by encodeCursor, then it reads back with its microseconds', () => {
    const cursor = { at: '2026-03-10T12:00:00.123456Z', id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('when no cursor is sent, then it is null', () => {
    expect(decodeCursor(undefined)).toBeNull();
  });

  it.each([
    ['garbage', 'abc'],
    ['milliseconds only', `2026-03-10T12:00:00.123Z|${ID}`],
    ['no id', '2026-03-10T12:00:00.123456Z'],
    ['a bad id', '2026-03-10T12:00:00.123456Z|not-a-uuid'],
    ['an impossible date', `2026-02-30T12:00:00.123456Z|${ID}`],
    ['an impossible hour', `2026-03-10T25:00:00.123456Z|${ID}`],
    ['SQL', `2026-03-10T12:00:00.123456Z|${ID}'; DROP TABLE posts; --`],
  ])('when the cursor is %s, then 400', (_case, text) => {
    expect(() => decodeCursor(text)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3].map((n) => ({ n, at: `2026-03-10T12:00:0${n}.000001Z`, id: ID }));

  it('when the extra row is there, then it is dropped and the last shown row is the next cursor', () => {
    const page = pageOf(rows, 2, (r) => r);
    expect(page.items.map((r) => r.n)).toEqual([1, 2]);
    expect(page.next).toBe(`2026-03-10T12:00:02.000001Z|${ID}`);
  });

  it('when the page is not full, then there is no next cursor', () => {
    expect(pageOf(rows, 3, (r) => r).next).toBeNull();
  });
});
