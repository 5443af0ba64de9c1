import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

/**
 * Pictures for the demo data, drawn here as PNG bytes so the repository ships no image files: a sky, a sun and rolling
 * hills. They are what a user would upload; the app's photo path then re-encodes them like any upload (the photo
 * worker, docs/decisions/034-photo-worker.md). Plain zlib, not sharp: the seed may run inside the serving process,
 * where sharp does not run, and compression goes to the thread pool.
 */

export type Rgb = readonly [number, number, number];

export interface Scene {
  /** The sky's colour at the top and at the horizon. */
  sky: readonly [Rgb, Rgb];
  /** Centre and radius as fractions of the width (x, r) and height (y). */
  sun: { x: number; y: number; r: number; color: Rgb };
  /** Back to front; `level` is the ridge's height as a fraction of the picture's, `wave` its swell. */
  hills: readonly { color: Rgb; level: number; wave: number; waves: number }[];
}

const deflateAsync = promisify(deflate);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** Where each hill's ridge lies in each column, from the top. */
function ridgesOf(scene: Scene, width: number, height: number): Float64Array[] {
  return scene.hills.map((hill, i) =>
    Float64Array.from({ length: width }, (_, x) => height * (1 - hill.level - hill.wave * Math.sin((x / width) * Math.PI * hill.waves + i * 1.7))),
  );
}

/** Writes one pixel at `out[at]`: the hill in front if any covers it, else the sun's disc and glow over the sky. */
function paint(out: Buffer, at: number, scene: Scene, ridges: Float64Array[], x: number, y: number, width: number, height: number): void {
  for (let i = scene.hills.length - 1; i >= 0; i--) {
    const ridge = ridges[i]![x]!;
    if (y >= ridge) {
      const shade = 1 - 0.25 * ((y - ridge) / height);
      for (let c = 0; c < 3; c++) out[at + c] = Math.round(scene.hills[i]!.color[c]! * shade);
      return;
    }
  }
  const { sky, sun } = scene;
  const dx = x - sun.x * width;
  const dy = y - sun.y * height;
  const distance = Math.sqrt(dx * dx + dy * dy) / (sun.r * width);
  // Solid inside the radius, then a glow fading out to three radii.
  const glow = distance <= 1 ? 1 : Math.max(0, 1 - (distance - 1) / 2) ** 2 * 0.6;
  for (let c = 0; c < 3; c++) out[at + c] = mix(mix(sky[0][c]!, sky[1][c]!, y / height), sun.color[c]!, glow);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The scene as an 8-bit RGB PNG `width` x `height` pixels. */
export async function drawPng(scene: Scene, width: number, height: number): Promise<Buffer> {
  const stride = width * 3 + 1;
  // Each row starts with its filter type byte, left 0: no filter.
  const rows = Buffer.alloc(stride * height);
  const ridges = ridgesOf(scene, width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) paint(rows, y * stride + 1 + x * 3, scene, ridges, x, y, width, height);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', await deflateAsync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
