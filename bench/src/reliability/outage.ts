import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startApi, type ApiFrom, type ApiServer } from '../api-server';
import { freePort } from '../lib/processes';
import type { Cluster } from './cluster';
import { signUp, timed, type Account } from './http';

export const SLOW_MS = 6000;

export interface OutagePhases {
  healthySeconds: number;
  outageSeconds: number;
  afterSeconds: number;
  /** Answers are judged 2xx-only from this long after the database is back. */
  graceSeconds: number;
  bootDelaySeconds: number;
}

interface Sample {
  /** When the request was sent and answered, ms since the run started. */
  sentAt: number;
  doneAt: number;
  status: number;
}

export interface BootResult {
  exited: number | null;
  /** Health answers between the API listening and the database being up, by status (0 = refused). */
  whileDown: Record<string, number>;
  firstAnswerMs: number | null;
  /** The start command took this long; some (pg_ctlcluster) return well after the server accepts connections. */
  startTookMs: number;
  firstOkAfterStartMs: number | null;
  /** From the start command's return, 0 when the API already served before it returned. */
  readyAfterPgMs: number | null;
  signupAfterStatus: number;
  retryLogLine: string | null;
  retryLogLines: number;
  error?: string;
}

export interface OutageResult {
  rate: number;
  total: number;
  healthy: Record<string, number>;
  outage: Record<string, number>;
  after: Record<string, number>;
  slowest_ms: number;
  over_6s: number;
  timeouts: number;
  errors: number;
  firstOkAfterStartMs: number | null;
  stopTookMs: number;
  startTookMs: number;
  exited: number | null;
}

const count = (samples: Sample[]) => {
  const out: Record<string, number> = {};
  for (const s of samples) out[s.status] = (out[s.status] ?? 0) + 1;
  return out;
};

/**
 * The API is started while the database is stopped, and the database 10 s later: the API must stay up,
 * answer 503 meanwhile, and serve once the database is there (migrations included: the cluster is new).
 */
export async function bootBeforeDatabase(cluster: Cluster, from: ApiFrom, p: OutagePhases): Promise<{ result: BootResult; api: ApiServer | null }> {
  await cluster.stop().catch(() => undefined);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const at = () => performance.now() - t0;
  const retryLines: string[] = [];
  let partial = '';
  const onOutput = (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    retryLines.push(...lines.filter((l) => l.includes('the database is unavailable; retrying')));
  };
  const apiStarting = startApi(cluster.url, randomBytes(32).toString('base64url'), from, 'warn', {
    port,
    timeoutMs: (p.bootDelaySeconds + 60) * 1000,
    onOutput,
  });
  apiStarting.catch(() => undefined);

  const polls: Sample[] = [];
  let pgUpMs = Infinity;
  let failed = false;
  // Until health answers 2xx after the database is up, or the start has failed.
  const poller = (async () => {
    while (!failed && !polls.some((s) => s.sentAt >= pgUpMs && s.status >= 200 && s.status < 300)) {
      const sentAt = at();
      const r = await timed(`${base}/api/health`, {}, SLOW_MS + 1000);
      polls.push({ sentAt, doneAt: at(), status: r.status });
      await sleep(100);
    }
  })();

  await sleep(p.bootDelaySeconds * 1000);
  const startIssued = at();
  await cluster.start();
  pgUpMs = at();
  let api: ApiServer | null = null;
  let error: string | undefined;
  try {
    api = await apiStarting;
  } catch (err) {
    failed = true;
    error = (err as Error).message.split('\n')[0];
  }
  await poller;

  const answered = polls.filter((s) => s.status !== 0);
  const firstOk = polls.find((s) => s.status >= 200 && s.status < 300 && s.sentAt >= startIssued);
  const firstAnswer = answered[0];
  const signup = api ? await signUp(api.url, 'boot').then(() => 201, (e: Error) => Number(/answered (\d+)/.exec(e.message)?.[1] ?? 0)) : 0;
  const retryLogLine = retryLines[0] ?? null;
  return {
    api,
    result: {
      exited: api ? api.exitCode() : -1,
      whileDown: count(polls.filter((s) => firstAnswer && s.sentAt >= firstAnswer.sentAt && s.doneAt < startIssued)),
      firstAnswerMs: firstAnswer ? Math.round(firstAnswer.doneAt) : null,
      startTookMs: Math.round(pgUpMs - startIssued),
      firstOkAfterStartMs: firstOk ? Math.round(firstOk.doneAt - startIssued) : null,
      readyAfterPgMs: firstOk ? Math.max(0, Math.round(firstOk.doneAt - pgUpMs)) : null,
      signupAfterStatus: signup,
      retryLogLine: retryLogLine ? (/"msg":"([^"]+)"/.exec(retryLogLine)?.[1] ?? retryLogLine) : null,
      retryLogLines: retryLines.length,
      error,
    },
  };
}

/** Authenticated reads and health checks, rotated: what the app serves most. */
function requestMix(accounts: Account[], today: string) {
  return accounts.flatMap((a) => [
    { method: 'GET', path: `/api/users/${a.id}/tasks?date=${today}`, headers: { cookie: a.cookie } },
    { method: 'GET', path: '/api/health', headers: {} },
    { method: 'GET', path: '/api/auth/me', headers: { cookie: a.cookie } },
  ]);
}

/**
 * A steady 50 req/s while the database is stopped for 30 s and started again. Requests are grouped by
 * when they were sent: before the stop, while the database was down, and from `graceSeconds` after it
 * was back.
 */
export async function outageUnderLoad(api: ApiServer, cluster: Cluster, p: OutagePhases, rate = 50): Promise<OutageResult> {
  const accounts = [await signUp(api.url, 'outage_a'), await signUp(api.url, 'outage_b'), await signUp(api.url, 'outage_c')];
  const mix = requestMix(accounts, new Date().toISOString().slice(0, 10));
  const samples: Sample[] = [];
  let errors = 0;
  let next = 0;
  const t0 = performance.now();
  const at = () => performance.now() - t0;
  let finish: (r: autocannon.Result) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon({
    url: api.url,
    connections: 10,
    overallRate: rate,
    duration: p.healthySeconds + p.outageSeconds + p.afterSeconds + 120,
    timeout: 10,
    requests: [
      {
        setupRequest: (req) => {
          const spec = mix[next++ % mix.length]!;
          return { ...req, method: spec.method as 'GET', path: spec.path, headers: spec.headers };
        },
      },
    ],
  }, (_err, result) => finish(result));
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    const doneAt = at();
    samples.push({ sentAt: doneAt - responseTime, doneAt, status: statusCode });
  });
  instance.on('reqError', () => {
    errors += 1;
  });

  await sleep(p.healthySeconds * 1000);
  const stopIssued = at();
  await cluster.stop();
  const down = at();
  await sleep(p.outageSeconds * 1000);
  const startIssued = at();
  await cluster.start();
  const up = at();
  await sleep(p.afterSeconds * 1000);
  instance.stop();
  const summary = await finished;

  const between = (from: number, to: number) => samples.filter((s) => s.sentAt >= from && s.sentAt < to);
  const firstOk = samples.filter((s) => s.sentAt >= startIssued && s.status >= 200 && s.status < 300).sort((a, b) => a.doneAt - b.doneAt)[0];
  return {
    rate,
    total: samples.length,
    healthy: count(between(0, stopIssued)),
    outage: count(between(down, startIssued)),
    after: count(between(up + p.graceSeconds * 1000, Infinity)),
    slowest_ms: Math.round(Math.max(0, ...samples.map((s) => s.doneAt - s.sentAt))),
    over_6s: samples.filter((s) => s.doneAt - s.sentAt > SLOW_MS).length,
    timeouts: summary.timeouts,
    errors,
    firstOkAfterStartMs: firstOk ? Math.round(firstOk.doneAt - startIssued) : null,
    stopTookMs: Math.round(down - stopIssued),
    startTookMs: Math.round(up - startIssued),
    exited: api.exitCode(),
  };
}
