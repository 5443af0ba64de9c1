import { PHOTO_WIDTHS } from '@dayleaf/contracts';
import { HttpError } from '../../shared/http/errors';

/** The store could not be reached or written: a dependency down (503), not a bug, with the cause kept for the log. */
export function storageUnavailable(cause: unknown): HttpError {
  const err = new HttpError(503, 'photos_unavailable', { headers: { 'Retry-After': '5' } });
  return Object.assign(err, { cause });
}

/** Where photos live. Local disk by default; an S3-compatible bucket when configured. */
export interface StoredPhoto {
  body: NodeJS.ReadableStream;
  contentType: string;
  length?: number;
}

export interface PhotoStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The photo's bytes, or null when there is no such photo. */
  read(key: string): Promise<StoredPhoto | null>;
  /** Removes the photo and every size made of it (sizeKey); a file already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The URL clients load the photo from. */
  urlFor(key: string): string;
  /** The key of a URL made by urlFor, or null for anything else. */
  keyFromUrl(url: string): string | null;
}

export const UPLOADS_PATH = '/uploads';
/** A photo as uploaded (after re-encoding): the name its URL carries. */
const ORIGINAL_KEY = /^[0-9a-f-]{36}\.(webp|jpg|png)$/;
/** Any stored file: an original or one of its sizes (`<uuid>-w360.webp`). */
const KEY = /^[0-9a-f-]{36}(-w[0-9]{3,4})?\.(webp|jpg|png)$/;

export function contentTypeOf(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}

export function isPhotoKey(key: string): boolean {
  return KEY.test(key);
}

/** Only originals have URLs; a size is reached through its original's URL and access check (`?w=`). */
export function isOriginalKey(key: string): boolean {
  return ORIGINAL_KEY.test(key);
}

/** The stored name of the original's size `width` px wide, always WebP (docs/decisions/024-photo-sizes.md). */
export function sizeKey(key: string, width: number): string {
  return `${key.replace(/\.[a-z]+$/, '')}-w${width}.webp`;
}

/** Every file a photo may have: its sizes, then the original (removed last, so a retry finds the photo again). */
export function filesOfPhoto(key: string): string[] {
  return isOriginalKey(key) ? [...PHOTO_WIDTHS.map((w) => sizeKey(key, w)), key] : [key];
}

export function keyFromUploadsUrl(url: string): string | null {
  const prefix = `${UPLOADS_PATH}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isOriginalKey(key) ? key : null;
}
