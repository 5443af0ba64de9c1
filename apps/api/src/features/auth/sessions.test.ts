import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../shared/db/db';
import { atOf, FakeClock } from '../../shared/clock';
import { createChangeFeed } from '../../shared/db/change-feed';
import { statementOf } from '../../shared/db/sql';
import { listeningDb } from '../../../test/listening-db';
import { createSessionStore } from './sessions';

/** A database that only keeps what it was asked to store. */
function storingDb(): Queryable & { stored: unknown[][] } {
  const stored: unknown[][] = [];
  return {
    stored,
    query: async (statement, params) => {
      stored.push(statementOf(statement, params).values);
      return { rows: [], rowCount: 1 };
    },
    exec: async () => undefined,
  };
}

describe('session ids', () => {
  it('when 10,000 sessions are created, then every id is distinct, 256 bits of base64url, and only its hash is stored', async () => {
    const db = storingDb();
    const store = createSessionStore('secret', createChangeFeed(listeningDb().db));
    const at = atOf(new FakeClock());
    const tokens: string[] = [];
    for (let i = 0; i < 10_000; i++) tokens.push(await store.create(db, '00000000-0000-4000-8000-000000000001', at));

    expect(new Set(tokens).size).toBe(10_000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const storedValues = new Set(db.stored.flat().filter((v): v is string => typeof v === 'string'));
    expect(tokens.filter((t) => storedValues.has(t))).toEqual([]);
    expect(new Set(db.stored.map((params) => params[0])).size).toBe(10_000);
  });
});
