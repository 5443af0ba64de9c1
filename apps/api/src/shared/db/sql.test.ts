import { describe, expect, it } from 'vitest';
import { rowCount, sql } from './sql';

describe('rowCount', () => {
  it('writes the count into the text, so the statement has no value for it', () => {
    const statement = sql`SELECT 1 FROM users WHERE id = ${'a'} LIMIT ${rowCount(21)}`;
    expect(statement.text).toBe('SELECT 1 FROM users WHERE id = $1 LIMIT 21');
    expect(statement.values).toEqual(['a']);
  });

  it.each([1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s, which is not a row count', (n) => {
    expect(() => rowCount(n)).toThrow(/whole number/);
  });
});
