import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parseArgs } from './lib/args';
import { makePhoto } from './lib/photo';
import { tsxArgs } from './lib/processes';
import { round, spread } from './lib/stats';

const ITERATIONS = 5;

export interface ImagesResult {
  photo: string;
  iterations: number;
  app_ms: number;
  sharp_ms: number;
  ratio: number;
  /**
   * CPU time (user + system, all threads) per call: steadier than wall time on a shared machine, where other
   * processes take the cores between the app's run and sharp's.
   */
  app_cpu_ms: number;
  sharp_cpu_ms: number;
  cpu_ratio: number;
  app_peak_rss_mb: number;
  sharp_peak_rss_mb: number;
  /** The reference pipeline: 1080 px WebP plus a 320 px thumbnail. */
  reference_1080_thumb_ms: number;
  /** Four processPhoto calls at once: queued one at a time, so about four single runs. */
  app_4_concurrent_ms: number;
}

type Mode = 'app' | 'sharp' | 'reference' | 'app-concurrent';

/**
 * What processPhoto does, written directly against sharp: the same outputs (the 1440 px original and its 360, 720
 * and 1080 px wide sizes, WebP, docs/decisions/024-photo-sizes.md), decoded once into pixels and encoded from them.
 * The figure the app's pipeline (type check, header read, queue) is held to: within 1.5x.
 */
async function sharpAlone(bytes: Buffer) {
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize(1440, 1440, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all([
    sharp(data, raw).webp({ quality: 82 }).toBuffer(),
    ...[360, 720, 1080].map((width) => sharp(data, raw).resize({ width }).webp({ quality: 82 }).toBuffer()),
  ]);
}

async function reference(bytes: Buffer) {
  const base = sharp(bytes).rotate();
  await Promise.all([
    base.clone().resize(1080, 1080, { fit: 'inside' }).webp({ quality: 82 }).toBuffer(),
    base.clone().resize(320, 320, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
  ]);
}

/** The CPU time (ms) and peak RSS (MB) of the app's photo worker so far, from /proc (Linux). */
function workerUsage(pid: number | undefined): { cpu_ms: number; peak_rss_mb: number } {
  if (!pid) return { cpu_ms: 0, peak_rss_mb: 0 };
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { cpu_ms: (Number(fields[11]) + Number(fields[12])) * 10, peak_rss_mb: hwm ? Number(hwm[1]) / 1024 : 0 };
}

/**
 * One mode in a fresh process, so its peak RSS is its own. The app re-encodes in its photo worker, a child process
 * (docs/decisions/034-photo-worker.md), so its CPU and peak RSS count that process too.
 */
async function child(mode: Mode, file: string): Promise<{ ms: number; cpu_ms: number; peak_rss_mb: number }> {
  const bytes = readFileSync(file);
  const { processPhoto } = await import('../../apps/api/src/shared/photos/images');
  const { photoWorkerPid } = await import('../../apps/api/src/shared/photos/photo-worker-process');
  const once: Record<Mode, () => Promise<unknown>> = {
    app: () => processPhoto(bytes),
    sharp: () => sharpAlone(bytes),
    reference: () => reference(bytes),
    'app-concurrent': () => Promise.all([1, 2, 3, 4].map(() => processPhoto(bytes))),
  };
  await once[mode](); // warm-up: libvips loads its codecs on first use
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const c = process.cpuUsage();
    const w = workerUsage(photoWorkerPid());
    const t = performance.now();
    await once[mode]();
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000 + workerUsage(photoWorkerPid()).cpu_ms - w.cpu_ms);
  }
  const peak = process.resourceUsage().maxRSS / 1024 + workerUsage(photoWorkerPid()).peak_rss_mb;
  return { ms: round(spread(times).median, 1), cpu_ms: round(spread(cpu).median, 1), peak_rss_mb: round(peak, 1) };
}

const run = promisify(execFile);

export async function measureImages(log: (m: string) => void = console.log): Promise<ImagesResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dayleaf-bench-img-'));
  try {
    const photo = await makePhoto();
    const file = path.join(dir, 'photo.jpg');
    writeFileSync(file, photo);
    const meta = await sharp(photo).metadata();
    const self = fileURLToPath(import.meta.url);
    const results: Partial<Record<Mode, { ms: number; cpu_ms: number; peak_rss_mb: number }>> = {};
    for (const mode of ['app', 'sharp', 'reference', 'app-concurrent'] as Mode[]) {
      const { stdout } = await run(process.execPath, [...tsxArgs(self), '--child', mode, '--file', file], { maxBuffer: 1 << 20 });
      results[mode] = JSON.parse(stdout.trim().split('\n').at(-1)!);
      log(`  images ${mode.padEnd(15)} ${results[mode]!.ms} ms  CPU ${results[mode]!.cpu_ms} ms  peak RSS ${results[mode]!.peak_rss_mb} MB`);
    }
    return {
      photo: `${meta.width}x${meta.height} JPEG, ${Math.round(photo.length / 1024)} KiB`,
      iterations: ITERATIONS,
      app_ms: results.app!.ms,
      sharp_ms: results.sharp!.ms,
      ratio: round(results.app!.ms / results.sharp!.ms),
      app_cpu_ms: results.app!.cpu_ms,
      sharp_cpu_ms: results.sharp!.cpu_ms,
      cpu_ratio: round(results.app!.cpu_ms / results.sharp!.cpu_ms),
      app_peak_rss_mb: results.app!.peak_rss_mb,
      sharp_peak_rss_mb: results.sharp!.peak_rss_mb,
      reference_1080_thumb_ms: results.reference!.ms,
      app_4_concurrent_ms: results['app-concurrent']!.ms,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs(process.argv.slice(2), { child: 'string', file: 'string' });
  const task = args.child
    ? child(args.child as Mode, String(args.file)).then((r) => console.log(JSON.stringify(r)))
    : measureImages().then((r) => console.log(JSON.stringify(r, null, 2)));
  task.catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
