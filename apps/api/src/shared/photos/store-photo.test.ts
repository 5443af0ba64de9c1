import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { filesOfPhoto, type PhotoStorage } from '../../integrations/storage/storage';
import type { UploadedFile } from '../http/uploads';
import { storePhotoThen } from './store-photo';

let dir: string;
let upload: UploadedFile;
let large: UploadedFile;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-photo-'));
  const write = async (name: string, width: number, height: number): Promise<UploadedFile> => {
    const file = path.join(dir, name);
    const photo = await sharp({ create: { width, height, channels: 3, background: '#4a9' } }).jpeg().toBuffer();
    writeFileSync(file, photo);
    return { path: file, size: photo.length };
  };
  upload = await write('upload', 24, 16);
  large = await write('large', 900, 1200);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A store in memory whose removal can be made to fail, and a logger that records its errors. */
function fakes(options: { removeFails?: boolean; putFails?: RegExp } = {}) {
  const files = new Map<string, Buffer>();
  const storage: PhotoStorage = {
    put: async (key, data) => {
      if (options.putFails?.test(key)) throw new Error('disk full');
      files.set(key, data);
    },
    read: async () => null,
    remove: async (key) => {
      if (options.removeFails) throw new Error('bucket unreachable');
      for (const file of filesOfPhoto(key)) files.delete(file);
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

  it('when the photo is wider than some display sizes, then those sizes are stored beside it and the write gets its size', async () => {
    const { files, deps } = fakes();
    const write = vi.fn(async (photoUrl: string) => photoUrl);
    const url = await storePhotoThen(deps, large, write);
    const key = url.slice('/uploads/'.length);
    expect([...files.keys()].sort()).toEqual([key, key.replace('.webp', '-w360.webp'), key.replace('.webp', '-w720.webp')].sort());
    expect(write).toHaveBeenCalledWith(url, { width: 900, height: 1200 });
    const size = await sharp(files.get(key.replace('.webp', '-w360.webp'))!).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 360, 480]);
  });

  it('when the write of a photo with sizes throws, then every size is removed with the original', async () => {
    const { files, deps } = fakes();
    await expect(storePhotoThen(deps, large, () => Promise.reject(new Error('insert failed')))).rejects.toThrow('insert failed');
    expect(files.size).toBe(0);
  });

  it('when storing one size fails, then nothing of the photo is left and the write never runs', async () => {
    const { files, deps } = fakes({ putFails: /-w720\./ });
    const write = vi.fn();
    await expect(storePhotoThen(deps, large, write)).rejects.toThrow('disk full');
    expect(write).not.toHaveBeenCalled();
    expect(files.size).toBe(0);
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
