import { describe, expect, it } from 'vitest';
import { cursorPart, decodeCursor, encodeCursor, keysetOf, keysetPage, pageOf } from './pagination';

const ID = '6f1c2b9e-8a57-4d7e-9a3c-2f4b5d6e7f80';
const checks = [cursorPart.oneOf('a', 'e'), cursorPart.instant, cursorPart.uuid];

describe('decodeCursor', () => {
  it('when the cursor was made by encodeCursor, then it reads back to its parts with their microseconds', () => {
    const parts = ['a', '2026-03-10T12:00:00.123456Z', ID];
    expect(decodeCursor(encodeCursor(parts), checks)).toEqual(parts);
  });

  it('when a count part was encoded as a number, then it reads back as its text', () => {
    const cursor = encodeCursor([3, '2026-03-10T12:00:00.000001Z', ID]);
    expect(decodeCursor(cursor, [cursorPart.count, cursorPart.instant, cursorPart.uuid])).toEqual(['3', '2026-03-10T12:00:00.000001Z', ID]);
  });

  it('when no cursor is sent, then it is null', () => {
    expect(decodeCursor(undefined, checks)).toBeNull();
  });

  it.each([
    ['text that is not a cursor', 'hello'],
    ['too few parts', encodeCursor(['a', ID])],
    ['too many parts', encodeCursor(['a', '2026-03-10T12:00:00.123456Z', ID, 'x'])],
    ['an unknown segment', encodeCursor(['x', '2026-03-10T12:00:00.000000Z', ID])],
    ['milliseconds only', encodeCursor(['a', '2026-03-10T12:00:00.123Z', ID])],
    ['an impossible date', encodeCursor(['a', '2026-02-30T12:00:00.000000Z', ID])],
    ['an impossible hour', encodeCursor(['a', '2026-03-10T25:00:00.000000Z', ID])],
    ['a year the database cannot hold', encodeCursor(['a', '0000-01-01T00:00:00.000000Z', ID])],
    ['an id that is not a uuid', encodeCursor(['a', '2026-03-10T12:00:00.000000Z', 'abc'])],
    ['SQL after the id', encodeCursor(['a', '2026-03-10T12:00:00.000000Z', `${ID}'; DROP TABLE posts; --`])],
  ])('when the cursor has %s, then 400', (_case, cursor) => {
    expect(() => decodeCursor(cursor, checks)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('when a count part is not a whole number, then 400', () => {
    const cursor = encodeCursor(['1e3', '2026-03-10T12:00:00.000000Z', ID]);
    expect(() => decodeCursor(cursor, [cursorPart.count, cursorPart.instant, cursorPart.uuid])).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3].map((n) => ({ n, at: `2026-03-10T12:00:0${n}.000001Z`, id: ID }));

  it('when the extra row is there, then it is dropped and the last shown row is the next cursor', () => {
    const page = pageOf(rows, 2, (r) => encodeCursor([r.at, r.id]));
    expect(page.items.map((r) => r.n)).toEqual([1, 2]);
    expect(decodeCursor(page.next!, [cursorPart.instant, cursorPart.uuid])).toEqual(['2026-03-10T12:00:02.000001Z', ID]);
  });

  it('when the page is exactly full, then there is no next cursor', () => {
    expect(pageOf(rows, 3, (r) => r.at)).toEqual({ items: rows, next: null });
  });
});

describe('keysetPage and keysetOf', () => {
  const at = (n: number) => `2026-03-10T12:00:0${n}.000001Z`;
  const rows = [1, 2, 3].map((n) => ({ name: `row ${n}`, cursor_at: at(n), cursor_id: ID }));

  it('when the extra row is there, then the items lose their cursor columns and the next cursor reads back as the last one', () => {
    const page = keysetPage(rows, 2);
    expect(page.items).toEqual([{ name: 'row 1' }, { name: 'row 2' }]);
    expect(keysetOf(page.next!)).toEqual({ at: at(2), id: ID });
  });

  it('when no cursor is sent, then null; when it is not an instant and an id, then 400', () => {
    expect(keysetOf(undefined)).toBeNull();
    expect(() => keysetOf(encodeCursor(['a', at(1), ID]))).toThrow(expect.objectContaining({ status: 400 }));
  });
});
