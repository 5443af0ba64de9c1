/**
 * Writes db/schema.sql: the schema the migrations leave, read back from the catalog of a database they have just
 * migrated, so a reviewer reads every table, index, trigger and function body as it stands in one file.
 * `pnpm db:schema` (or `pnpm --filter @dayleaf/api db:schema`) migrates a new in-memory embedded database and writes
 * the file; `db-schema.api.test.ts` fails while the checked-in file differs from what the migrations make.
 *
 * The text depends only on the migrations, never on the engine that ran them (PGlite and PostgreSQL 15 write the same),
 * on the schema's name (a test's schema on PostgreSQL reads as the embedded `public`) or on the server's collation.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../shared/db/db';

export const SCHEMA_FILE = 'db/schema.sql';
export const SCHEMA_COMMAND = 'pnpm db:schema';

/** Tables of the migration runner itself (shared/db/migrate.ts), not of any migration. */
const LEFT_OUT_TABLES = ['schema_migrations'];

const HEADER = `-- The database schema as db/migrations leave it, read from the catalog of a freshly migrated database.
-- Written by \`${SCHEMA_COMMAND}\` (apps/api/src/scripts/db-schema.ts): do not edit it by hand. Change the schema with a
-- new migration, then run the command and commit this file with it; a test fails while the two disagree.
-- For reading, not for running: databases are made by the migrations. Tables come in name order, each with its
-- constraints, indexes and triggers; functions last, in name order, with their bodies.
-- Left out: schema_migrations (the migration runner's record of what it applied), pg-boss's own schema \`pgboss\`
-- (created by pg-boss when the app starts, not by a migration), the rows migrations insert, owners and grants.
`;

/** The current schema's oid, as a subquery: the one the connection's search path puts first. */
const SCHEMA = `(SELECT oid FROM pg_namespace WHERE nspname = current_schema())`;
/** Objects that belong to an extension (pg_trgm's functions, which live in `public` with ours). */
const notOfExtension = (classId: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.classid = '${classId}'::regclass AND e.objid = ${oid} AND e.deptype = 'e')`;

async function rows<R>(db: Queryable, text: string): Promise<R[]> {
  return (await db.query<R>(text)).rows;
}

export class UnshownObjectError extends Error {
  override name = 'UnshownObjectError';
}

/** Kinds of object this file does not write yet: finding one stops, so the file never leaves part of the schema out. */
async function refuseUnshown(db: Queryable): Promise<void> {
  const found = await rows<{ what: string }>(
    db,
    `SELECT what FROM (
       SELECT format('relation %I of relkind %s', relname, relkind) AS what FROM pg_class s
        WHERE relnamespace = ${SCHEMA} AND relkind NOT IN ('r', 'i')
          -- An identity column's own sequence, which its column shows (GENERATED ... AS IDENTITY).
          AND NOT (relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d
                                              WHERE d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.deptype = 'i'))
       UNION ALL
       SELECT format('row level security on %I', relname) FROM pg_class
        WHERE relnamespace = ${SCHEMA} AND (relrowsecurity OR relforcerowsecurity)
       UNION ALL
       SELECT format('type %I of typtype %s', typname, typtype) FROM pg_type t
        WHERE typnamespace = ${SCHEMA} AND typtype IN ('e', 'd', 'r', 'm') AND ${notOfExtension('pg_type', 't.oid')}
       UNION ALL
       SELECT format('function %I of prokind %s', proname, prokind) FROM pg_proc p
        WHERE pronamespace = ${SCHEMA} AND prokind NOT IN ('f', 'p') AND ${notOfExtension('pg_proc', 'p.oid')}
       UNION ALL
       SELECT format('rule %I on %I', r.rulename, c.relname) FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class
        WHERE c.relnamespace = ${SCHEMA}
       UNION ALL
       SELECT format('policy %I on %I', p.polname, c.relname) FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid
        WHERE c.relnamespace = ${SCHEMA}
     ) unshown ORDER BY what COLLATE "C"`,
  );
  if (found.length) {
    throw new UnshownObjectError(
      `db/schema.sql cannot show ${found.map((f) => f.what).join(', ')}: teach apps/api/src/scripts/db-schema.ts to write it.`,
    );
  }
}

/**
 * The extensions the schema's tables, indexes and functions depend on (pg_trgm, for the username search's index), but
 * plpgsql, which every database has. Not every extension the database has: a server may hold others no migration made.
 */
async function extensions(db: Queryable): Promise<string[]> {
  const found = await rows<{ text: string }>(
    db,
    `SELECT DISTINCT format('CREATE EXTENSION IF NOT EXISTS %I WITH SCHEMA %I;', x.extname, n.nspname) AS text
       FROM pg_depend d
       JOIN pg_depend m ON m.classid = d.refclassid AND m.objid = d.refobjid AND m.deptype = 'e'
       JOIN pg_extension x ON x.oid = m.refobjid
       JOIN pg_namespace n ON n.oid = x.extnamespace
      WHERE x.extname <> 'plpgsql'
        AND ((d.classid = 'pg_class'::regclass AND d.objid IN (SELECT oid FROM pg_class WHERE relnamespace = ${SCHEMA}))
         OR (d.classid = 'pg_proc'::regclass AND d.objid IN (SELECT oid FROM pg_proc WHERE pronamespace = ${SCHEMA})))`,
  );
  return found.map((x) => x.text).sort();
}

interface Table {
  oid: number;
  name: string;
  unlogged: boolean;
  options: string | null;
}
interface Column {
  table: number;
  name: string;
  type: string;
  collation: string | null;
  not_null: boolean;
  generated: string;
  identity: string;
  expr: string | null;
}
interface Part {
  table: number;
  text: string;
}

async function tables(db: Queryable): Promise<string[]> {
  const left = LEFT_OUT_TABLES.map((t) => `'${t}'`).join(', ');
  const list = await rows<Table>(
    db,
    `SELECT c.oid::int AS oid, quote_ident(c.relname) AS name, c.relpersistence = 'u' AS unlogged,
            array_to_string(c.reloptions, ', ') AS options
       FROM pg_class c
      WHERE c.relnamespace = ${SCHEMA} AND c.relkind = 'r' AND c.relname NOT IN (${left})
      ORDER BY c.relname COLLATE "C"`,
  );
  const ofTables = `IN (SELECT oid FROM pg_class WHERE relnamespace = ${SCHEMA} AND relkind = 'r')`;
  const columns = await rows<Column>(
    db,
    `SELECT a.attrelid::int AS table, quote_ident(a.attname) AS name, format_type(a.atttypid, a.atttypmod) AS type,
            CASE WHEN a.attcollation <> t.typcollation THEN quote_ident(co.collname) END AS collation,
            a.attnotnull AS not_null, a.attgenerated::text AS generated, a.attidentity::text AS identity,
            pg_get_expr(d.adbin, d.adrelid, true) AS expr
       FROM pg_attribute a
       JOIN pg_type t ON t.oid = a.atttypid
       LEFT JOIN pg_collation co ON co.oid = a.attcollation
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid ${ofTables} AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attrelid, a.attnum`,
  );
  // Keys first, then foreign keys, then checks; by name within each kind. Not-null constraints (PostgreSQL 18 lists
  // them here) are shown on their columns.
  const constraints = await rows<Part>(
    db,
    `SELECT conrelid::int AS table, format('CONSTRAINT %I %s', conname, pg_get_constraintdef(oid, true)) AS text
       FROM pg_constraint
      WHERE conrelid ${ofTables} AND contype IN ('p', 'u', 'x', 'f', 'c', 't')
      ORDER BY conrelid, array_position(ARRAY['p', 'u', 'x', 'f', 'c', 't'], contype::text), conname COLLATE "C"`,
  );
  // Indexes that are not a key's (those are its constraint).
  const indexes = await rows<Part>(
    db,
    `SELECT i.indrelid::int AS table, pg_get_indexdef(i.indexrelid, 0, true) || ';' AS text
       FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
      WHERE i.indrelid ${ofTables}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k
                         WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid AND k.contype IN ('p', 'u', 'x'))
      ORDER BY ic.relname COLLATE "C"`,
  );
  // In name order, the order PostgreSQL runs the triggers of one event in.
  const triggers = await rows<Part>(
    db,
    `SELECT t.tgrelid::int AS table, pg_get_triggerdef(t.oid, true) || ';' ||
            CASE t.tgenabled WHEN 'O' THEN ''
              ELSE format(E'\\nALTER TABLE %I %s TRIGGER %I;', c.relname,
                          CASE t.tgenabled WHEN 'D' THEN 'DISABLE' WHEN 'R' THEN 'ENABLE REPLICA' ELSE 'ENABLE ALWAYS' END,
                          t.tgname)
            END AS text
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgrelid ${ofTables} AND NOT t.tgisinternal
      ORDER BY t.tgname COLLATE "C"`,
  );
  const of = <T extends { table: number }>(items: T[], table: number) => items.filter((x) => x.table === table);
  return list.map((table) => {
    const lines = [
      ...of(columns, table.oid).map(columnText),
      ...of(constraints, table.oid).map((c) => c.text),
    ];
    const head = `CREATE ${table.unlogged ? 'UNLOGGED ' : ''}TABLE ${table.name} (`;
    const tail = table.options ? `) WITH (${table.options});` : ');';
    return [
      head,
      lines.map((l) => `  ${l}`).join(',\n'),
      tail,
      ...of(indexes, table.oid).map((i) => i.text),
      ...of(triggers, table.oid).map((t) => t.text),
    ].join('\n');
  });
}

function columnText(c: Column): string {
  let text = `${c.name} ${c.type}`;
  if (c.collation) text += ` COLLATE ${c.collation}`;
  if (c.generated === 's') text += ` GENERATED ALWAYS AS (${c.expr}) STORED`;
  else if (c.expr !== null) text += ` DEFAULT ${c.expr}`;
  if (c.identity === 'a') text += ' GENERATED ALWAYS AS IDENTITY';
  if (c.identity === 'd') text += ' GENERATED BY DEFAULT AS IDENTITY';
  if (c.not_null) text += ' NOT NULL';
  return text;
}

/** Every function of the schema with its body, each trigger function headed by the triggers that call it. */
async function functions(db: Queryable): Promise<string[]> {
  const list = await rows<{ schema: string; callers: string | null; def: string }>(
    db,
    `SELECT quote_ident(current_schema()) AS schema,
            (SELECT string_agg(format('%I ON %I', t.tgname, c.relname), ', ' ORDER BY t.tgname COLLATE "C")
               FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
              WHERE t.tgfoid = p.oid AND NOT t.tgisinternal) AS callers,
            pg_get_functiondef(p.oid) AS def
       FROM pg_proc p
      WHERE p.pronamespace = ${SCHEMA} AND p.prokind IN ('f', 'p') AND ${notOfExtension('pg_proc', 'p.oid')}
      ORDER BY p.proname COLLATE "C", pg_get_function_identity_arguments(p.oid) COLLATE "C"`,
  );
  return list.map(({ schema, callers, def }) => {
    // pg_get_functiondef always names the function with its schema; the other definitions name our objects bare.
    const text = def.replace(new RegExp(`^(CREATE OR REPLACE (?:FUNCTION|PROCEDURE) )${escapeRegExp(schema)}\\.`), '$1');
    return `${callers ? `-- Trigger function of ${callers}\n` : ''}${text.trimEnd()};`;
  });
}

/** The schema file's text for the database `db` connects to (its current schema). */
export async function schemaText(db: Queryable): Promise<string> {
  await refuseUnshown(db);
  const sections: [string, string[]][] = [
    ['Extensions', await extensions(db)],
    ['Tables', await tables(db)],
    ['Functions', await functions(db)],
  ];
  const body = sections
    .filter(([, items]) => items.length)
    .map(([title, items]) => `-- ${title}\n\n${items.join('\n\n')}\n`)
    .join('\n');
  return `${HEADER}\n${body}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A new in-memory embedded database, migrated by the app's own migrations: what every new database starts as. */
export async function freshSchemaText(): Promise<string> {
  const { findRepoRoot } = await import('../config');
  const { migrate, readMigrations } = await import('../shared/db/migrate');
  const { createPgliteDb } = await import('../shared/db/pglite');
  const db = await createPgliteDb();
  try {
    await migrate(db, readMigrations(path.join(findRepoRoot(), 'db/migrations')));
    return await schemaText(db);
  } finally {
    await db.close();
  }
}

async function main() {
  const { findRepoRoot } = await import('../config');
  const file = path.join(findRepoRoot(), SCHEMA_FILE);
  writeFileSync(file, await freshSchemaText());
  console.log(`Wrote ${SCHEMA_FILE}.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
