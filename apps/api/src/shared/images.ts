import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { PHOTO_WIDTHS } from '@dayleaf/contracts';
import sharp from 'sharp';
import { sizeKey } from '../integrations/storage/storage';
import { tooLarge, unsupportedMedia } from './http/errors';

/** 40 megapixels: larger images are refused from their header, before any pixel is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_OUTPUT_SIDE = 1440;

type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The type comes from the bytes, never from the file name or the declared content type. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return null;
}

/** One stored size of a photo, made from the same decode as the original. */
export interface PhotoSize {
  key: string;
  width: number;
  data: Buffer;
}

export interface ProcessedPhoto {
  key: string;
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  /** The smaller sizes (PHOTO_WIDTHS narrower than the original; none for a small photo, never upscaled). */
  sizes: PhotoSize[];
}

const WEBP = { quality: 82 } as const;

/** The widths to make for a photo `width` px wide: only smaller ones, since a larger one would be an upscale. */
export function widthsBelow(width: number): number[] {
  return PHOTO_WIDTHS.filter((w) => w < width);
}

/**
 * Decodes once (turned upright and fitted inside MAX_OUTPUT_SIDE, converted to sRGB) into pixels, then encodes the
 * original and each size narrower than it from those pixels. Decoding is most of the cost: encoding the sizes from
 * clones of the input pipeline decoded it again for each (about 25% more CPU on a 12 MP JPEG). The encodes run
 * together; the whole stays one re-encode in the queue.
 */
async function encodeAll(input: sharp.Sharp, key: string, original: boolean, skip: number[] = []) {
  const { data: pixels, info } = await input
    .resize(MAX_OUTPUT_SIDE, MAX_OUTPUT_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = widthsBelow(info.width).filter((w) => !skip.includes(w));
  const [main, ...sizes] = await Promise.all([
    original ? sharp(pixels, raw).webp(WEBP).toBuffer() : null,
    ...widths.map((width) => sharp(pixels, raw).resize({ width }).webp(WEBP).toBuffer()),
  ]);
  return {
    main,
    width: info.width,
    height: info.height,
    sizes: sizes.map((data, i) => ({ key: sizeKey(key, widths[i]!), width: widths[i]!, data })),
  };
}

// Each photo is decoded once, so libvips' operation cache only holds memory (up to 50 MB by default) for nothing.
sharp.cache(false);

// One re-encode at a time per process: uploads queue instead of starving every other request of CPU.
let queue: Promise<unknown> = Promise.resolve();
function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** The first bytes of a file, enough for detectImageKind. */
async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Re-encodes an uploaded photo, given as bytes or as the path of the uploaded file (read by sharp as it
 * decodes, never held whole in memory): turned upright, metadata (EXIF, GPS) dropped, longest side at
 * most 1440 px, saved as WebP under an unguessable name, with its smaller display sizes (widthsBelow) from the
 * same decode. Throws 415 for anything that is not a photo and 413 for a pixel flood.
 */
export async function processPhoto(input: Buffer | string): Promise<ProcessedPhoto> {
  if (!detectImageKind(typeof input === 'string' ? await headOf(input) : input)) throw unsupportedMedia('Please choose a JPEG, PNG, WebP or GIF image.');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw unsupportedMedia('The image could not be read.');
  }
  if (!meta.width || !meta.height) throw unsupportedMedia('The image could not be read.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooLarge('The image has too many pixels (40 megapixels at most).');
  return serialised(async () => {
    try {
      const key = `${randomUUID()}.webp`;
      const photo = await encodeAll(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(), key, true);
      return { key, data: photo.main!, contentType: 'image/webp' as const, width: photo.width, height: photo.height, sizes: photo.sizes };
    } catch {
      throw unsupportedMedia('The image could not be read.');
    }
  });
}

/**
 * The sizes a stored original lacks (the backfill of photos stored before sizes existed): the original is
 * already upright and stripped, so it is only resized. `have` lists the widths already stored. Queued like uploads.
 */
export async function sizesOfStored(key: string, original: Buffer, have: number[] = []): Promise<{ width: number; height: number; sizes: PhotoSize[] }> {
  return serialised(async () => {
    const { width, height, sizes } = await encodeAll(sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }), key, false, have);
    return { width, height, sizes };
  });
}
