import { raw, type Sql } from '../../shared/db/sql';
import { cursorPart, cursorParts, cursorTextSql, cursorTime, encodeCursor, type CursorCodec, type SqlCursorCodec } from '../../shared/http/pagination';

/**
 * Where a page of a challenge list (global, friends) starts: active challenges come before ended ones, each newest
 * first, so the key is the last row's segment with its time and id; a (time, id) key alone could not tell which
 * segment the next page continues in.
 */
export interface ChallengeListKey {
  active: boolean;
  at: string;
  id: string;
}

/** The challenge lists' cursor: the segment (`a` active, `e` ended), the creation time with its microseconds, the id. */
export const challengeListCursor = {
  encode: (key: ChallengeListKey): string => encodeCursor([key.active ? 'a' : 'e', key.at, key.id]),
  decode(text: string): ChallengeListKey | null {
    const parts = cursorParts(text, [cursorPart.oneOf('a', 'e'), cursorPart.instant, cursorPart.uuid]);
    return parts && { active: parts[0] === 'a', at: parts[1]!, id: parts[2]! };
  },
} satisfies CursorCodec<ChallengeListKey>;

/**
 * Where a page of a challenge's participants starts. They are ordered by progress, so the key is the last row's rank
 * (progress + 1 when the viewer may see it, 0 when hidden: hidden progress sorts last and never reaches the cursor),
 * then its join time and user id.
 */
export interface ParticipantKey {
  rank: number;
  at: string;
  id: string;
}

/** The participants' cursor: the rank, the join time with its microseconds, the user id. */
export const participantCursor = {
  encode: (key: ParticipantKey): string => encodeCursor([key.rank, key.at, key.id]),
  decode(text: string): ParticipantKey | null {
    const parts = cursorParts(text, [cursorPart.count, cursorPart.instant, cursorPart.uuid]);
    return parts && { rank: Number(parts[0]), at: parts[1]!, id: parts[2]! };
  },
  /** The same cursor written by PostgreSQL (jsonPageSql's `cursor`) from the row's rank, join time and id columns. */
  sql: (rank: string, time: string, id: string): Sql => cursorTextSql([raw(rank), cursorTime(time), raw(id)]),
} satisfies SqlCursorCodec<ParticipantKey>;
