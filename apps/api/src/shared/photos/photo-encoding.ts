import { randomUUID } from 'node:crypto';
import { PHOTO_WIDTHS } from '@dayleaf/contracts';
import sharp from 'sharp';
import { sizeKey } from '../../integrations/storage/storage';

/**
 * The sharp side of photos, run inside the photo worker (shared/photos/photo-worker.ts), never in the serving process:
 * libvips decodes what users upload, and a decoder that crashes takes the worker with it, not the API.
 */

/** 40 megapixels: larger images are refused from their header, before any pixel is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_OUTPUT_SIDE = 1440;

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

/** Why an upload is refused: the serving process turns it into the answer (shared/photos/images.ts). */
export type PhotoRefusal = 'unreadable' | 'too-many-pixels';

export class PhotoRefused extends Error {
  constructor(readonly refusal: PhotoRefusal) {
    super(refusal);
  }
}

const WEBP = { quality: 82 } as const;

/** The widths to make for a photo `width` px wide: only smaller ones, since a larger one would be an upscale. */
export function widthsBelow(width: number): number[] {
  return PHOTO_WIDTHS.filter((w) => w < width);
}

// Each photo is decoded once, so libvips' operation cache only holds memory (up to 50 MB by default) for nothing.
sharp.cache(false);

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

/**
 * An uploaded photo (bytes, or the path of the uploaded file, read by sharp as it decodes) re-encoded: turned
 * upright, metadata (EXIF, GPS) dropped, longest side at most 1440 px, WebP under an unguessable name, with its
 * smaller display sizes from the same decode. Refuses a pixel flood from the header, before decoding.
 */
export async function encodeUpload(input: Buffer | string): Promise<ProcessedPhoto> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new PhotoRefused('unreadable');
  }
  if (!meta.width || !meta.height) throw new PhotoRefused('unreadable');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new PhotoRefused('too-many-pixels');
  try {
    const key = `${randomUUID()}.webp`;
    const photo = await encodeAll(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(), key, true);
    return { key, data: photo.main!, contentType: 'image/webp', width: photo.width, height: photo.height, sizes: photo.sizes };
  } catch {
    throw new PhotoRefused('unreadable');
  }
}

/** The sizes a stored original lacks: it is already upright and stripped, so it is only resized. */
export async function encodeStoredSizes(key: string, original: Buffer, have: number[]): Promise<{ width: number; height: number; sizes: PhotoSize[] }> {
  const { width, height, sizes } = await encodeAll(sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }), key, false, have);
  return { width, height, sizes };
}
