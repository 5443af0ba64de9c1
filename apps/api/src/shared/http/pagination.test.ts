import { CURSOR_MAX } from '@dayleaf/contracts';
import { describe, expect, it, vi } from 'vitest';
import { cursorPart, cursorParts, encodeCursor, keysetCursor, keysetWhere, limitPlusOne, mapPage, pageFrom } from './pagination';

const ID = '6f1c2b9e-8a57-4d7e-9a3c-2f4b5d6e7f80';
const checks = [cursorPart.oneOf('a', 'e'), cursorPart.instant, cursorPart.uuid];

describe('cursorParts', () => {
  it('when the cursor was made by encodeCursor, then it reads back to its parts with their microseconds', () => {
    const parts = ['a', '2026-03-10T12:00:00.123456Z', ID];
    expect(cursorParts(encodeCursor(parts), checks)).toEqual(parts);
  });

  it('when a count part was encoded as a number, then it reads back as its text', () => {
    const cursor = encodeCursor([3, '2026-03-10T12:00:00.000001Z', ID]);
    expect(cursorParts(cursor, [cursorPart.count, cursorPart.instant, cursorPart.uuid])).toEqual(['3', '2026-03-10T12:00:00.000001Z', ID]);
  });

  it.each([
    ['text that is not a cursor', 'hello'],
    ['no text at all', ''],
    ['too few parts', encodeCursor(['a', ID])],
    ['too many parts', encodeCursor(['a', '2026-03-10T12:00:00.123456Z', ID, 'x'])],
    ['an unknown segment', encodeCursor(['x', '2026-03-10T12:00:00.000000Z', ID])],
    ['milliseconds only', encodeCursor(['a', '2026-03-10T12:00:00.123Z', ID])],
    ['an impossible date', encodeCursor(['a', '2026-02-30T12:00:00.000000Z', ID])],
    ['an impossible hour', encodeCursor(['a', '2026-03-10T25:00:00.000000Z', ID])],
    ['a year the database cannot hold', encodeCursor(['a', '0000-01-01T00:00:00.000000Z', ID])],
    ['an id that is not a uuid', encodeCursor(['a', '2026-03-10T12:00:00.000000Z', 'abc'])],
    ['SQL after the id', encodeCursor(['a', '2026-03-10T12:00:00.000000Z', `${ID}'; DROP TABLE posts; --`])],
    ['a count that is not a whole number', encodeCursor(['1e3', '2026-03-10T12:00:00.000000Z', ID])],
  ])('when the cursor has %s, then it is refused (null)', (_case, cursor) => {
    expect(cursorParts(cursor, checks)).toBeNull();
    expect(cursorParts(cursor, [cursorPart.count, cursorPart.instant, cursorPart.uuid])).toBeNull();
  });

  it('when the text is longer than any cursor taken, then it is refused before it is read', () => {
    const long = encodeCursor(['a', '2026-03-10T12:00:00.000000Z', ID + ' '.repeat(CURSOR_MAX)]);
    expect(cursorParts(long, [cursorPart.oneOf('a'), cursorPart.instant, () => true])).toBeNull();
    // A megabyte is judged by its length alone: it is never decoded.
    const decoding = vi.spyOn(Buffer, 'from');
    try {
      expect(cursorParts('QUJD'.repeat(1 << 18), checks)).toBeNull();
      expect(decoding).not.toHaveBeenCalled();
    } finally {
      decoding.mockRestore();
    }
  });
});

describe('keysetCursor', () => {
  const key = { at: '2026-03-10T12:00:00.000001Z', id: ID };

  it('when a key is encoded, then it decodes to the same key, microseconds and all', () => {
    expect(keysetCursor.decode(keysetCursor.encode(key))).toEqual(key);
  });

  it.each([
    ['a megabyte of text', 'x'.repeat(1 << 20)],
    ['a cursor of three parts', encodeCursor(['a', key.at, key.id])],
    ['the parts in the other order', encodeCursor([key.id, key.at])],
    ['a time without its microseconds', encodeCursor(['2026-03-10T12:00:00Z', key.id])],
    ['JSON instead of parts', Buffer.from(JSON.stringify(key)).toString('base64url')],
    ['a bare id', key.id],
  ])('when it gets %s, then it refuses it (null)', (_case, text) => {
    expect(keysetCursor.decode(text)).toBeNull();
  });

  it('when PostgreSQL writes it for a page it cuts, then it joins the time with its microseconds and the id', () => {
    expect(keysetCursor.sql('r.created_at', 'r.id').text).toBe(
      `to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || r.id`,
    );
  });
});

describe('keysetWhere', () => {
  it('when there is no cursor (the first page), then there is no condition at all', () => {
    expect(keysetWhere(['f.created_at DESC', 'f.id DESC'], null).text).toBe('');
  });

  it('when a list is newest first, then the next page is the rows below the key, compared as a row of typed values', () => {
    const where = keysetWhere(['f.created_at DESC', 'f.id DESC'], { at: '2026-03-10T12:00:00.000001Z', id: ID });
    expect(where.text).toBe('AND (f.created_at, f.id) < ($1::timestamptz, $2::uuid)');
    expect(where.values).toEqual(['2026-03-10T12:00:00.000001Z', ID]);
  });

  it('when a list is oldest first, or ordered by one column, then the comparison follows it', () => {
    expect(keysetWhere(['date ASC', 'created_at ASC', 'id ASC'], [['2026-03-10', 'date'], ['2026-03-10T12:00:00.000001Z', 'timestamptz'], [ID, 'uuid']]).text).toBe(
      'AND (date, created_at, id) > ($1::date, $2::timestamptz, $3::uuid)',
    );
    expect(keysetWhere(['date DESC'], [['2026-03-10', 'date']]).text).toBe('AND date < $1::date');
  });

  it('when the order changes direction after its first column, then that column bounds the scan and the rest breaks its ties', () => {
    const where = keysetWhere(['cp.progress DESC', 'cp.joined_at ASC', 'cp.user_id ASC'], [[4, 'int'], ['2026-03-10T12:00:00.000001Z', 'timestamptz'], [ID, 'uuid']]);
    expect(where.text).toBe('AND cp.progress <= $1::int AND (cp.progress < $2::int OR (cp.joined_at, cp.user_id) > ($3::timestamptz, $4::uuid))');
    expect(where.values).toEqual([4, 4, '2026-03-10T12:00:00.000001Z', ID]);
  });

  it('when it changes direction twice, then each later run is bracketed as one alternative', () => {
    const where = keysetWhere(['a DESC', 'b ASC', 'c DESC'], [[1, 'int'], [2, 'int'], [3, 'int']]);
    expect(where.text).toBe('AND a <= $1::int AND (a < $2::int OR (b >= $3::int AND (b > $4::int OR c < $5::int)))');
  });

  it('when the key has more or fewer values than the order has columns, then it throws rather than compare the wrong ones', () => {
    expect(() => keysetWhere(['a DESC'], { at: '2026-03-10T12:00:00.000001Z', id: ID })).toThrow('A key of 2 values cannot follow an order of 1 columns.');
  });
});

describe('pageFrom', () => {
  const at = (n: number) => `2026-03-10T12:00:0${n}.000001Z`;
  const keyed = [1, 2, 3].map((n) => ({ name: `row ${n}`, cursor_at: at(n), cursor_id: ID }));

  it('when keyed rows hold the extra row, then it is dropped, the items lose their key columns and the next cursor is the last shown', () => {
    const page = pageFrom(keyed, { limit: 2 });
    expect(page.items).toEqual([{ name: 'row 1' }, { name: 'row 2' }]);
    expect(keysetCursor.decode(page.next!)).toEqual({ at: at(2), id: ID });
  });

  it('when the page is exactly full or short, then there is no next cursor', () => {
    expect(pageFrom(keyed, { limit: 3 })).toEqual({ items: keyed.map(({ name }) => ({ name })), next: null });
    expect(pageFrom(keyed, { limit: 5 }).next).toBeNull();
    expect(pageFrom([], { limit: 5 })).toEqual({ items: [], next: null });
  });

  it("when a list has a cursor of its own, then the last row shown is encoded by it and the rows stay as they are", () => {
    const days = [{ date: '2026-03-12' }, { date: '2026-03-11' }, { date: '2026-03-10' }];
    expect(pageFrom(days, { limit: 2 }, (last) => last.date)).toEqual({ items: days.slice(0, 2), next: '2026-03-11' });
    expect(pageFrom(days, { limit: 3 }, (last) => last.date)).toEqual({ items: days, next: null });
  });

  it('when the statement reads the page, then it reads one row more than the page shows', () => {
    expect(limitPlusOne({ limit: 20 }).text).toBe('21');
  });

  it('when a page is mapped, then only its items change', () => {
    expect(mapPage({ items: [1, 2], next: 'c' }, (n) => n * 10)).toEqual({ items: [10, 20], next: 'c' });
  });
});
