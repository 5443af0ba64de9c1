import pg from 'pg';

export type Size = 'S1' | 'S10' | 'S10u';
export const SIZES: Size[] = ['S1', 'S10', 'S10u'];

export function parseSize(value: unknown): Size {
  if (value === undefined || value === true) return 'S1';
  if (SIZES.includes(value as Size)) return value as Size;
  throw new Error(`--size must be one of ${SIZES.join(', ')}`);
}

const BASE_URL = 'postgres://dayleaf:dayleaf@localhost:5432/dayleaf_bench';

/**
 * One database per size, so S1 and S10 stay seeded side by side and a full run never reseeds.
 * DATABASE_URL names the S1 database; the others take its name with a suffix.
 */
export function databaseUrl(size: Size, env: NodeJS.ProcessEnv = process.env): string {
  const url = new URL(env.DATABASE_URL || BASE_URL);
  if (size !== 'S1') url.pathname = `${url.pathname}_${size.toLowerCase()}`;
  return url.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Creates the database when missing, through the server's maintenance database. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseName(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

export interface SeedMeta {
  size: Size;
  today: string;
  seeded_at: string;
}

/** What the last seed of this database was, or null when it was never seeded by the bench. */
export async function readSeedMeta(url: string): Promise<SeedMeta | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    if ((err as { code?: string }).code === '3D000') return null; // database does not exist
    throw err;
  }
  try {
    const { rows } = await client.query<SeedMeta>(
      `SELECT size, today::text AS today, seeded_at::text AS seeded_at FROM bench_meta LIMIT 1`,
    );
    return rows[0] ?? null;
  } catch (err) {
    if ((err as { code?: string }).code === '42P01') return null; // no bench_meta table
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * The server settings a figure depends on, beside the size of the database measured. F reads a 10,000-row table that
 * stays in any buffer cache; the scenarios read and write a database of about 2 GB (S1), so a server whose
 * shared_buffers is smaller serves them from the kernel's page cache, and its writes evict pages (bench/notes/2026-11-28-database-server-cache.md).
 */
export async function readServerSettings(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; shared_buffers: string; buffers_bytes: string; max_wal_size: string; synchronous_commit: string; database_bytes: string }>(
      `SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS shared_buffers,
              (SELECT setting::bigint * 8192 FROM pg_settings WHERE name = 'shared_buffers')::text AS buffers_bytes,
              current_setting('max_wal_size') AS max_wal_size, current_setting('synchronous_commit') AS synchronous_commit,
              pg_database_size(current_database())::text AS database_bytes`,
    );
    const r = rows[0]!;
    return {
      version: r.version,
      shared_buffers: r.shared_buffers,
      max_wal_size: r.max_wal_size,
      synchronous_commit: r.synchronous_commit,
      database_mb: Math.round(Number(r.database_bytes) / 2 ** 20),
      cache_holds_database: Number(r.buffers_bytes) >= Number(r.database_bytes),
    };
  } finally {
    await client.end();
  }
}

export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}
