import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApi, type ApiFrom, type ApiServer } from '../api-server';
import { parseArgs } from '../lib/args';
import { RESULTS_DIR } from '../lib/paths';
import { createCluster, type Cluster } from './cluster';
import { signUp } from './http';
import { enumerationTiming, healthDuringLoginFlood, sequentialLogins } from './logins';
import { bootBeforeDatabase, outageUnderLoad, type OutagePhases } from './outage';
import { oversizedText } from './oversized-text';
import { parallelUploads } from './parallel-uploads';
import { pixelFloodPng, postPixelFlood } from './pixel-flood';
import { renderTable, type Row } from './report';
import { judgeBoot, judgeEnumeration, judgeHealth, judgeLogins, judgeOutage, judgeOversizedText, judgeParallelUploads, judgePixelFlood } from './verdicts';

const args = parseArgs(process.argv.slice(2), { api: 'string', only: 'string', out: 'string' });
const only = typeof args.only === 'string' ? args.only.toUpperCase().split(',').map((s) => s.trim()) : null;
const wanted = (id: string) => only === null || only.some((o) => id.startsWith(o));
const apiFrom = (args.api ?? 'auto') as ApiFrom;
const outFile = String(args.out ?? path.join(RESULTS_DIR, 'reliability.json'));
const PHASES: OutagePhases = { healthySeconds: 10, outageSeconds: 30, afterSeconds: 20, graceSeconds: 10, bootDelaySeconds: 10 };

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const load = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

async function outageRows(cluster: Cluster, rows: Row[]) {
  log(`F2 boot before the database: API started, database started ${PHASES.bootDelaySeconds} s later...`);
  const boot = await bootBeforeDatabase(cluster, apiFrom, PHASES);
  rows.push(judgeBoot(boot.result));
  let api: ApiServer | null = boot.api;
  try {
    if (!api) {
      await cluster.start().catch(() => undefined);
      api = await startApi(cluster.url, randomBytes(32).toString('base64url'), apiFrom, 'warn');
    }
    log(`F2 outage: ${PHASES.healthySeconds} s healthy, database stopped ${PHASES.outageSeconds} s, then ${PHASES.afterSeconds} s after it is back...`);
    rows.push(judgeOutage(await outageUnderLoad(api, cluster, PHASES)));
  } finally {
    await api?.stop();
  }
}

async function storedHash(url: string, username: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [username]);
    return rows[0]!.password_hash;
  } finally {
    await client.end();
  }
}

async function serviceRows(cluster: Cluster, rows: Row[]) {
  const api = await startApi(cluster.url, randomBytes(32).toString('base64url'), apiFrom, 'warn', {
    env: { RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1000000000' },
  });
  log(`API from ${api.from} at ${api.url} (pid ${api.pid}), bcrypt at the app's default cost`);
  try {
    const account = await signUp(api.url, 'known');
    if (wanted('U3')) {
      log('U3 pixel flood...');
      rows.push(judgePixelFlood(await postPixelFlood(api.url, api.pid, account, await pixelFloodPng())));
    }
    if (wanted('U1')) {
      log('U1 30 parallel uploads near the 10 MB limit refused after the upload, then 30 parallel photos, RSS watched...');
      rows.push(judgeParallelUploads(await parallelUploads(api.url, api.pid, account, 'files')));
      rows.push(judgeParallelUploads(await parallelUploads(api.url, api.pid, account, 'photos')));
    }
    if (wanted('P1')) {
      log('P1 sequential logins...');
      rows.push(judgeLogins(await sequentialLogins(api.url, account, await storedHash(cluster.url, account.username))));
    }
    if (wanted('F4')) {
      log('F4 50 parallel logins with /api/health sampled...');
      rows.push(judgeHealth(await healthDuringLoginFlood(api.url, account)));
    }
    if (wanted('P3')) {
      log('P3 200 unknown usernames vs 200 wrong passwords...');
      rows.push(judgeEnumeration(await enumerationTiming(api.url, account)));
    }
    if (wanted('F7')) {
      log('F7 100 task POSTs with a 90 kB emoji vs 100 with a one-character one, /api/health sampled...');
      rows.push(judgeOversizedText(await oversizedText(api.url, account)));
    }
    if (api.exitCode() !== null) throw new Error(`the API exited with ${api.exitCode()} during the run:\n${api.output()}`);
  } finally {
    await api.stop();
  }
}

async function main() {
  const started = performance.now();
  const loadAtStart = load();
  log(`Reliability bench: ${os.cpus().length} CPUs, load average ${loadAtStart.join(' ')}`);
  const cluster = await createCluster();
  log(`PostgreSQL for this run: ${cluster.describe}`);
  const rows: Row[] = [];
  try {
    if (wanted('F2')) await outageRows(cluster, rows);
    else await cluster.start();
    if (['U1', 'U3', 'P1', 'F4', 'P3', 'F7'].some(wanted)) await serviceRows(cluster, rows);
  } finally {
    await cluster.destroy().catch((err: Error) => log(`cluster teardown failed: ${err.message}`));
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const loadAtEnd = load();
  log('');
  log(renderTable(rows));
  log('');
  log(`Total ${seconds} s. Load average at start ${loadAtStart.join(' ')}, at end ${loadAtEnd.join(' ')} (${os.cpus().length} CPUs).`);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify(
      {
        machine: { cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model, node: process.version, load_average_at_start: loadAtStart, load_average_at_end: loadAtEnd },
        postgres: cluster.describe,
        total_seconds: seconds,
        passed: rows.every((r) => r.pass),
        rows,
      },
      null,
      2,
    )}\n`,
  );
  log(`Wrote ${path.relative(process.cwd(), outFile)}`);
  const failed = rows.filter((r) => !r.pass);
  if (failed.length) {
    log(`FAILED: ${failed.map((r) => r.id).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
