import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Timed {
  status: number;
  body: string;
  ms: number;
  headers: Headers;
}

/** One request with its round-trip time; a refused or timed-out request is status 0 with the reason as body. */
export async function timed(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    return { status: res.status, body, ms: performance.now() - started, headers: res.headers };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    return { status: 0, body: String(cause), ms: performance.now() - started, headers: new Headers() };
  }
}

export const PASSWORD = 'reliability-bench-pw-1';

export interface Account {
  id: string;
  username: string;
  cookie: string;
}

export const uniqueUsername = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

/** Signs up through the API (the app's own bcrypt cost), keeping the session cookie. */
export async function signUp(baseUrl: string, prefix: string): Promise<Account> {
  const username = uniqueUsername(prefix);
  const res = await timed(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${res.body}`);
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).find((c) => /sid=/.test(c));
  if (!cookie) throw new Error('signup set no session cookie');
  return { id: (JSON.parse(res.body) as { id: string }).id, username, cookie };
}

/** A generous timeout: under a login flood the last bcrypt waits for every one before it. */
export function login(baseUrl: string, username: string, password: string): Promise<Timed> {
  const body = JSON.stringify({ username, password });
  return timed(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }, 120_000);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const median = (values: number[]) => percentile(values, 50);

/** How many answers had each status. */
export const tally = (statuses: number[]) => statuses.reduce<Record<string, number>>((o, s) => ({ ...o, [s]: (o[s] ?? 0) + 1 }), {});

/** VmRSS and VmHWM (peak) of a process, in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Resets the kernel's peak RSS of a process to its current RSS (Linux 4.0+); false when not allowed. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Where a measured peak comes from: the kernel's, when it let us reset it, else only our samples. */
export type PeakFrom = 'VmHWM after reset + 5 ms samples' | '5 ms samples of VmRSS';

/**
 * The RSS of process `pid`, watched from outside (/proc), before `work` and at its peak while `work` runs:
 * the kernel's peak after a reset where allowed, and a sample every 5 ms either way.
 */
export async function samplePeak<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; beforeMb: number; peakMb: number; peakFrom: PeakFrom }> {
  const beforeMb = memoryOf(pid).rssMb;
  const hwmUsable = resetPeak(pid);
  let sampledPeak = beforeMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rssMb);
      await sleep(5);
    }
  })();
  const result = await work().finally(async () => {
    sampling = false;
    await sampler;
  });
  const peakMb = Math.max(sampledPeak, hwmUsable ? memoryOf(pid).peakMb : 0);
  return { result, beforeMb, peakMb, peakFrom: hwmUsable ? 'VmHWM after reset + 5 ms samples' : '5 ms samples of VmRSS' };
}

export const ms = (n: number) => `${Math.round(n)} ms`;
