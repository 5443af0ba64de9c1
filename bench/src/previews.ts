/**
 * Link previews (decision 084): a kept preview image against a floor, and a fresh one's time. The API runs from source
 * on the embedded database (no seed needed); the floor is the Express JSON floor in its own process, the same load.
 * `--seconds N` (10), `--fresh N` (20 challenges drawn for the first time, one after another).
 */
import { performance } from 'node:perf_hooks';
import { startApi } from './api-server';
import { FLOORS, startFloor } from './floors';
import { parseArgs } from './lib/args';
import { round } from './lib/stats';
import { measure } from './load';

const args = parseArgs(process.argv.slice(2), { seconds: 'string', fresh: 'string' });
const seconds = Number(args.seconds ?? 10);
const freshCount = Number(args.fresh ?? 20);
const load = { connections: 10, warmupSeconds: 3, seconds };

const api = await startApi(null, 'bench-previews-secret', 'source', 'warn', { timeoutMs: 240_000 });
const floor = await startFloor(FLOORS.find((f) => f.key === 'express')!, '');
try {
  const base = api.url;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_previews', password: 'correct horse battery' }),
  });
  const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const me = ((await signup.json()) as { id: string }).id;
  const ids: string[] = [];
  for (let i = 0; i <= freshCount; i++) {
    const res = await fetch(`${base}/api/challenges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ name: `Walk at dawn ${i} 🌿`, description: 'Thirty minutes outside.', duration_days: 21, created_by: me }),
    });
    if (res.status !== 201) throw new Error(`challenge not created: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  // The worker starts and draws its first card (fonts read once): not what a fresh image costs after that.
  const first = performance.now();
  await (await fetch(`${base}/api/previews/challenge/${ids[0]}`)).arrayBuffer();
  const firstMs = performance.now() - first;
  const fresh: number[] = [];
  for (const id of ids.slice(1)) {
    const t = performance.now();
    const res = await fetch(`${base}/api/previews/challenge/${id}`);
    await res.arrayBuffer();
    fresh.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`preview ${res.status}`);
  }
  fresh.sort((a, b) => a - b);
  const kept = await measure(base, [{ method: 'GET', path: `/api/previews/challenge/${ids[1]}` }], load);
  const floorRun = await measure(floor.url, FLOORS.find((f) => f.key === 'express')!.requests({} as never), load);
  const result = {
    first_image_ms: round(firstMs, 1),
    fresh_ms: { p50: round(fresh[Math.floor(fresh.length / 2)]!, 1), max: round(fresh.at(-1)!, 1), n: fresh.length },
    kept: { rps: round(kept.rps, 0), p50_ms: kept.p50_ms, p99_ms: kept.p99_ms, non2xx: kept.non2xx },
    floor_express: { rps: round(floorRun.rps, 0), p50_ms: floorRun.p50_ms, p99_ms: floorRun.p99_ms },
    kept_p99_over_floor_p99: round(kept.p99_ms / Math.max(1, floorRun.p99_ms), 2),
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await api.stop();
  await floor.stop();
}
