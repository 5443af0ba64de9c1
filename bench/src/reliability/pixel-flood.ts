import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { samplePeak, timed, type Account, type PeakFrom } from './http';

export interface PixelFlood {
  pngKb: number;
  width: number;
  height: number;
  attempts: { status: number; error: string; ms: number; rss_before_mb: number; peak_mb: number; growth_mb: number }[];
  worst_ms: number;
  worst_growth_mb: number;
  peakFrom: PeakFrom;
}

/** 10000x10000 of one colour: about 300 kB of PNG that would be 300 MB of pixels once decoded. */
export function pixelFloodPng(side = 10_000): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 220, b: 210 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** U3: the flood posted as a post photo, with the API's RSS watched from outside (/proc) during the upload. */
export async function postPixelFlood(baseUrl: string, pid: number, account: Account, png: Buffer, attempts = 3): Promise<PixelFlood> {
  const results: PixelFlood['attempts'] = [];
  let peakFrom: PeakFrom = 'VmHWM after reset + 5 ms samples';
  for (let i = 0; i < attempts; i++) {
    await timed(`${baseUrl}/api/health`);
    const form = new FormData();
    form.set('user_id', account.id);
    form.set('caption', 'pixel flood');
    form.set('photo', new Blob([png], { type: 'image/png' }), 'flood.png');
    const measured = await samplePeak(pid, async () => {
      const answer = await timed(`${baseUrl}/api/posts`, { method: 'POST', headers: { cookie: account.cookie }, body: form });
      await sleep(50); // memory freed or not, after the answer
      return answer;
    });
    const { result: res, beforeMb: before, peakMb: peak } = measured;
    // One attempt measured by samples only makes the worst figure a sampled one.
    if (measured.peakFrom === '5 ms samples of VmRSS') peakFrom = measured.peakFrom;
    let error = '';
    try {
      error = String((JSON.parse(res.body) as { error?: string }).error ?? '');
    } catch {
      error = res.body.slice(0, 80);
    }
    results.push({ status: res.status, error, ms: Math.round(res.ms), rss_before_mb: Math.round(before), peak_mb: Math.round(peak), growth_mb: Math.round(peak - before) });
  }
  const meta = await sharp(png).metadata();
  return {
    pngKb: Math.round(png.length / 1024),
    width: meta.width!,
    height: meta.height!,
    attempts: results,
    worst_ms: Math.max(...results.map((r) => r.ms)),
    worst_growth_mb: Math.max(...results.map((r) => r.growth_mb)),
    peakFrom,
  };
}
