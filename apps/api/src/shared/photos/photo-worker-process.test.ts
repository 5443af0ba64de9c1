import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { getPriority } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { HttpError } from '../http/errors';
import { processPhoto } from './images';
import { PhotoJobFailed, photoWorkerPid, runPhotoJob, stopPhotoWorker, usePhotoWorkerEntry } from './photo-worker-process';

/** docs/decisions/034-photo-worker.md: re-encodes run in a child process at a lower priority. */
const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#4a9' } }).jpeg().toBuffer();

describe('the photo worker', () => {
  it('when a photo is re-encoded, then the work runs in a child process at a lower CPU priority than the API', async () => {
    const photo = await processPhoto(await jpeg(800, 600));
    expect(photo.width).toBe(800);
    const pid = photoWorkerPid();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(getPriority(pid!)).toBe(Math.min(19, getPriority() + 10));
    // Where Linux schedules by session groups, the worker has a group of its own, weighted like its nice value.
    if (existsSync('/proc/self/autogroup')) {
      const ours = readFileSync('/proc/self/autogroup', 'utf8').split(' nice ');
      const its = readFileSync(`/proc/${pid}/autogroup`, 'utf8').split(' nice ');
      expect(its[0]).not.toBe(ours[0]);
      expect(Number(its[1])).toBe(Math.min(19, getPriority() + 10));
    }
  });

  it('when the worker dies during an upload, then that upload is refused with 415 and the next one gets a new worker', async () => {
    await processPhoto(await jpeg(40, 30));
    const first = photoWorkerPid();
    const input = await jpeg(2000, 1500);
    // The job is on its way when the kill is sent in the same tick: the worker cannot have answered it.
    const upload = processPhoto(input);
    await new Promise((resolve) => setImmediate(resolve));
    stopPhotoWorker();
    const refused = await upload.then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(415);

    const next = await processPhoto(await jpeg(40, 30));
    expect(next.width).toBe(40);
    expect(photoWorkerPid()).not.toBe(first);
  });

  it('when the worker cannot start, then the upload fails as the server’s error, not as a bad photo, and a later start works', async () => {
    await processPhoto(await jpeg(40, 30));
    stopPhotoWorker();
    await vi.waitFor(() => expect(photoWorkerPid()).toBeUndefined());
    // A worker that ends before it says it is ready stands in for a broken install (sharp missing, say).
    const dir = mkdtempSync(path.join(tmpdir(), 'dayleaf-worker-'));
    const broken = path.join(dir, 'worker.mjs');
    writeFileSync(broken, 'process.exit(3);\n');
    usePhotoWorkerEntry(broken);
    onTestFinished(() => {
      usePhotoWorkerEntry();
      rmSync(dir, { recursive: true, force: true });
    });

    const failed = await processPhoto(await jpeg(40, 30)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(HttpError);
    expect(failed).not.toBeInstanceOf(PhotoJobFailed);
    // Which comes first, the worker's exit or the failed send to it, is the machine's timing: either is the server's.
    expect((failed as Error).message).toMatch(/^photo worker (could not start: exited \(3\)|unreachable: )/);

    usePhotoWorkerEntry();
    await vi.waitFor(() => expect(photoWorkerPid()).toBeUndefined());
    expect((await processPhoto(await jpeg(40, 30))).width).toBe(40);
  });

  it('when a job runs past its time limit, then its worker is killed and the job fails as a crash does', async () => {
    await processPhoto(await jpeg(40, 30));
    const first = photoWorkerPid();
    // A limit no re-encode can meet stands in for a decode that hangs.
    const job = runPhotoJob({ kind: 'upload', input: await jpeg(2000, 1500) }, 1);
    await expect(job).rejects.toBeInstanceOf(PhotoJobFailed);
    expect((await processPhoto(await jpeg(40, 30))).width).toBe(40);
    expect(photoWorkerPid()).not.toBe(first);
  });

  it('when a job fails in the worker, then the error comes back to the caller and the worker stays for the next job', async () => {
    await processPhoto(await jpeg(40, 30));
    const pid = photoWorkerPid();
    await expect(runPhotoJob({ kind: 'sizes', key: 'x.webp', original: Buffer.from('not a photo'), have: [] })).rejects.toThrow();
    expect((await processPhoto(await jpeg(40, 30))).width).toBe(40);
    expect(photoWorkerPid()).toBe(pid);
  });

  it('when a script has re-encoded a photo and has nothing left to do, then it exits without being told to stop the worker', async () => {
    const apiDir = path.resolve(import.meta.dirname, '../../..');
    const script = `
      import sharp from 'sharp';
      import { processPhoto } from './src/shared/photos/images.ts';
      const photo = await processPhoto(await sharp({ create: { width: 50, height: 40, channels: 3, background: '#4a9' } }).jpeg().toBuffer());
      console.log('re-encoded', photo.width);
    `;
    // A worker that held its parent open would keep this process running until the kill: a failure, with nothing left behind.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: apiDir,
      timeout: 100_000,
      killSignal: 'SIGKILL',
    });
    expect(stdout.trim()).toBe('re-encoded 50');
  }, 120_000);
});
