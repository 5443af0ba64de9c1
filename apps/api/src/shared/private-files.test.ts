import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makePrivate } from './private-files';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-private-'));
  made.push(dir);
  return dir;
}
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('makePrivate', () => {
  it('when folders and files are open to others, then only their owner bits are left, at every depth', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'a/b'), { recursive: true });
    writeFileSync(path.join(dir, 'a/b/data'), 'x');
    writeFileSync(path.join(dir, 'key'), 'x');
    writeFileSync(path.join(dir, 'kept'), 'x');
    for (const entry of [dir, 'a', 'a/b']) chmodSync(path.resolve(dir, entry), 0o777);
    chmodSync(path.join(dir, 'a/b/data'), 0o666);
    chmodSync(path.join(dir, 'key'), 0o644);
    chmodSync(path.join(dir, 'kept'), 0o600);

    expect(makePrivate(dir)).toEqual({ changed: 5, refused: [] });
    expect([dir, 'a', 'a/b', 'a/b/data', 'key', 'kept'].map((e) => modeOf(path.resolve(dir, e)))).toEqual(['700', '700', '700', '600', '600', '600']);
    expect(makePrivate(dir).changed).toBe(0);
  });

  it('when a link points outside, then what it points to is left as it is', () => {
    const dir = tempDir();
    const outside = tempDir();
    writeFileSync(path.join(outside, 'shared'), 'x');
    chmodSync(path.join(outside, 'shared'), 0o644);
    symlinkSync(path.join(outside, 'shared'), path.join(dir, 'link'));
    symlinkSync(outside, path.join(dir, 'folder-link'));
    chmodSync(dir, 0o700);

    expect(makePrivate(dir)).toEqual({ changed: 0, refused: [] });
    expect(modeOf(path.join(outside, 'shared'))).toBe('644');
  });

  it('when the folder does not exist, then nothing happens', () => {
    expect(makePrivate(path.join(tempDir(), 'missing'))).toEqual({ changed: 0, refused: [] });
  });
});
