import type { Logger } from 'pino';
import type { PhotoStorage } from '../../integrations/storage/storage';
import type { UploadedFile } from '../http/uploads';
import { processPhoto } from './images';

export interface StorePhotoDeps {
  storage: PhotoStorage;
  logger: Logger;
}

/** The stored original's size, which the web uses for width/height and to pick among the sizes. */
export interface StoredPhotoSize {
  width: number;
  height: number;
}

/**
 * Stores an uploaded photo with its display sizes, then runs the database write that points at it (given the
 * photo's URL and the original's size). When the write throws, the stored files are removed again (remove
 * takes every size) so no file is left that no row names (docs/security.md R3), and the write's error is
 * rethrown. A removal that fails as well leaves orphan files: it is logged with the key, never swallowed, and
 * the write's error is still the one the request answers with.
 */
export async function storePhotoThen<T>(
  deps: StorePhotoDeps,
  file: UploadedFile,
  write: (photoUrl: string, size: StoredPhotoSize) => Promise<T>,
): Promise<T> {
  const photo = await processPhoto(file.path);
  const removeAll = () =>
    deps.storage.remove(photo.key).catch((removeErr: unknown) => {
      deps.logger.error({ err: removeErr, key: photo.key }, 'orphan photo not removed after a failed write');
    });
  try {
    // The sizes first: once the original is there, its row may be written, and every size it names exists.
    // Settled, not raced: a put still running when another failed would land after the removal below.
    const puts = await Promise.allSettled(photo.sizes.map((s) => deps.storage.put(s.key, s.data, photo.contentType)));
    const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
    if (failed) throw failed.reason;
    await deps.storage.put(photo.key, photo.data, photo.contentType);
  } catch (err) {
    await removeAll();
    throw err;
  }
  try {
    return await write(deps.storage.urlFor(photo.key), { width: photo.width, height: photo.height });
  } catch (err) {
    await removeAll();
    throw err;
  }
}
