import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PhotoStorage } from '../../integrations/storage/storage';
import type { UploadedFile } from '../http/uploads';
import { storePhotoThen } from './store-photo';

let dir: string;
let upload: UploadedFile;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-photo-'));
  const file = path.join(dir, 'upload');
  const photo = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#4a9' } }).jpeg().toBuffer();
  writeFileSync(file, photo);
  upload = { path: file, size: photo.length };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A store in memory whose removal can be made to fail, and a logger that records its errors. */
function fakes(options: { removeFails?: boolean } = {}) {
  const files = new Map<string, Buffer>();
  const storage: PhotoStorage = {
    put: async (key, data) => void files.set(key, data),
    read: async () => null,
    remove: async (key) => {
      if (options.removeFails) throw new Error('bucket unreachable');
      files.delete(key);
    },
    urlFor: (key) => `/uploads/${key}`,
    keyFromUrl: () => null,
  };
  const error = vi.fn();
  const logger = { error } as unknown as Logger;
  return { files, error, deps: { storage, logger } };
}

describe('storePhotoThen', () => {
  it('when the write succeeds, then the photo stays stored and the write gets its URL', async () => {
    const { files, error, deps } = fakes();
    const url = await storePhotoThen(deps, upload, async (photoUrl) => photoUrl);
    expect([...files.keys()].map((key) => `/uploads/${key}`)).toEqual([url]);
    expect(error).not.toHaveBeenCalled();
  });

  it('when the write throws, then the stored photo is removed and the write error is rethrown', async () => {
    const { files, error, deps } = fakes();
    const failure = new Error('insert failed');
    await expect(storePhotoThen(deps, upload, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(files.size).toBe(0);
    expect(error).not.toHaveBeenCalled();
  });

  it('when the write throws and the removal fails too, then the orphan is logged with its key and the write error is rethrown', async () => {
    const { files, error, deps } = fakes({ removeFails: true });
    const failure = new Error('insert failed');
    await expect(storePhotoThen(deps, upload, () => Promise.reject(failure))).rejects.toBe(failure);
    const [key] = [...files.keys()];
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'bucket unreachable' }), key }, expect.any(String));
  });

  it('when the upload is not a photo, then nothing is stored and the write never runs', async () => {
    const { files, deps } = fakes();
    const text = path.join(dir, 'not-a-photo');
    writeFileSync(text, 'hello');
    const write = vi.fn();
    await expect(storePhotoThen(deps, { path: text, size: 5 }, write)).rejects.toMatchObject({ status: 415 });
    expect(write).not.toHaveBeenCalled();
    expect(files.size).toBe(0);
  });
});
