import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { buildDeps } from '../../apps/api/src/deps';
import { recordingDb, type Recorded as Captured } from '../../apps/api/test/recording-db';
import { SIZE_CONFIG } from './fixtures';
import { EXPLAIN_REQUESTS, EXPLAIN_SQL } from './hot-queries';
import { parseArgs } from './lib/args';
import { makePhoto } from './lib/photo';
import { utcToday } from './lib/db';
import type { RequestSpec } from './load';
import { call, SCENARIOS, Skip, type ScenarioEnv } from './scenarios';
import { ensureSeeded } from './seed';
import { mintSessions, sessionUsers } from './sessions';

/** Tables above this many rows must never be read by a sequential scan in a hot query. */
const SEQ_SCAN_LIMIT = 10_000;
/** Statements one read may issue, the session lookup included, whatever the page size. */
const STATEMENT_BUDGET = 3;
/**
 * PostgreSQL plans a prepared statement's first five runs for their values, then keeps its generic plan unless that
 * costs clearly more; a statement still planned for its values on the sixth run is planned again on every request
 * (docs/decisions/037-generic-plans-and-young-generation.md).
 */
const RUNS_TO_GENERIC = 6;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Total Cost'?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

const oneLine = (sql: string, n = 90) => {
  const s = sql.replace(/\s+/g, ' ').trim();
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
};

const indent = (text: string, n: number) => text.replace(/^/gm, ' '.repeat(n));

function withLimit(spec: RequestSpec, limit: number): RequestSpec {
  const [p, q] = spec.path.split('?');
  const params = new URLSearchParams(q);
  params.set('limit', String(limit));
  return { ...spec, path: `${p}?${params}` };
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { only: 'string', verbose: 'boolean', analyze: 'boolean' });
  const only = typeof args.only === 'string' ? args.only.toLowerCase() : null;
  const url = await ensureSeeded('S1');
  const cfg = SIZE_CONFIG.S1;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dayleaf-bench-explain-'));
  const secret = randomBytes(32).toString('base64url');
  const config = loadConfig({
    DATABASE_URL: url,
    SESSION_SECRET: secret,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_LOGIN_FAILURES: '1000000',
    RATE_LIMIT_SIGNUPS_PER_HOUR: '1000000',
    RATE_LIMIT_UPLOADS_PER_30_MIN: '1000000',
    RATE_LIMIT_FRIEND_REQUESTS_PER_DAY: '1000000',
    RATE_LIMIT_COMMENTS_PER_HOUR: '1000000',
    RATE_LIMIT_LIKES_PER_HOUR: '1000000',
    RATE_LIMIT_CHALLENGES_PER_DAY: '1000000',
  });
  const deps = await buildDeps(config);
  const rec = recordingDb(deps.db);
  const server = createServer(createApp({ ...deps, db: rec.db }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const pool = new pg.Pool({ connectionString: url, max: 2, options: '-c TimeZone=UTC' });
  const failures: string[] = [];
  try {
    const { rows: sizes } = await pool.query<{ name: string; rows: number }>(
      `SELECT relname AS name, reltuples::bigint AS rows FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
    );
    const rowsOf = new Map(sizes.map((r) => [r.name, Number(r.rows)]));
    const sessions = await mintSessions(pool, secret, sessionUsers(cfg, 400));
    const small = makePhoto(640, 480);
    const env: ScenarioEnv = { baseUrl, cfg, today: utcToday(), sessions, photo: () => small };

    /**
     * On a client of its own, in a transaction that is rolled back: prepares the statement as the API does (a named
     * prepared statement) and runs it RUNS_TO_GENERIC times, each run undone, then hands the client and the name to
     * `then`. Past those runs PostgreSQL has settled on the plan every later request gets.
     */
    let prepared = 0;
    const afterTheApiRuns = async <T>(st: Captured, then: (client: pg.PoolClient, name: string) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      const name = `explain_${prepared++}`;
      try {
        await client.query('BEGIN');
        for (let run = 0; run < RUNS_TO_GENERIC; run++) {
          await client.query('SAVEPOINT run');
          await client.query({ name, text: st.sql, values: st.params }).catch(() => undefined);
          await client.query('ROLLBACK TO SAVEPOINT run');
        }
        return await then(client, name);
      } finally {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release(true);
      }
    };

    /** Whether PostgreSQL chose its generic plan; null when no run succeeded (a write that can only happen once). */
    const keepsGenericPlan = (st: Captured): Promise<boolean | null> =>
      afterTheApiRuns(st, async (client, name) => {
        const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
          'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
          [name],
        );
        const plans = rows[0];
        if (!plans || Number(plans.generic_plans) + Number(plans.custom_plans) < RUNS_TO_GENERIC) return null;
        return Number(plans.generic_plans) > 0;
      });

    /** The plan requests get, run once more under EXPLAIN (ANALYZE, BUFFERS). */
    const analyzed = (st: Captured): Promise<string> =>
      afterTheApiRuns(st, async (client, name) => {
        // An array goes as PostgreSQL's array text, as pg sends it; another object as JSON.
        const arrayText = (a: unknown[]) => `{${a.map((x) => (x === null ? 'NULL' : `"${String(x).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
        const literal = (v: unknown) =>
          v === null || v === undefined
            ? 'NULL'
            : client.escapeLiteral(
                v instanceof Date ? v.toISOString() : Array.isArray(v) ? arrayText(v) : typeof v === 'object' ? JSON.stringify(v) : String(v),
              );
        const args = st.params.length ? `(${st.params.map(literal).join(', ')})` : '';
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${name}${args}`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      }).catch((err: unknown) => `(not analyzed: ${(err as Error).message})`);

    /** `loaded`: a scenario with a throughput goal, where planning on every run fails; elsewhere it is shown only. */
    const explain = async (label: string, statements: Captured[], loaded = false) => {
      for (const [i, st] of statements.entries()) {
        if (!/^\s*(WITH|SELECT|INSERT|UPDATE|DELETE)\b/i.test(st.sql)) continue;
        const generic = await keepsGenericPlan(st);
        if (generic === false && loaded) failures.push(`${label}: planned anew on every run (no generic plan) in ${oneLine(st.sql, 60)}`);
        const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${st.sql}`, st.params);
        const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
        const seq = nodes(plan).filter((n) => n['Node Type'] === 'Seq Scan' && (rowsOf.get(n['Relation Name'] ?? '') ?? 0) > SEQ_SCAN_LIMIT);
        const access = nodes(plan)
          .filter((n) => n['Relation Name'])
          .map((n) => `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name']}`);
        const verdict = seq.length ? `SEQ SCAN on ${seq.map((n) => `${n['Relation Name']} (${rowsOf.get(n['Relation Name']!)} rows)`).join(', ')}` : 'ok';
        const planning = generic === null ? '' : generic ? '  generic plan' : '  PLANNED EVERY RUN';
        console.log(`    ${i + 1}. ${oneLine(st.sql)}\n       cost ${plan['Total Cost']}  ${verdict}${planning}${args.verbose ? `  [${access.join('; ')}]` : ''}`);
        if (seq.length) failures.push(`${label}: ${verdict} in ${oneLine(st.sql, 60)}`);
        if (args.analyze) console.log(indent(await analyzed(st), 7));
      }
    };

    /** Sends one request and returns the statements the app ran for it. */
    const capture = async (spec: RequestSpec) => {
      const statements = rec.start();
      const answer = await call(env, spec);
      rec.stop();
      return { answer, statements: [...statements] };
    };

    const check = async (label: string, spec: RequestSpec, loaded = false) => {
      const { answer, statements } = await capture(spec);
      if (answer.status === 404 && (answer.body as { error?: string })?.error === 'Not found.') {
        console.log(`  ${label}: skipped, route missing`);
        return;
      }
      let sizes = '';
      if (spec.method === 'GET') {
        const big = await capture(withLimit(spec, 100));
        if (big.answer.status < 300) sizes = `, ${big.statements.length} with limit=100`;
        if (big.answer.status < 300 && big.statements.length > STATEMENT_BUDGET) failures.push(`${label}: ${big.statements.length} statements with limit=100`);
        if (statements.length > STATEMENT_BUDGET) failures.push(`${label}: ${statements.length} statements per request`);
      }
      console.log(`  ${label}: ${answer.status}, ${statements.length} statements${sizes}`);
      await explain(label, statements, loaded);
    };

    console.log(`EXPLAIN on S1 (${url.replace(/\/\/[^@]*@/, '//')}); sequential scans of tables over ${SEQ_SCAN_LIMIT} rows fail, and so does planning on every run in a scenario with a throughput goal`);
    for (const scenario of SCENARIOS) {
      if (only && !scenario.name.toLowerCase().includes(only)) continue;
      if (scenario.name === 'mixed 80/20') continue; // made of the others
      let requests: RequestSpec[];
      try {
        requests = await scenario.build(env);
      } catch (err) {
        if (!(err instanceof Skip)) throw err;
        console.log(`  ${scenario.name}: skipped, ${err.message}`);
        continue;
      }
      await check(scenario.name, requests[0]!, scenario.goal?.ratio !== undefined);
    }
    for (const extra of EXPLAIN_REQUESTS) {
      if (only && !extra.name.toLowerCase().includes(only)) continue;
      await check(extra.name, extra.request(sessions[0]!));
    }
    for (const raw of EXPLAIN_SQL) {
      if (only && !raw.name.toLowerCase().includes(only)) continue;
      console.log(`  ${raw.name}:`);
      await explain(raw.name, [{ sql: raw.sql, params: raw.params }]);
    }
  } finally {
    await pool.end();
    server.close();
    await deps.db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`\n${failures.length} problem(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nno sequential scan of a large table; every read within the statement budget; no statement of a throughput goal planned on every run');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
