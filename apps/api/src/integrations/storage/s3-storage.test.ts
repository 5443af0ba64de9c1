import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';

// A local S3-compatible server on loopback, reached through the official AWS SDK.
const dir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-s3-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'photos', configs: [] }] });
let endpoint = '';

beforeAll(async () => {
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e.webp';

describe('S3 photo storage', () => {
  it('when a photo is put, then it reads back with its type, and after remove it is gone', async () => {
    const storage = createS3Storage({ bucket: 'photos', endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    await storage.put(KEY, Buffer.from('photo bytes'), 'image/webp');
    const photo = await storage.read(KEY);
    expect(photo?.contentType).toBe('image/webp');
    expect(await text(photo!.body as NodeJS.ReadableStream & AsyncIterable<Buffer>)).toBe('photo bytes');
    expect(storage.urlFor(KEY)).toBe(`/uploads/${KEY}`);
    await storage.remove(KEY);
    expect(await storage.read(KEY)).toBeNull();
  });

  it('when a key is not one of ours (path traversal), then it is refused and nothing is read', async () => {
    const storage = createS3Storage({ bucket: 'photos', endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    await expect(storage.put('../../x.js', Buffer.from('x'), 'text/javascript')).rejects.toThrow(/Invalid photo key/);
    expect(await storage.read('../../etc/passwd')).toBeNull();
  });
});
