import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_DIR } from '../lib/paths';
import { login, median, percentile, PASSWORD, tally, timed, uniqueUsername, type Account, type Timed } from './http';

export interface HealthUnderLogins {
  logins: number;
  loginStatuses: Record<string, number>;
  loginsWallMs: number;
  healthSamples: number;
  healthStatuses: Record<string, number>;
  health_p50_ms: number;
  health_p95_ms: number;
  health_max_ms: number;
  /** The API's catch-all 404, which needs no database: slow here too means CPU or event loop, not the pool. */
  no_db_404_p50_ms: number;
  no_db_404_p95_ms: number;
}

/** F4: 50 logins at once (bcrypt on libuv's pool) while /api/health is asked again and again. */
export async function healthDuringLoginFlood(baseUrl: string, account: Account, parallel = 50): Promise<HealthUnderLogins> {
  let flooding = true;
  const sample = async (path: string) => {
    const out: { status: number; ms: number }[] = [];
    while (flooding) {
      const r = await timed(baseUrl + path);
      out.push({ status: r.status, ms: r.ms });
      await sleep(20);
    }
    return out;
  };
  const samplers = Promise.all([sample('/api/health'), sample('/api/reliability-no-such-route')]);
  const started = performance.now();
  const logins = await Promise.all(Array.from({ length: parallel }, () => login(baseUrl, account.username, PASSWORD)));
  const loginsWallMs = performance.now() - started;
  flooding = false;
  const [health, noDb] = await samplers;
  const times = health.map((h) => h.ms);
  return {
    logins: parallel,
    loginStatuses: tally(logins.map((l) => l.status)),
    loginsWallMs: Math.round(loginsWallMs),
    healthSamples: health.length,
    healthStatuses: tally(health.map((h) => h.status)),
    health_p50_ms: Math.round(percentile(times, 50)),
    health_p95_ms: Math.round(percentile(times, 95)),
    health_max_ms: Math.round(Math.max(...times)),
    no_db_404_p50_ms: Math.round(percentile(noDb.map((h) => h.ms), 50)),
    no_db_404_p95_ms: Math.round(percentile(noDb.map((h) => h.ms), 95)),
  };
}

export interface CompareTiming {
  logins: number;
  statuses: Record<string, number>;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  /** bcrypt.compare alone at the same cost in the bench process, between the logins: what the machine gives. */
  bare_compare_p50_ms: number;
  bare_compare_p95_ms: number;
  /** From the user's stored hash: the cost the app really used. */
  stored_hash_prefix: string;
}

// The API's own bcrypt build, so the bare figure is the same library the app runs.
const bcrypt = createRequire(path.join(API_DIR, 'package.json'))('bcrypt') as {
  hash(password: string, cost: number): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
};

/**
 * P1: successful logins one after another. The round trip is the compare at the app's cost plus the
 * login's queries, so it bounds the compare from above.
 */
export async function sequentialLogins(baseUrl: string, account: Account, storedHash: string, n = 20): Promise<CompareTiming> {
  const cost = Number(/^\$2[aby]\$(\d+)\$/.exec(storedHash)?.[1]);
  const hash = await bcrypt.hash(PASSWORD, cost);
  await login(baseUrl, account.username, PASSWORD); // warm-up: first-use costs are not the compare's
  const results = [];
  const bare = [];
  for (let i = 0; i < n; i++) {
    results.push(await login(baseUrl, account.username, PASSWORD));
    const started = performance.now();
    await bcrypt.compare(PASSWORD, hash);
    bare.push(performance.now() - started);
  }
  const times = results.map((r) => r.ms);
  return {
    logins: n,
    statuses: tally(results.map((r) => r.status)),
    p50_ms: Math.round(percentile(times, 50)),
    p95_ms: Math.round(percentile(times, 95)),
    max_ms: Math.round(Math.max(...times)),
    bare_compare_p50_ms: Math.round(percentile(bare, 50)),
    bare_compare_p95_ms: Math.round(percentile(bare, 95)),
    stored_hash_prefix: storedHash.slice(0, 7),
  };
}

export interface Enumeration {
  tries: number;
  unknown: { statuses: Record<string, number>; bodies: string[]; median_ms: number };
  wrongPassword: { statuses: Record<string, number>; bodies: string[]; median_ms: number };
  identical: boolean;
  median_diff_pct: number;
}

/**
 * P3: unknown usernames against a known username with a wrong password, sent in pairs (order alternating)
 * so both kinds meet the same machine load.
 */
export async function enumerationTiming(baseUrl: string, account: Account, tries = 200): Promise<Enumeration> {
  const unknown: Timed[] = [];
  const wrong: Timed[] = [];
  for (let i = 0; i < tries; i++) {
    const u = () => login(baseUrl, uniqueUsername('nobody'), `wrong-password-${i}`);
    const w = () => login(baseUrl, account.username, `wrong-password-${i}`);
    const [a, b] = i % 2 ? await Promise.all([u(), w()]) : (await Promise.all([w(), u()])).reverse();
    unknown.push(a!);
    wrong.push(b!);
  }
  const side = (rs: typeof unknown) => ({
    statuses: tally(rs.map((r) => r.status)),
    bodies: [...new Set(rs.map((r) => r.body))],
    median_ms: Math.round(median(rs.map((r) => r.ms))),
  });
  const a = side(unknown);
  const b = side(wrong);
  const identical =
    a.bodies.length === 1 && b.bodies.length === 1 && a.bodies[0] === b.bodies[0] && Object.keys(a.statuses).join() === Object.keys(b.statuses).join() && Object.keys(a.statuses).length === 1;
  return {
    tries,
    unknown: a,
    wrongPassword: b,
    identical,
    median_diff_pct: Math.round((Math.abs(a.median_ms - b.median_ms) / Math.min(a.median_ms, b.median_ms)) * 1000) / 10,
  };
}
