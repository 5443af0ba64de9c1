import { Sql } from 'sql-template-tag';

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
