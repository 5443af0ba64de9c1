import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, type LockHolder } from './data-dir-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-lock-'));
let n = 0;
const freshDir = () => path.join(root, `db${++n}`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has exited (spawned and waited for). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

function writeLock(dir: string, holder: Partial<LockHolder>) {
  const full: LockHolder = { pid: 1, host: os.hostname(), command: 'main.js', startedAt: '2026-01-01T00:00:00.000Z', token: 'old', ...holder };
  writeFileSync(`${dir}.lock`, JSON.stringify(full));
}

function refusal(dir: string): DataDirInUseError {
  try {
    lockDataDir(dir).release();
  } catch (err) {
    if (err instanceof DataDirInUseError) return err;
    throw err;
  }
  throw new Error('the lock was taken');
}

describe('lockDataDir', () => {
  it('when a directory is free, then the lock file names this process, is private, and release removes it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir, 'main.js');
    const stored = JSON.parse(readFileSync(`${dir}.lock`, 'utf8')) as LockHolder;
    expect(stored).toMatchObject({ pid: process.pid, host: os.hostname(), command: 'main.js', token: lock.holder.token });
    if (process.platform !== 'win32') expect(statSync(`${dir}.lock`).mode & 0o777).toBe(0o600);
    lock.release();
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    expect(readdirSync(root).filter((f) => f.startsWith(path.basename(dir)))).toEqual([]);
  });

  it('when this process already holds it, then a second lock is refused with one line', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const err = refusal(dir);
    expect(err.message).toContain('already open in this process');
    expect(err.message).not.toContain('\n');
    lock.release();
  });

  it('when a live process on this host holds it, then the refusal names its pid, program and what to do', async () => {
    const dir = freshDir();
    // This test runner's parent is alive for the whole test.
    writeLock(dir, { pid: process.ppid, command: 'main.js', token: 'live' });
    const err = refusal(dir);
    expect(err.message).toContain(`in use by process ${process.ppid} (main.js, started 2026-01-01T00:00:00.000Z)`);
    expect(err.message).toContain('Only one process may open it: stop that one first');
    expect(err.message).toContain('DATABASE_URL');
    expect(err.holder?.token).toBe('live');
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).token).toBe('live');
  });

  it('when the holder has died (a crash or kill -9), then the stale lock is taken over', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: await deadPid() });
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('when the lock names this pid from a previous life (a restarted container), then it is taken over', () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.pid, token: 'previous-life' });
    const lock = lockDataDir(dir);
    expect(lock.holder.token).not.toBe('previous-life');
    lock.release();
  });

  it.runIf(process.platform === 'linux')('when a live pid has a different start time than recorded (pid reused), then it is taken over', () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.ppid, processStart: '1', token: 'reused' });
    const lock = lockDataDir(dir);
    expect(lock.holder.token).not.toBe('reused');
    lock.release();
  });

  it('when the holder is on another host, then it is refused and the message says which host and what to delete', () => {
    const dir = freshDir();
    writeLock(dir, { pid: 123, host: 'other-host.example' });
    const err = refusal(dir);
    expect(err.message).toContain('on host other-host.example');
    expect(err.message).toContain(`delete ${dir}.lock`);
  });

  it('when the lock file cannot be read, then it is refused and the message names the file to delete', () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, 'not json');
    const err = refusal(dir);
    expect(err.holder).toBeNull();
    expect(err.message).toContain(`locked by ${dir}.lock`);
  });

  it('when a process died while taking over a stale lock, then the next opener says which files to delete', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: await deadPid(), token: 'stale' });
    writeFileSync(`${dir}.lock.stale.takeover`, '');
    expect(() => lockDataDir(dir)).toThrow(`delete ${dir}.lock and ${dir}.lock.*.takeover`);
  });

  it('when the process taking over a stale lock died (its gate names a dead pid), then the next opener says so at once', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: await deadPid(), token: 'stale' });
    writeFileSync(`${dir}.lock.stale.takeover`, JSON.stringify({ pid: await deadPid(), host: os.hostname(), command: 'main.js', startedAt: '2026-01-01T00:00:00.000Z', token: 'taker' }));
    expect(() => lockDataDir(dir)).toThrow('has a stale lock that cannot be taken over');
  });

  it('when another live process is in the middle of taking over the same stale lock, then this one waits for it and takes the lock after', async () => {
    const dir = freshDir();
    const lockFile = `${dir}.lock`;
    const gate = `${lockFile}.stale.takeover`;
    writeLock(dir, { pid: await deadPid(), token: 'stale' });
    // The other taker, descheduled between making its gate and removing the stale lock: it finishes on "go".
    const taker = spawn(
      process.execPath,
      ['-e', `const fs = require('node:fs');
        process.stdin.once('data', () => setTimeout(() => { fs.unlinkSync(${JSON.stringify(lockFile)}); fs.unlinkSync(${JSON.stringify(gate)}); console.log('done'); }, 100));
        console.log('ready');`],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const said: string[] = [];
    const next = () => new Promise<string>((resolve) => taker.stdout!.once('data', (chunk) => resolve(String(chunk).trim())));
    said.push(await next());
    writeFileSync(gate, JSON.stringify({ pid: taker.pid, host: os.hostname(), command: 'main.js', startedAt: '2026-01-01T00:00:00.000Z', token: 'taker' }));
    const done = next();
    taker.stdin!.write('go\n');
    const lock = lockDataDir(dir);
    said.push(await done);
    taker.stdin!.end();
    expect(said).toEqual(['ready', 'done']);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).token).toBe(lock.holder.token);
    lock.release();
    expect(existsSync(gate)).toBe(false);
  });

  it('when the process holding the takeover gate is alive but never finishes (stopped), then the opener gives up after its wait', async () => {
    const dir = freshDir();
    const gate = `${dir}.lock.stale.takeover`;
    writeLock(dir, { pid: await deadPid(), token: 'stale' });
    const stopped = spawn(process.execPath, ['-e', "process.stdin.resume(); console.log('ready')"], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await new Promise((resolve) => stopped.stdout!.once('data', resolve));
      writeFileSync(gate, JSON.stringify({ pid: stopped.pid, host: os.hostname(), command: 'main.js', startedAt: '2026-01-01T00:00:00.000Z', token: 'taker' }));
      expect(() => lockDataDir(dir, 'main.js', { takeoverWaitMs: 50 })).toThrow(`delete ${dir}.lock and ${dir}.lock.*.takeover`);
      expect(existsSync(gate)).toBe(true);
      expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).token).toBe('stale');
    } finally {
      stopped.stdin!.end();
    }
  });

  it('when another holder took the lock after this one was released, then releasing again leaves it alone', () => {
    const dir = freshDir();
    const first = lockDataDir(dir);
    first.release();
    const second = lockDataDir(dir);
    first.release();
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).token).toBe(second.holder.token);
    second.release();
  });
});
