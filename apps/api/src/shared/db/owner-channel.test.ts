import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askOwner, ownerChannelPath, serveOwnerChannel } from './owner-channel';

const root = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-channel-'));
let n = 0;
const freshDir = () => path.join(root, `db${++n}`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const failOnError = (err: unknown) => {
  throw err;
};

describe('owner channel', () => {
  it('when a named command is asked, then its output comes back, and only the owner may open the socket', async () => {
    const dir = freshDir();
    const channel = await serveOwnerChannel(dir, { seed: async () => 'Seeded.' }, failOnError);
    expect(await askOwner(dir, 'seed')).toEqual({ ok: true, output: 'Seeded.' });
    if (process.platform !== 'win32') expect(statSync(channel.path).mode & 0o777).toBe(0o600);
    await channel.close();
  });

  it('when the command is unknown or fails, then the answer is an error and the owner keeps serving', async () => {
    const dir = freshDir();
    const channel = await serveOwnerChannel(
      dir,
      {
        seed: async () => {
          throw new Error('database closed');
        },
      },
      failOnError,
    );
    expect(await askOwner(dir, 'drop-everything')).toEqual({ ok: false, error: 'Unknown command: drop-everything.' });
    expect(await askOwner(dir, 'toString')).toEqual({ ok: false, error: 'Unknown command: toString.' });
    expect(await askOwner(dir, 'seed')).toEqual({ ok: false, error: 'database closed' });
    await channel.close();
  });

  it('when nobody owns the directory, then asking fails with the socket error', async () => {
    await expect(askOwner(freshDir(), 'seed')).rejects.toMatchObject({ code: expect.stringMatching(/ENOENT|ECONNREFUSED/) });
  });

  it.runIf(process.platform !== 'win32')('when a killed owner left its socket file behind, then the next owner serves on it', async () => {
    const dir = freshDir();
    writeFileSync(ownerChannelPath(dir), '');
    const channel = await serveOwnerChannel(dir, { seed: async () => 'ok' }, failOnError);
    expect(await askOwner(dir, 'seed')).toEqual({ ok: true, output: 'ok' });
    await channel.close();
  });

  it('when closed while a command runs, then close waits for it and its answer is still sent', async () => {
    const dir = freshDir();
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const channel = await serveOwnerChannel(
      dir,
      {
        seed: () =>
          new Promise<string>((resolve) => {
            started();
            finish = () => resolve('done');
          }),
      },
      failOnError,
    );
    const asked = askOwner(dir, 'seed');
    await running;
    let closed = false;
    const closing = channel.close().then(() => (closed = true));
    await expect(askOwner(dir, 'seed')).rejects.toBeDefined();
    expect(closed).toBe(false);
    finish();
    expect(await asked).toEqual({ ok: true, output: 'done' });
    await closing;
  });

  it('when the data directory path is too long for a unix socket, then the socket goes to the temp folder', () => {
    const deep = path.join(root, 'x'.repeat(120));
    expect(ownerChannelPath(deep).length).toBeLessThan(100);
    expect(ownerChannelPath(deep)).toBe(ownerChannelPath(deep));
  });
});
