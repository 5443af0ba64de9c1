import { raw, Sql } from 'sql-template-tag';

/**
 * SQL is written with the `sql` tag: each fragment carries its own values, so a fragment shared by
 * several statements (who is a friend, whose profile is visible) needs no agreed parameter positions.
 * The same fragments always render the same text with `$1`, `$2`... in order, so a statement's text is
 * stable and PostgreSQL's prepared statements (postgres.ts) still plan it once.
 */
export { default as sql, empty, join, raw, Sql } from 'sql-template-tag';

/** A statement as the engines take it: text with positional parameters and their values. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** Text with its values, whether written with the `sql` tag or as plain text (migrations, scripts). */
export function statementOf(statement: Sql | string, params?: unknown[]): Statement {
  return statement instanceof Sql ? { text: statement.text, values: statement.values } : { text: statement, values: params ?? [] };
}

/**
 * A page's row count written into the statement's text instead of sent as a value. PostgreSQL keeps one plan for a
 * prepared statement (its generic plan) only when that plan costs about what a plan for the values at hand would;
 * under `LIMIT $n` it must guess a tenth of the rows, so a page whose other conditions are all equalities (the feed's
 * first page) was planned again on every request. Page sizes are bounded by the contract, so each is one more
 * prepared statement at most (docs/decisions/037-generic-plans-and-young-generation.md).
 */
export function rowCount(n: number): Sql {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`A row count must be a whole number, not ${n}.`);
  return raw(String(n));
}
