import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

// Requests cut off when a run ends are still being served; let them drain before the next run counts.
const settle = () => sleep(750);

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

function run(url: string, requests: RequestSpec[], connections: number, seconds: number): Promise<autocannon.Result> {
  // Connections take the prepared requests in turn, so users, posts and tasks rotate across the run.
  let next = 0;
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (req) => {
          const spec = requests[next++ % requests.length]!;
          return { ...req, method: spec.method, path: spec.path, headers: { ...spec.headers }, body: spec.body };
        },
      },
    ],
  });
}

/** A warm-up whose figures are thrown away, then the measured run. */
export async function measure(url: string, requests: RequestSpec[], o: LoadOptions): Promise<LoadResult> {
  if (requests.length === 0) throw new Error('no requests to send');
  if (o.warmupSeconds > 0) {
    await run(url, requests, o.connections, o.warmupSeconds);
    await settle();
  }
  const r = await run(url, requests, o.connections, o.seconds);
  await settle();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    rps: r.requests.total / r.duration,
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    statusCodes,
  };
}

/** Figures from a run where a share of the answers failed measure the failure, not the route. */
export function failureNote(r: LoadResult): string | null {
  const bad = r.non2xx + r.errors;
  if (r.requests === 0) return 'no request completed';
  if (bad / (r.requests + r.errors) <= 0.01) return null;
  const codes = Object.entries(r.statusCodes)
    .filter(([c]) => !c.startsWith('2'))
    .map(([c, n]) => `${n}×${c}`)
    .join(', ');
  return `${bad} of ${r.requests} failed (${[codes, r.errors ? `${r.errors} errors` : ''].filter(Boolean).join(', ')})`;
}
