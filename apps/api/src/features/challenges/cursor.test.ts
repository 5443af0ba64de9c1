import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http/errors';
import { cursorPart, decodeCursor, encodeCursor } from './cursor';

const checks = [cursorPart.oneOf('a', 'e'), cursorPart.instant, cursorPart.uuid];
const ID = '6f1c2b9e-8a57-4d7e-9a3c-2f4b5d6e7f80';

function refusal(cursor: string): unknown {
  try {
    decodeCursor(cursor, checks);
  } catch (err) {
    return err;
  }
  return null;
}

describe('keyset cursors', () => {
  it('decode to the parts they were made of', () => {
    const parts = ['a', '2026-03-10T12:00:00.123456Z', ID];
    expect(decodeCursor(encodeCursor(parts), checks)).toEqual(parts);
  });

  it('are absent when no cursor is given', () => {
    expect(decodeCursor(undefined, checks)).toBeNull();
  });

  it.each([
    ['text that is not a cursor', 'hello'],
    ['too few parts', encodeCursor(['a', ID])],
    ['an unknown segment', encodeCursor(['x', '2026-03-10T12:00:00.000000Z', ID])],
    ['an impossible date', encodeCursor(['a', '2026-02-30T12:00:00.000000Z', ID])],
    ['an impossible hour', encodeCursor(['a', '2026-03-10T25:00:00.000000Z', ID])],
    ['a year the database cannot hold', encodeCursor(['a', '0000-01-01T00:00:00.000000Z', ID])],
    ['an id that is not a uuid', encodeCursor(['a', '2026-03-10T12:00:00.000000Z', 'abc'])],
  ])('with %s are refused as 400', (_case, cursor) => {
    const err = refusal(cursor);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
  });
});
