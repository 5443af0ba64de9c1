import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { startApi, type ApiServer } from './api-server';
import { SIZE_CONFIG } from './fixtures';
import { parseArgs } from './lib/args';
import { utcToday } from './lib/db';
import { makePhoto } from './lib/photo';
import { round, spread } from './lib/stats';
import { measure, type RequestSpec } from './load';
import { SCENARIOS, Skip, type ScenarioEnv } from './scenarios';
import { ensureSeeded } from './seed';
import { mintSessions, sessionUsers } from './sessions';

/*
 * Two APIs on the same S1 database taking turns, for a change whose effect is smaller than what one bench round moves
 * on a shared machine: A and B differ by Node flags (`--a-flags`, `--b-flags`, after the start script's own), and the
 * order is swapped every turn. Per scenario it prints each turn's req/s and the medians of B's ratios to A, with the
 * CPU time per answer of each API and of PostgreSQL (every `postgres` process, from /proc), warm-up included.
 * `--a-entry FILE` runs another build as A instead (a main.js in a folder under apps/api, so its packages
 * resolve): a change of the code against the build before it. `--a-entry=floor/express-statements.ts` runs the
 * statements of feed page 1 and comment POST behind bare Express as A: what the API's request path costs on top.
 *
 *   pnpm --filter @dayleaf/bench turns --only "feed page 1,auth me" --a-flags=--max-semi-space-size=16
 *   cp -r apps/api/dist apps/api/dist-before   # before the change; then build the change
 *   pnpm --filter @dayleaf/bench turns --only "feed page 1" --a-entry=../apps/api/dist-before/main.js
 *   pnpm --filter @dayleaf/bench turns --only "feed page 1,comment POST" --a-entry=floor/express-statements.ts
 */
const args = parseArgs(process.argv.slice(2), { only: 'string', turns: 'string', duration: 'string', 'a-flags': 'string', 'b-flags': 'string', 'a-entry': 'string' });
const only = typeof args.only === 'string' ? args.only.split(',').map((s) => s.trim().toLowerCase()) : null;
const turns = Number(args.turns ?? 4);
const seconds = Number(args.duration ?? 4);
const WARMUP_S = 1;
const flagsOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().split(/\s+/) : []);

/** User + system CPU time of a process in ms (Linux clock ticks are 10 ms). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** Every PostgreSQL process's CPU time: the backends serving both APIs, the WAL writer and the checkpointer. */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {
      // gone
    }
  }
  return total;
}

interface Turn {
  rps: number;
  apiMsPerAnswer: number;
  postgresMsPerAnswer: number;
}

async function turn(api: ApiServer, requests: RequestSpec[]): Promise<Turn> {
  const api0 = cpuMs(api.pid);
  const pg0 = postgresCpuMs();
  const r = await measure(api.url, requests, { connections: 50, warmupSeconds: WARMUP_S, seconds });
  const answers = r.rps * (seconds + WARMUP_S);
  return { rps: r.rps, apiMsPerAnswer: (cpuMs(api.pid) - api0) / answers, postgresMsPerAnswer: (postgresCpuMs() - pg0) / answers };
}

const url = await ensureSeeded('S1');
const cfg = SIZE_CONFIG.S1;
const secret = randomBytes(32).toString('base64url');
const pool = new pg.Pool({ connectionString: url, max: 2 });
const sessions = await mintSessions(pool, secret, sessionUsers(cfg, 400));
const aEntry = typeof args['a-entry'] === 'string' ? args['a-entry'] : undefined;
const A = await startApi(url, secret, 'auto', 'warn', { nodeArgs: flagsOf(args['a-flags']), entry: aEntry });
const B = await startApi(url, secret, 'auto', 'warn', { nodeArgs: flagsOf(args['b-flags']) });
const env: ScenarioEnv = { baseUrl: A.url, cfg, today: utcToday(), sessions, photo: makePhoto };
console.log(`A: ${aEntry ?? ''} ${flagsOf(args['a-flags']).join(' ') || '(start script only)'}   B: ${flagsOf(args['b-flags']).join(' ') || '(start script only)'}`);
console.log(`${turns} turns of ${WARMUP_S} + ${seconds} s per scenario; B/A is the median of the turns' ratios; ms are CPU per answer\n`);
try {
  for (const scenario of SCENARIOS) {
    if (only && !only.some((o) => scenario.name.toLowerCase().includes(o))) continue;
    if (scenario.background || scenario.name.startsWith('login')) continue;
    let requests: RequestSpec[];
    try {
      requests = await scenario.build(env);
    } catch (err) {
      if (err instanceof Skip) continue;
      throw err;
    }
    const pairs: { a: Turn; b: Turn }[] = [];
    for (let t = 0; t < turns; t++) {
      const first = t % 2 === 0 ? A : B;
      const second = first === A ? B : A;
      const one = await turn(first, requests);
      const two = await turn(second, requests);
      pairs.push(first === A ? { a: one, b: two } : { a: two, b: one });
    }
    const ratio = (pick: (t: Turn) => number) => round(spread(pairs.map((p) => pick(p.b) / pick(p.a))).median, 2);
    const ms = (pick: (t: Turn) => number, side: 'a' | 'b') => round(spread(pairs.map((p) => pick(p[side]))).median, 3);
    console.log(
      `${scenario.name.padEnd(24)} req/s A/B ${pairs.map((p) => `${Math.round(p.a.rps)}/${Math.round(p.b.rps)}`).join(' ')}\n` +
        `${''.padEnd(24)} B/A req/s ${ratio((t) => t.rps)}x, API ms ${ratio((t) => t.apiMsPerAnswer)}x ` +
        `(A ${ms((t) => t.apiMsPerAnswer, 'a')}, B ${ms((t) => t.apiMsPerAnswer, 'b')}), PostgreSQL ms A ${ms((t) => t.postgresMsPerAnswer, 'a')}, B ${ms((t) => t.postgresMsPerAnswer, 'b')}`,
    );
  }
  const status = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  console.log(`\npeak RSS A ${round(status(A.pid, 'VmHWM'))} MB, B ${round(status(B.pid, 'VmHWM'))} MB; now A ${round(status(A.pid, 'VmRSS'))} MB, B ${round(status(B.pid, 'VmRSS'))} MB`);
} finally {
  await A.stop();
  await B.stop();
  await pool.end();
}
