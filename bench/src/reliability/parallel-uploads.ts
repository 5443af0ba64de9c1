import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { memoryOf, samplePeak, timed, type Account, type PeakFrom } from './http';

export interface ParallelUploads {
  /** `photos`: real photos, stored (201); `files`: the same size with a JPEG header and noise, refused after the upload (415). */
  kind: 'photos' | 'files';
  uploads: number;
  photoMb: number;
  width: number;
  height: number;
  statuses: Record<string, number>;
  wall_ms: number;
  slowest_ms: number;
  rss_before_mb: number;
  peak_mb: number;
  rss_after_mb: number;
  peak_growth_mb: number;
  retained_growth_mb: number;
  settle_ms: number;
  peakFrom: PeakFrom;
}

const LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * A camera-like JPEG just under the 10 MB upload limit: noise compresses badly, so a few megapixels of it
 * fill the limit while staying far below the pixel cap. The side is searched, not guessed.
 */
export async function nearLimitJpeg(): Promise<{ bytes: Buffer; width: number; height: number }> {
  const make = (side: number) =>
    sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 92 })
      .toBuffer();
  let side = 2400;
  let best: Buffer | null = null;
  let bestSide = 0;
  for (let i = 0; i < 6; i++) {
    const bytes = await make(side);
    if (bytes.length <= LIMIT_BYTES - 64 * 1024 && bytes.length > (best?.length ?? 0)) {
      best = bytes;
      bestSide = side;
    }
    if (best && best.length > LIMIT_BYTES * 0.93) break;
    side = Math.floor(side * Math.sqrt((LIMIT_BYTES * 0.97) / bytes.length));
  }
  if (!best) throw new Error('could not make a photo under the upload limit');
  return { bytes: best, width: bestSide, height: bestSide };
}

function post(baseUrl: string, account: Account, photo: Buffer) {
  const form = new FormData();
  form.set('user_id', account.id);
  form.set('caption', 'parallel upload');
  form.set('photo', new Blob([photo], { type: 'image/jpeg' }), 'camera.jpg');
  return timed(`${baseUrl}/api/posts`, { method: 'POST', headers: { cookie: account.cookie }, body: form }, 180_000);
}

/** A JPEG's first bytes, then noise: through the type check, refused by the decoder, so only receiving it costs anything. */
function notAPhoto(size: number): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
}

/**
 * U1 memory: `count` uploads of a photo near the size limit sent at once, with the API's RSS watched from
 * outside (/proc): before (after one upload has warmed the image pipeline), the peak while they run, and
 * what is still held once they are all answered and the process has had `settleMs` to give memory back.
 */
export async function parallelUploads(
  baseUrl: string,
  pid: number,
  account: Account,
  kind: ParallelUploads['kind'],
  count = 30,
  settleMs = 2000,
): Promise<ParallelUploads> {
  const jpeg = await nearLimitJpeg();
  const photo = kind === 'photos' ? jpeg : { ...jpeg, bytes: notAPhoto(jpeg.bytes.length) };
  const warm = await post(baseUrl, account, photo.bytes);
  if (warm.status !== (kind === 'photos' ? 201 : 415)) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body.slice(0, 200)}`);
  await sleep(settleMs);
  let wall = 0;
  const {
    result: answers,
    beforeMb: before,
    peakMb: peak,
    peakFrom,
  } = await samplePeak(pid, async () => {
    const started = performance.now();
    const all = await Promise.all(Array.from({ length: count }, () => post(baseUrl, account, photo.bytes)));
    wall = performance.now() - started;
    return all;
  });
  await sleep(settleMs);
  const after = memoryOf(pid).rssMb;
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    kind,
    uploads: count,
    photoMb: Math.round((photo.bytes.length / 1024 / 1024) * 100) / 100,
    width: photo.width,
    height: photo.height,
    statuses,
    wall_ms: Math.round(wall),
    slowest_ms: Math.round(Math.max(...answers.map((a) => a.ms))),
    rss_before_mb: Math.round(before),
    peak_mb: Math.round(peak),
    rss_after_mb: Math.round(after),
    peak_growth_mb: Math.round(peak - before),
    retained_growth_mb: Math.round(after - before),
    settle_ms: settleMs,
    peakFrom,
  };
}
