import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  it('when a client connects and sends nothing, then it does not keep close from finishing', async () => {
    const dir = freshDir();
    const channel = await serveOwnerChannel(dir, { seed: async () => 'ok' }, failOnError);
    const silent = net.connect(channel.path);
    const hungUp = new Promise<void>((resolve) => silent.on('close', () => resolve()));
    silent.on('error', () => undefined);
    await new Promise<void>((resolve) => silent.on('connect', () => resolve()));
    // Answered after the silent one was accepted: connections are taken in the order they came.
    expect(await askOwner(dir, 'seed')).toEqual({ ok: true, output: 'ok' });
    await channel.close();
    await hungUp;
  });

  describe.runIf(process.platform !== 'win32')('when the data directory path is too long for a unix socket', () => {
    const deep = path.join(root, 'x'.repeat(120));
    let tmp: string;
    let previous: string | undefined;
    beforeEach(() => {
      previous = process.env.TMPDIR;
      tmp = mkdtempSync(path.join(root, 't'));
      process.env.TMPDIR = tmp;
    });
    afterEach(() => {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    });

    it('then the socket goes to a folder of the temp folder only this user can open, and the seed finds it', async () => {
      const socketPath = ownerChannelPath(deep);
      expect(socketPath.length).toBeLessThan(100);
      expect(ownerChannelPath(deep)).toBe(socketPath);
      const channel = await serveOwnerChannel(deep, { seed: async () => 'Seeded.' }, failOnError);
      expect(channel.path).toBe(socketPath);
      expect(path.dirname(socketPath)).toBe(path.join(tmp, `dayleaf-${process.getuid!()}`));
      expect(statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      expect(await askOwner(deep, 'seed')).toEqual({ ok: true, output: 'Seeded.' });
      await channel.close();
    });

    it('then a folder of that name others can open is refused, by the owner and by the seed', async () => {
      const folder = path.join(tmp, `dayleaf-${process.getuid!()}`);
      mkdirSync(folder, { mode: 0o777 });
      chmodSync(folder, 0o777);
      await expect(serveOwnerChannel(deep, { seed: async () => 'ok' }, failOnError)).rejects.toThrow(/only this user can open/);
      await expect(askOwner(deep, 'seed')).rejects.toThrow(/only this user can open/);
    });
  });
});
