import { HttpError } from '../../shared/http/errors';

/** The store could not be reached or written: a dependency down (503), not a bug, with the cause kept for the log. */
export function storageUnavailable(cause: unknown): HttpError {
  const err = new HttpError(503, 'Photos cannot be saved or loaded right now. Please try again in a moment.', undefined, { 'Retry-After': '5' });
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
  remove(key: string): Promise<void>;
  /** The URL clients load the photo from. */
  urlFor(key: string): string;
  /** The key of a URL made by urlFor, or null for anything else. */
  keyFromUrl(url: string): string | null;
}

export const UPLOADS_PATH = '/uploads';
const KEY = /^[0-9a-f-]{36}\.(webp|jpg|png)$/;

export function contentTypeOf(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}

export function isPhotoKey(key: string): boolean {
  return KEY.test(key);
}

export function keyFromUploadsUrl(url: string): string | null {
  const prefix = `${UPLOADS_PATH}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isPhotoKey(key) ? key : null;
}
