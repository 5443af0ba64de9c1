/**
 * The data export's memory (docs/decisions/022-data-export.md): one user with 1,000 tasks over many days and 50
 * photo posts downloads their export from the real API, started as a child process; its RSS is read from
 * /proc/<pid>/status while the zip streams, once read as fast as it comes and once by a slow client (which
 * backpressure must hold at the server, not buffer). The goal is growth under 50 MB. Runs on its own PostgreSQL
 * database (`<DATABASE_URL>_export`), made anew each run and migrated by the API.
 *
 *   pnpm --filter @dayleaf/bench export [--photos 50] [--tasks 1000] [--slow-kbps 4000]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startApi } from './api-server';
import { parseArgs } from './lib/args';
import { databaseName, databaseUrl } from './lib/db';
import { RESULTS_DIR } from './lib/paths';
import { makePhoto } from './lib/photo';
import { round } from './lib/stats';

const GOAL_MB = 50;
const MB = 1024 * 1024;

/** The process's resident set in bytes, as the kernel counts it. */
function rssOf(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(line[1]) * 1024;
}

/** Samples a process's RSS every few milliseconds until stopped; returns the highest. */
function sampleRss(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}

/** Drops and creates the run's database, so every run starts from the migrations as they are now. */
async function freshDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const name = `"${databaseName(url).replace(/"/g, '""')}"`;
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const args = parseArgs(process.argv.slice(2), { photos: 'string', tasks: 'string', 'slow-kbps': 'string' });
  const photos = Number(args.photos ?? 50);
  const tasks = Number(args.tasks ?? 1000);
  const slowKbps = Number(args['slow-kbps'] ?? 4000);
  const url = new URL(databaseUrl('S1'));
  url.pathname = `${url.pathname}_export`;
  await freshDatabase(url.toString());

  const api = await startApi(url.toString(), randomBytes(24).toString('base64url'), 'source', 'warn', {
    env: { RATE_LIMIT_EXPORTS_PER_DAY: '1000000000' },
  });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    const username = `export_${randomBytes(4).toString('hex')}`;
    const signup = await fetch(`${api.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'bench-password-1' }),
    });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
    const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { id } = (await signup.json()) as { id: string };

    // 1,000 tasks, three a day with every day completed, and a mood a day, as a long-time user has them.
    const days = Math.ceil(tasks / 3);
    await pool.query(
      `INSERT INTO tasks (user_id, name, emoji, date, completed)
       SELECT $1, 'Habit ' || (n % 3 + 1), '✅', current_date - $3::int + n / 3, true FROM generate_series(0, $2::int - 1) n`,
      [id, tasks, days],
    );
    await pool.query(
      `INSERT INTO mood_logs (user_id, date, mood) SELECT $1, current_date - d, 'happy' FROM generate_series(1, $2::int) d`,
      [id, days],
    );

    // The photos go through the API, so they are stored as a real upload is (the original size only is exported).
    const photo = await makePhoto(2400, 1800);
    const started = performance.now();
    for (let i = 0; i < photos; i++) {
      const form = new FormData();
      form.set('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      form.set('caption', `Photo ${i + 1}`);
      form.set('user_id', id);
      const res = await fetch(`${api.url}/api/posts`, { method: 'POST', body: form, headers: { cookie } });
      if (res.status !== 201) throw new Error(`post answered ${res.status}: ${await res.text()}`);
    }
    console.log(`seeded ${tasks} tasks over ${days} days and ${photos} photo posts in ${round((performance.now() - started) / 1000, 1)} s`);

    async function download(label: string, bytesPerSecond: number | null) {
      await sleep(500);
      const before = rssOf(api.pid);
      const sampler = sampleRss(api.pid);
      const t = performance.now();
      const res = await fetch(`${api.url}/api/users/${id}/export`, { headers: { cookie } });
      if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
      const reader = res.body.getReader();
      let bytes = 0;
      let head = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!head) head = Buffer.from(value.subarray(0, 2)).toString('latin1');
        bytes += value.byteLength;
        if (bytesPerSecond) await sleep((value.byteLength / bytesPerSecond) * 1000);
      }
      const peak = sampler.stop();
      if (head !== 'PK') throw new Error(`the export is not a zip (starts with ${JSON.stringify(head)})`);
      const row = {
        client: label,
        archive_mb: round(bytes / MB, 1),
        seconds: round((performance.now() - t) / 1000, 1),
        rss_before_mb: round(before / MB, 1),
        rss_peak_mb: round(peak / MB, 1),
        rss_growth_mb: round((peak - before) / MB, 1),
      };
      console.log(
        `${label.padEnd(6)} archive ${row.archive_mb} MB in ${row.seconds} s  RSS ${row.rss_before_mb} -> peak ${row.rss_peak_mb} MB (growth ${row.rss_growth_mb} MB, goal < ${GOAL_MB})`,
      );
      return row;
    }

    const runs = [await download('fast', null), await download('slow', slowKbps * 1000), await download('fast', null)];
    const worst = Math.max(...runs.map((r) => r.rss_growth_mb));
    const result = {
      measured_at: new Date().toISOString(),
      tasks,
      photos,
      goal_rss_growth_mb: GOAL_MB,
      worst_rss_growth_mb: worst,
      pass: worst < GOAL_MB,
      runs,
    };
    writeFileSync(path.join(RESULTS_DIR, 'export.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`${result.pass ? 'PASS' : 'FAIL'}: worst RSS growth ${worst} MB (goal < ${GOAL_MB} MB); written to bench/results/export.json`);
    if (!result.pass) process.exitCode = 1;
  } finally {
    await pool.end();
    await api.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
