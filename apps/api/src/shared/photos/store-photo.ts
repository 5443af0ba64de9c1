import type { Logger } from 'pino';
import type { PhotoStorage } from '../../integrations/storage/storage';
import type { UploadedFile } from '../http/uploads';
import { processPhoto } from '../images';

export interface StorePhotoDeps {
  storage: PhotoStorage;
  logger: Logger;
}

/**
 * Stores an uploaded photo, then runs the database write that points at it (given the photo's URL). When
 * the write throws, the stored file is removed again so no file is left that no row names (docs/security.md
 * R3), and the write's error is rethrown. A removal that fails as well leaves an orphan file: it is logged
 * with its key, never swallowed, and the write's error is still the one the request answers with.
 */
export async function storePhotoThen<T>(deps: StorePhotoDeps, file: UploadedFile, write: (photoUrl: string) => Promise<T>): Promise<T> {
  const photo = await processPhoto(file.path);
  await deps.storage.put(photo.key, photo.data, photo.contentType);
  try {
    return await write(deps.storage.urlFor(photo.key));
  } catch (err) {
    await deps.storage.remove(photo.key).catch((removeErr: unknown) => {
      deps.logger.error({ err: removeErr, key: photo.key }, 'orphan photo not removed after a failed write');
    });
    throw err;
  }
}
