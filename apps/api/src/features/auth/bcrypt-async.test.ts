import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The synchronous bcrypt calls block the event loop for the whole hash (~250 ms at cost 12).
const SYNC_BCRYPT = /\b(?:hash|compare|genSalt|getRounds)Sync\b/;
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(e.name) ? [full] : [];
  });
}

describe('bcrypt usage in apps/api/src', () => {
  it('when the sources are scanned, then no synchronous bcrypt call is found', () => {
    const files = sourceFiles(SRC);
    expect(files.some((f) => f.endsWith(path.join('auth', 'service.ts')))).toBe(true);
    const offenders = files.filter((f) => SYNC_BCRYPT.test(readFileSync(f, 'utf8'))).map((f) => path.relative(SRC, f));
    expect(offenders).toEqual([]);
  });

  it('when a file calls a synchronous bcrypt function, then the scan finds it', () => {
    for (const name of ['hash', 'compare', 'genSalt']) expect(SYNC_BCRYPT.test(`bcrypt.${name}Sync(pw, 12)`)).toBe(true);
    expect(SYNC_BCRYPT.test('await bcrypt.hash(pw, 12)')).toBe(false);
  });
});
