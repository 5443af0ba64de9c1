import { open } from 'node:fs/promises';
import { tooLarge, unsupportedMedia } from '../http/errors';
import { MAX_INPUT_PIXELS, type PhotoSize, type ProcessedPhoto } from './photo-encoding';
import { PhotoJobFailed, runPhotoJob } from './photo-worker-process';

export type { PhotoSize, ProcessedPhoto } from './photo-encoding';

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
 * Re-encodes an uploaded photo, given as bytes or as the path of the uploaded file, in the photo worker
 * (shared/photos/photo-encoding.ts says what comes out: upright, stripped, at most 1440 px, WebP, with its display sizes).
 * Anything that is not a photo is refused here from its first bytes, before it waits in the queue. Throws 415 for
 * anything that is not a readable photo, 413 for a pixel flood.
 */
export async function processPhoto(input: Buffer | string): Promise<ProcessedPhoto> {
  if (!detectImageKind(typeof input === 'string' ? await headOf(input) : input)) throw unsupportedMedia('image_type_unsupported');
  return serialised(async () => {
    try {
      return await runPhotoJob({ kind: 'upload', input });
    } catch (err) {
      // A worker that could not start or be reached is the server's fault: a 500, logged with its reason.
      if (!(err instanceof PhotoJobFailed)) throw err;
      if (err.refusal === 'too-many-pixels') throw tooLarge('image_too_many_pixels', { params: { megapixels: MAX_INPUT_PIXELS / 1_000_000 } });
      throw unsupportedMedia('image_unreadable');
    }
  });
}

/**
 * The sizes a stored original lacks (the backfill of photos stored before sizes existed). `have` lists the widths
 * already stored. Queued like uploads.
 */
export async function sizesOfStored(key: string, original: Buffer, have: number[] = []): Promise<{ width: number; height: number; sizes: PhotoSize[] }> {
  return serialised(() => runPhotoJob({ kind: 'sizes', key, original, have }));
}
