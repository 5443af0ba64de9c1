import { describe, expect, it } from 'vitest';
import { encodeCursor, keysetCursor } from '../../shared/http/pagination';
import { challengeListCursor, participantCursor } from './cursors';

const ID = '6f1c2b9e-8a57-4d7e-9a3c-2f4b5d6e7f80';
const AT = '2026-03-10T12:00:00.000001Z';

/** Text no cursor of these lists is: too long, another list's, or parts of the wrong kind. */
const HOSTILE: [string, string][] = [
  ['a megabyte of text', 'x'.repeat(1 << 20)],
  ['a megabyte of a cursor repeated', encodeCursor(['a', AT, ID]).repeat(1 << 14)],
  ['the feed\'s (time, id) cursor', keysetCursor.encode({ at: AT, id: ID })],
  ['JSON of a key', Buffer.from(JSON.stringify({ active: true, at: AT, id: ID })).toString('base64url')],
  ['an id with SQL after it', encodeCursor(['a', AT, `${ID}' OR '1'='1`])],
  ['a time without microseconds', encodeCursor(['e', '2026-03-10T12:00:00Z', ID])],
  ['four parts', encodeCursor(['a', AT, ID, ID])],
];

describe('challengeListCursor', () => {
  it.each([true, false])('when a key in the active segment (%s) is encoded, then it decodes to the same key', (active) => {
    expect(challengeListCursor.decode(challengeListCursor.encode({ active, at: AT, id: ID }))).toEqual({ active, at: AT, id: ID });
  });

  it('when it is written, then it is the text clients already hold: the segment, the time and the id', () => {
    expect(challengeListCursor.encode({ active: false, at: AT, id: ID })).toBe(encodeCursor(['e', AT, ID]));
  });

  it.each([...HOSTILE, ['an unknown segment', encodeCursor(['x', AT, ID])], ['a rank for a segment', encodeCursor([3, AT, ID])]])(
    'when it gets %s, then it refuses it (null)',
    (_case, text) => {
      expect(challengeListCursor.decode(text)).toBeNull();
    },
  );
});

describe('participantCursor', () => {
  it.each([0, 1, 31])('when a key of rank %i is encoded, then it decodes to the same key', (rank) => {
    expect(participantCursor.decode(participantCursor.encode({ rank, at: AT, id: ID }))).toEqual({ rank, at: AT, id: ID });
  });

  it('when a client writes the rank with a leading zero, then it is still that rank', () => {
    expect(participantCursor.decode(encodeCursor(['00', AT, ID]))).toEqual({ rank: 0, at: AT, id: ID });
  });

  it.each([
    ...HOSTILE,
    ['a negative rank', encodeCursor([-1, AT, ID])],
    ['a rank in exponent form', encodeCursor(['1e3', AT, ID])],
    ['a rank past any progress', encodeCursor([100_000, AT, ID])],
    ['a segment for a rank', encodeCursor(['a', AT, ID])],
  ])('when it gets %s, then it refuses it (null)', (_case, text) => {
    expect(participantCursor.decode(text)).toBeNull();
  });

  it('when PostgreSQL writes it for a page it cuts, then it joins the rank, the time with its microseconds and the id', () => {
    expect(participantCursor.sql('r.rank', 'r.joined_at', 'r.id').text).toBe(
      `r.rank || '|' || to_char(r.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || r.id`,
    );
  });
});
