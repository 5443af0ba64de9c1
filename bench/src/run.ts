import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApi, type ApiFrom, type ApiServer } from './api-server';
import { SIZE_CONFIG, type SizeConfig } from './fixtures';
import { FLOORS, startFloor } from './floors';
import { parseArgs } from './lib/args';
import { parseSize, readServerSettings, utcToday, type Size } from './lib/db';
import { RESULTS_DIR } from './lib/paths';
import { makePhoto } from './lib/photo';
import type { Running } from './lib/processes';
import { round, spread } from './lib/stats';
import { failureNote, measure, type LoadOptions, type LoadResult, type RequestSpec } from './load';
import { goalLine, summarise, table, type GoalCheck, type Measured, type RoundFigure, type ScenarioSummary } from './report';
import { SCALING_SCENARIOS, SCENARIOS, Skip, type Scenario, type ScenarioEnv } from './scenarios';
import { ensureSeeded } from './seed';
import { mintSessions, sessionUsers } from './sessions';
import { IDLE_CPU_GOAL_TEXT, idleCpuFigure, idleCpuGoalMet, idleCpuTable, measureIdleCpu, writeIdleCpuFigures, type IdleCpuResult } from './idle-cpu';
import { measureImages, type ImagesResult } from './images';
import { LIGHTHOUSE_GOAL_TEXT, lighthouseGoalMet, lighthouseTable, measureLighthouse, writeLighthouseFigures, type LighthouseResult } from './lighthouse';
import { measureWeb, type WebResult } from './web-size';

const args = parseArgs(process.argv.slice(2), {
  size: 'string',
  rounds: 'string',
  duration: 'string',
  warmup: 'string',
  connections: 'string',
  only: 'string',
  quick: 'boolean',
  scaling: 'boolean',
  web: 'boolean',
  images: 'boolean',
  lighthouse: 'boolean',
  idle: 'boolean',
  api: 'string',
  'log-level': 'string',
  out: 'string',
  'cpu-prof': 'string',
  'api-entry': 'string',
});
const quick = args.quick === true;
const only = typeof args.only === 'string' ? args.only.split(',').map((s) => s.trim().toLowerCase()) : null;
// Another server in the API's place, e.g. floor/express-statements.ts: what a route's statement reaches without the
// API's request path, in the same units as the API's figures (bench/notes/2026-11-28-the-statements-alone.md). It answers only some routes, so its run
// is never written as the record.
const apiEntry = typeof args['api-entry'] === 'string' ? args['api-entry'] : undefined;
const partial = quick || only !== null || apiEntry !== undefined;
const load: LoadOptions = {
  connections: Number(args.connections ?? 50),
  warmupSeconds: Number(args.warmup ?? (quick ? 1 : 3)),
  seconds: Number(args.duration ?? (quick ? 3 : 10)),
};
const rounds = Number(args.rounds ?? (quick ? 1 : 3));
const size = parseSize(args.size);
const withScaling = args.scaling ?? (!partial && size === 'S1');
const withWeb = args.web ?? !partial;
const withImages = args.images ?? !partial;
const withLighthouse = args.lighthouse ?? !partial;
const withIdle = args.idle ?? !partial;
const apiFrom = (args.api ?? 'auto') as ApiFrom;
const logLevel = String(args['log-level'] ?? 'warn');
// The API writes a V8 CPU profile of its whole run into this folder when it stops (read it with --only one scenario).
const cpuProfDir = typeof args['cpu-prof'] === 'string' ? path.resolve(args['cpu-prof']) : null;
const outFile = String(args.out ?? path.join(RESULTS_DIR, partial ? 'quick.tmp.json' : 'latest.json'));
const SESSIONS = 400;

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const short = (r: LoadResult) => `${Math.round(r.rps)} req/s  p50 ${r.p50_ms} ms  p99 ${r.p99_ms} ms`;

function selected(name: string): boolean {
  return only === null || only.some((o) => name.toLowerCase().includes(o));
}

interface Stage {
  url: string;
  cfg: SizeConfig;
  api: ApiServer;
  env: ScenarioEnv;
  pool: pg.Pool;
}

let photo: Promise<Buffer> | null = null;
const getPhoto = () => (photo ??= makePhoto());

async function openStage(s: Size): Promise<Stage> {
  const url = await ensureSeeded(s);
  const cfg = SIZE_CONFIG[s];
  const secret = randomBytes(32).toString('base64url');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const sessions = await mintSessions(pool, secret, sessionUsers(cfg, SESSIONS));
  const api = await startApi(url, secret, apiFrom, logLevel, {
    entry: apiEntry,
    nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
  });
  log(`${s}: API from ${api.from} at ${api.url} (pid ${api.pid}), ${sessions.length} sessions`);
  return { url, cfg, api, pool, env: { baseUrl: api.url, cfg, today: utcToday(), sessions, photo: getPhoto } };
}

async function closeStage(stage: Stage) {
  await stage.api.stop();
  await stage.pool.end();
}

interface Prepared {
  scenario: Scenario;
  requests: RequestSpec[] | null;
  skipped?: string;
}

async function prepare(env: ScenarioEnv, scenarios: Scenario[]): Promise<Prepared[]> {
  const out: Prepared[] = [];
  for (const scenario of scenarios) {
    if (apiEntry && scenario.background) {
      // Its background process posts photos, a route only the API answers.
      log(`  skipped ${scenario.name}: not with --api-entry`);
      out.push({ scenario, requests: null, skipped: 'not with --api-entry' });
      continue;
    }
    try {
      out.push({ scenario, requests: await scenario.build(env) });
    } catch (err) {
      if (!(err instanceof Skip)) throw err;
      log(`  skipped ${scenario.name}: ${err.message}`);
      out.push({ scenario, requests: null, skipped: err.message });
    }
  }
  return out;
}

/**
 * The floors once, then a pass over every scenario whose figures are thrown away, then F, then rounds of: each scenario
 * with F measured again after it. A scenario's floor figures are the mean of the F just before it and the F just after
 * it: over a round's minutes the shared machine's speed drifts, so an F from the start of the round was no measure of
 * the machine a late scenario ran on. Every scenario, the first of a round included, follows one F (14.5 s with the API
 * idle) and a run of every scenario: with the floors at the start of each round, the first scenario met an API idle for
 * about a minute and read 10 to 25% below the same scenario run again right after it (bench/notes/2026-11-29-bench-order-effect.md).
 */
async function runRounds(stage: Stage, floors: Map<string, Running>, prepared: Prepared[], label: string, floorKeys: string[]) {
  const floorRounds = new Map<string, LoadResult[]>();
  const floorF = FLOORS.find((f) => f.key === 'F')!;
  const measured = new Map<string, Measured>(
    prepared.map((p) => [p.scenario.name, { name: p.scenario.name, what: p.scenario.what, goal: p.scenario.goal, skipped: p.skipped, rounds: [] }]),
  );
  const measureF = async () => {
    const res = await measure(floors.get('F')!.url, floorF.requests(stage.cfg), load);
    floorRounds.set('F', [...(floorRounds.get('F') ?? []), res]);
    return res;
  };
  log(`${label} floors`);
  for (const floor of FLOORS.filter((f) => floorKeys.includes(f.key) && f.key !== 'F')) {
    const res = await measure(floors.get(floor.key)!.url, floor.requests(stage.cfg), load);
    floorRounds.set(floor.key, [...(floorRounds.get(floor.key) ?? []), res]);
    log(`  ${floor.name.padEnd(34)} ${short(res)}`);
  }
  // The first run of a route in a fresh API is slower for seconds beyond its warm-up (compiled code, caches, the
  // pool's connections and their prepared statements): every scenario runs once before the rounds, so round 1 does not
  // measure that.
  log(`${label} warm-up pass: every scenario once, figures discarded`);
  for (const p of prepared) {
    if (!p.requests) continue;
    const res = await measure(stage.api.url, p.requests, { ...load, connections: p.scenario.connections ?? load.connections });
    log(`  ${p.scenario.name.padEnd(34)} ${short(res)}`);
  }
  let before = await measureF();
  log(`  ${floorF.name.padEnd(34)} ${short(before)}`);
  for (let r = 1; r <= rounds; r++) {
    log(`${label} round ${r}/${rounds}`);
    for (const p of prepared) {
      if (!p.requests) continue;
      const background = await p.scenario.background?.(stage.env);
      let res: LoadResult;
      let extra: string | undefined;
      try {
        res = await measure(stage.api.url, p.requests, { ...load, connections: p.scenario.connections ?? load.connections });
      } finally {
        extra = await background?.stop();
      }
      const after = await measureF();
      const beside = (k: 'rps' | 'p50_ms' | 'p99_ms') => (before[k] + after[k]) / 2;
      const note = [failureNote(res), extra].filter(Boolean).join('; ') || null;
      const figure: RoundFigure = { rps: res.rps, p50_ms: res.p50_ms, p99_ms: res.p99_ms, floor_rps: beside('rps'), floor_p50_ms: beside('p50_ms'), floor_p99_ms: beside('p99_ms'), note };
      measured.get(p.scenario.name)!.rounds.push(figure);
      log(`  ${p.scenario.name.padEnd(34)} ${short(res)}  ${(res.rps / figure.floor_rps).toFixed(2)} F${note ? `  (${note})` : ''}`);
      log(`  ${'F (beside)'.padEnd(34)} ${short(after)}`);
      before = after;
    }
  }
  return { floorRounds, measured: [...measured.values()] };
}

async function machine(url: string) {
  const database = await readServerSettings(url);
  if (!database.cache_holds_database) {
    log(
      `Note: the server's shared_buffers (${database.shared_buffers}) is smaller than the ${size} database (${database.database_mb} MB):` +
        " its pages come from the kernel and writes evict them, as on the reference server (bench/README.md, 'The database server').",
    );
  }
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? 'unknown',
    memory_gb: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    postgres: database,
    load_average_at_start: os.loadavg().map((n) => round(n)),
    date: new Date().toISOString(),
    settings: { size, rounds, connections: load.connections, warmup_s: load.warmupSeconds, duration_s: load.seconds, api_log_level: logLevel },
  };
}

function goals(
  rows: ScenarioSummary[],
  scaling: Record<string, unknown>[],
  web: WebResult | null,
  images: ImagesResult | null,
  lighthouse: LighthouseResult | null,
  idle: IdleCpuResult | null,
): GoalCheck[] {
  const by = (name: string) => rows.find((r) => r.name === name);
  const ratioGoal = (name: string, label: string): GoalCheck => {
    const s = by(name);
    if (!s || s.skipped) return { goal: label, figure: s?.skipped ? `skipped: ${s.skipped}` : 'not run', met: null };
    return { goal: label, figure: `${s.ratio_F?.median} F, p99 ${s.p99_over_P?.median} P`, met: s.goal_met ?? null };
  };
  const relative = (label: string, a: string, b: string, key: 'p50_ms' | 'p99_ms', limit: number): GoalCheck => {
    const x = by(a);
    const y = by(b);
    if (!x || !y || x.skipped || y.skipped || !x[key] || !y[key]) return { goal: label, figure: 'not measured', met: null };
    const k = round(x[key]! / y[key]!);
    return { goal: label, figure: `${k}x (${x[key]} vs ${y[key]} ms)`, met: k <= limit };
  };
  const feedScaling = scaling.find((s) => s.name === 'feed page 1') as { keeps_F?: number; p50_x?: number } | undefined;
  const login = web?.routes.find((r) => r.route === '/login');
  // Every route but the login screen is measured as it loads signed in (web-size.ts).
  const signedIn = web?.routes.filter((r) => r.route !== '/login') ?? [];
  return [
    // The goals of the performance issue (precomputed reads); today's tasks keeps the earlier 0.4.
    ratioGoal('feed page 1', 'Feed page 1 >= 0.35 F, p99 <= 3 P'),
    ratioGoal("today's tasks", "today's tasks >= 0.4 F, p99 <= 3 P"),
    ...['friend activities', 'participants (500)', 'global challenges', 'user + progress', 'public profile', 'user trophies'].map((n) =>
      ratioGoal(n, `${n} >= 0.45 F, p99 <= 3 P`),
    ),
    feedScaling?.keeps_F !== undefined
      ? { goal: 'S10 feed keeps >= 0.85x S1 throughput, p50 <= 1.2x', figure: `${feedScaling.keeps_F}x, p50 ${feedScaling.p50_x}x`, met: feedScaling.keeps_F >= 0.85 && feedScaling.p50_x! <= 1.2 }
      : { goal: 'S10 feed keeps >= 0.85x S1 throughput, p50 <= 1.2x', figure: 'not measured', met: null },
    relative('Feed page 10 p50 <= 1.3x page 1', 'feed page 10', 'feed page 1', 'p50_ms', 1.3),
    ratioGoal('task PATCH (autosave)', 'Autosave PATCH >= 0.5 F, p99 <= 2 P'),
    ratioGoal('like toggle', 'Like toggle >= 0.45 F, p99 <= 3 P'),
    ratioGoal('comment POST', 'Comment POST >= 0.45 F, p99 <= 3 P'),
    login && web?.floor_js_gz_kb
      ? { goal: 'Login initial JS <= 1.1x bare app', figure: `${round(login.initial_js_gz_kb / web.floor_js_gz_kb)}x (${login.initial_js_gz_kb} kB)`, met: login.initial_js_gz_kb <= 1.1 * web.floor_js_gz_kb }
      : { goal: 'Login initial JS <= 1.1x bare app', figure: 'not measured', met: null },
    signedIn.length && web?.floor_js_gz_kb
      ? {
          goal: 'Every signed-in first screen JS <= 1.5x bare app',
          figure: signedIn.map((r) => `${r.route} ${round(r.initial_js_gz_kb / web.floor_js_gz_kb)}x`).join(', '),
          met: signedIn.every((r) => !r.missing && r.initial_js_gz_kb <= 1.5 * web.floor_js_gz_kb),
        }
      : { goal: 'Every signed-in first screen JS <= 1.5x bare app', figure: 'not measured', met: null },
    lighthouseGoal(lighthouse),
    idle ? { goal: IDLE_CPU_GOAL_TEXT, figure: idleCpuFigure(idle), met: idleCpuGoalMet(idle) } : { goal: IDLE_CPU_GOAL_TEXT, figure: 'not measured', met: null },
    images
      ? {
          goal: 'Photo pipeline (original + 3 sizes) <= 1.5x sharp alone',
          figure: `${images.ratio}x (${images.app_ms} vs ${images.sharp_ms} ms; CPU ${images.cpu_ratio}x)`,
          met: images.ratio <= 1.5,
        }
      : { goal: 'Photo pipeline (original + 3 sizes) <= 1.5x sharp alone', figure: 'not measured', met: null },
    relative('Feed p99 with 1 upload/s <= 1.5x idle', 'feed page 1 + uploads', 'feed page 1', 'p99_ms', 1.5),
  ];
}

function lighthouseGoal(result: LighthouseResult | null): GoalCheck {
  const goal = LIGHTHOUSE_GOAL_TEXT;
  if (!result) return { goal, figure: 'not measured', met: null };
  if (result.error) return { goal, figure: `failed: ${result.error.slice(0, 120)}`, met: null };
  const figure = result.routes
    .map((r) => `${r.route} ${r.performance ?? '-'}/${r.accessibility ?? '-'} LCP ${r.lcp_ms ?? '-'} TBT ${r.tbt_ms ?? '-'} CLS ${r.cls ?? '-'}`)
    .join(', ');
  return { goal, figure: `${figure} (medians of ${result.runs})`, met: lighthouseGoalMet(result) };
}

async function main() {
  const started = Date.now();
  const s1url = await ensureSeeded(size);
  const info = await machine(s1url);
  const floors = new Map<string, Running>();
  for (const floor of FLOORS) floors.set(floor.key, await startFloor(floor, s1url));
  let summaries: ScenarioSummary[] = [];
  const floorSummaries: Record<string, unknown>[] = [];
  const scaling: Record<string, unknown>[] = [];
  try {
    const stage = await openStage(size);
    let main: Awaited<ReturnType<typeof runRounds>>;
    try {
      const prepared = await prepare(stage.env, SCENARIOS.filter((s) => selected(s.name)));
      main = await runRounds(stage, floors, prepared, size, ['raw', 'express', 'F']);
    } finally {
      await closeStage(stage);
    }
    summaries = main.measured.map(summarise);
    for (const floor of FLOORS) {
      const rs = main.floorRounds.get(floor.key) ?? [];
      if (!rs.length) continue;
      floorSummaries.push({
        name: floor.name,
        key: floor.key,
        // F is measured once before the rounds and after each scenario: its figures are over all of those.
        measurements: rs.length,
        rps: round(spread(rs.map((r) => r.rps)).median, 0),
        rps_range: [round(spread(rs.map((r) => r.rps)).min, 0), round(spread(rs.map((r) => r.rps)).max, 0)],
        p50_ms: spread(rs.map((r) => r.p50_ms)).median,
        p99_ms: spread(rs.map((r) => r.p99_ms)).median,
      });
    }

    if (withScaling) {
      const s10 = await openStage('S10');
      try {
        const prepared = await prepare(s10.env, SCENARIOS.filter((s) => SCALING_SCENARIOS.includes(s.name)));
        // Only F: the scaling figures are ratios to it, the other floors add time and nothing else.
        const res = await runRounds(s10, floors, prepared, 'S10', ['F']);
        for (const m of res.measured) {
          const a = summaries.find((x) => x.name === m.name);
          const b = summarise(m);
          if (!a || a.skipped || b.skipped) {
            scaling.push({ name: m.name, rps_S1: a?.rps ?? null, rps_S10: b.rps, p50_ms_S1: a?.p50_ms ?? null, p50_ms_S10: b.p50_ms, skipped: b.skipped ?? a?.skipped ?? 'not run on S1' });
            continue;
          }
          scaling.push({
            name: m.name,
            rps_S1: a.rps,
            rps_S10: b.rps,
            p50_ms_S1: a.p50_ms,
            p50_ms_S10: b.p50_ms,
            // Each size against F of its own rounds, so machine drift between the two runs cancels: throughput as
            // req/s over F's, the median as p50 over F's p50. The raw p50s are kept beside them.
            keeps_F: round(b.ratio_F!.median / a.ratio_F!.median),
            p50_x: round(b.p50_over_F!.median / a.p50_over_F!.median),
            p50_x_raw: round(b.p50_ms! / a.p50_ms!),
          });
        }
      } finally {
        await closeStage(s10);
      }
    }
  } finally {
    for (const f of floors.values()) await f.stop();
  }

  const web = withWeb ? await measureWeb(log) : null;
  const images = withImages ? await measureImages(log) : null;
  const lighthouse = withLighthouse ? await measureLighthouse({ runs: 3, log }) : null;
  if (lighthouse && !lighthouse.error) writeLighthouseFigures(lighthouse);
  const idle = withIdle ? await measureIdleCpu({ runs: 3, log }) : null;
  if (idle && !idle.error) writeIdleCpuFigures(idle);
  const checks = goals(summaries, scaling, web, images, lighthouse, idle);
  const result = {
    machine: info,
    floors: floorSummaries,
    scenarios: summaries,
    scaling,
    web: web ?? { routes: [], floor_js_gz_kb: null, skipped: 'not run (--web)' },
    lighthouse: lighthouse ?? { routes: [], skipped: 'not run (--lighthouse)' },
    images: images ?? { skipped: 'not run (--images)' },
    idle_cpu: idle ?? { skipped: 'not run (--idle)' },
    goals: checks,
    duration_s: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);

  log('');
  log(`Floors: ${floorSummaries.map((f) => `${f.key} ${f.rps} req/s p99 ${f.p99_ms} ms (median of ${f.measurements})`).join(' | ')}`);
  log('');
  log(table(summaries));
  if (scaling.length) {
    log('');
    log('Scaling S1 -> S10 (ten times the post history):');
    for (const s of scaling) log(`  ${String(s.name).padEnd(24)} ${JSON.stringify({ ...s, name: undefined })}`);
  }
  if (web) log(`\nWeb initial JS (gzip): bare app ${web.floor_js_gz_kb} kB; ${web.routes.map((r) => `${r.route} ${r.initial_js_gz_kb} kB`).join(', ')}`);
  if (lighthouse) log(`\nLighthouse (mobile):\n${lighthouseTable(lighthouse)}`);
  if (idle) log(`\nIdle page CPU (Chromium, all processes):\n${idleCpuTable(idle)}`);
  if (images) log(`Images: processPhoto ${images.app_ms} ms vs sharp ${images.sharp_ms} ms (${images.ratio}x; CPU ${images.app_cpu_ms} vs ${images.sharp_cpu_ms} ms, ${images.cpu_ratio}x), peak RSS ${images.app_peak_rss_mb} / ${images.sharp_peak_rss_mb} MB`);
  log('\nGoals:');
  for (const g of checks) log(goalLine(g));
  log(`\nwrote ${path.relative(process.cwd(), outFile)} in ${result.duration_s} s`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
