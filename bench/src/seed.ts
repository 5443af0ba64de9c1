import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrate, MigrationError, readMigrations } from '../../apps/api/src/shared/db/migrate';
import { createPostgresDb } from '../../apps/api/src/shared/db/postgres';
import { PASSWORD_HASH, SIZE_CONFIG } from './fixtures';
import { parseArgs } from './lib/args';
import { databaseName, databaseUrl, ensureDatabase, parseSize, readSeedMeta, utcToday, type Size } from './lib/db';
import { MIGRATIONS_DIR } from './lib/paths';
import { COUNTER_CHECKS, insertSql, seedSteps, type SeedStep } from './seed-sql';

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Applies the app's migrations; a bench database whose migrations were edited since is rebuilt from empty. */
async function migrateBenchDb(url: string): Promise<void> {
  const run = async () => {
    const db = createPostgresDb({ connectionString: url, max: 1 });
    try {
      return await migrate(db, readMigrations(MIGRATIONS_DIR));
    } finally {
      await db.close();
    }
  };
  let applied: string[];
  try {
    applied = await run();
  } catch (err) {
    if (!(err instanceof MigrationError)) throw err;
    log(`${err.message} Rebuilding the bench schema.`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;').finally(() => client.end());
    applied = await run();
  }
  log(`migrations: ${applied.length ? applied.join(', ') : 'up to date'}`);
}

interface Column {
  name: string;
  generated: boolean;
  required: boolean;
}

async function tableColumns(client: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await client.query<Column>(
    `SELECT attname AS name, attgenerated <> '' AS generated, attnotnull AND NOT atthasdef AS required
       FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [table],
  );
  return rows;
}

/** The step's columns that the table still takes; a new required column the seed does not fill stops it. */
async function columnsFor(client: pg.Client, step: SeedStep): Promise<string[]> {
  const columns = await tableColumns(client, step.table);
  const missing = columns.filter((c) => c.required && !c.generated && !(c.name in step.columns));
  if (missing.length) throw new Error(`${step.table}.${missing[0]!.name} is required but the bench seed does not fill it (bench/src/seed-sql.ts).`);
  return Object.keys(step.columns).filter((name) => columns.some((c) => c.name === name && !c.generated));
}

/** Secondary indexes (not backing a constraint) of the tables: built once after the load instead of row by row. */
async function secondaryIndexes(client: pg.Client, tables: string[]) {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  return rows;
}

/** Migrates with the app's own runner, empties every user-owned table, then seeds `size` from scratch. */
export async function seed(size: Size, url = databaseUrl(size)): Promise<void> {
  const started = performance.now();
  if (await ensureDatabase(url)) log(`created database ${databaseName(url)}`);
  await migrateBenchDb(url);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET TimeZone = 'UTC'`);
    // Foreign keys hold by construction; skipping their triggers makes the bulk load several times faster.
    await client.query(`SET session_replication_role = replica`);
    await client.query(`SET synchronous_commit = off`);
    await client.query(`SET maintenance_work_mem = '256MB'`);
    await client.query(`SET work_mem = '64MB'`);
    // One transaction from the emptying to bench_meta: a seed stopped halfway (Ctrl-C, a run stopped during the S10
    // seed) rolls back to the database as it was, with its secondary indexes, instead of leaving them dropped for
    // every later seed and run (secondaryIndexes() can only rebuild what it finds).
    await client.query('BEGIN');
    // Every user-owned table references users, so one cascade empties them all, whatever features added.
    await client.query('TRUNCATE users, rate_limit_hits CASCADE');

    const today = utcToday();
    const anchor = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const cfg = SIZE_CONFIG[size];
    const steps = seedSteps(cfg, today, anchor, PASSWORD_HASH);
    log(`seeding ${size} (${cfg.users} users, ${cfg.users * cfg.postsPerUser} posts) for ${today} into ${databaseName(url)}`);

    const indexes = await secondaryIndexes(client, [...new Set(steps.map((s) => s.table))]);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    for (const step of steps) {
      const t = performance.now();
      const res = await client.query(insertSql(step, await columnsFor(client, step)), step.params);
      log(`  ${step.name.padEnd(24)} ${String(res.rowCount).padStart(10)} rows  ${secs(performance.now() - t)}`);
    }
    let t = performance.now();
    for (const index of indexes) await client.query(index.def);
    log(`  ${`${indexes.length} indexes rebuilt`.padEnd(24)} ${''.padStart(15)}  ${secs(performance.now() - t)}`);
    // Stored progress as the completions and joins keep it (docs/decisions/027-stored-progress.md), counted once the
    // marker index is back.
    t = performance.now();
    await client.query(`UPDATE challenge_participants cp SET progress = challenge_progress(cp.user_id, c.start_date, c.duration_days)
      FROM challenges c WHERE c.id = cp.challenge_id`);
    log(`  ${'participant progress'.padEnd(24)} ${''.padStart(15)}  ${secs(performance.now() - t)}`);
    // The user's counts, as the triggers of migration 0025 keep them (off while seeding).
    t = performance.now();
    await client.query(`UPDATE users u SET
        friend_count = (SELECT count(*) FROM friendships f WHERE f.requester_id = u.id AND f.status = 'accepted')
          + (SELECT count(*) FROM friendships f WHERE f.addressee_id = u.id AND f.status = 'accepted'),
        post_count = (SELECT count(*) FROM posts p WHERE p.user_id = u.id),
        challenges_joined = (SELECT count(*) FROM challenge_participants cp WHERE cp.user_id = u.id),
        challenges_completed = (SELECT count(*) FROM challenge_participants cp JOIN challenges c ON c.id = cp.challenge_id
          WHERE cp.user_id = u.id AND cp.progress >= c.duration_days)`);
    log(`  ${"users' counts".padEnd(24)} ${''.padStart(15)}  ${secs(performance.now() - t)}`);
    // Each notification's actor summary, as migration 0046's trigger keeps it (off while seeding).
    t = performance.now();
    await client.query(`UPDATE notifications n
       SET actor_count = (SELECT count(*) FROM notification_actors a WHERE a.notification_id = n.id),
           latest_actors = ARRAY(SELECT a.actor_id FROM notification_actors a WHERE a.notification_id = n.id
                                  ORDER BY a.created_at DESC, a.actor_id LIMIT 3)`);
    log(`  ${'notification actors'.padEnd(24)} ${''.padStart(15)}  ${secs(performance.now() - t)}`);

    await client.query(`CREATE TABLE IF NOT EXISTS bench_meta (size text NOT NULL, today date NOT NULL, seeded_at timestamptz NOT NULL)`);
    await client.query('TRUNCATE bench_meta');
    await client.query('INSERT INTO bench_meta (size, today, seeded_at) VALUES ($1, $2, now())', [size, today]);
    await client.query('COMMIT');
    await client.query(`SET session_replication_role = DEFAULT`);

    t = performance.now();
    await client.query('VACUUM ANALYZE');
    log(`  ${'VACUUM ANALYZE'.padEnd(24)} ${''.padStart(15)}  ${secs(performance.now() - t)}`);

    // On a server whose buffer cache holds the database (bench/README.md), the seed's pages are still dirty in it: the
    // checkpointer would write them out during the first minutes of the run that follows, on the cores it measures.
    t = performance.now();
    await client.query('CHECKPOINT');
    log(`  ${'CHECKPOINT'.padEnd(24)} ${''.padStart(15)}  ${secs(performance.now() - t)}`);

    t = performance.now();
    for (const [name, sql] of Object.entries(COUNTER_CHECKS)) {
      const { rows } = await client.query<{ count: string }>(sql);
      if (Number(rows[0]!.count) !== 0) throw new Error(`${name} disagrees with its rows in ${rows[0]!.count} cases`);
    }
    log(`  counters consistent (${Object.keys(COUNTER_CHECKS).join(', ')})  ${secs(performance.now() - t)}`);

    log('row counts:');
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
    );
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`);
      if (Number(rows[0]!.n) > 0) log(`  ${name.padEnd(24)} ${Number(rows[0]!.n).toLocaleString('en-US').padStart(12)}`);
    }
  } finally {
    await client.end();
  }
  log(`seeded ${size} in ${secs(performance.now() - started)}`);
}

/** Seeds the size when its database is missing, of another size, or seeded on another day (today's tasks moved on). */
export async function ensureSeeded(size: Size): Promise<string> {
  const url = databaseUrl(size);
  const meta = await readSeedMeta(url);
  if (!meta || meta.size !== size || meta.today !== utcToday()) {
    log(meta ? `${size} was seeded for ${meta.today}; reseeding for today` : `${size} is not seeded yet; seeding`);
    await seed(size, url);
  }
  return url;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const args = parseArgs(process.argv.slice(2), { size: 'string' });
  seed(parseSize(args.size)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
