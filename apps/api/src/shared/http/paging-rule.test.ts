import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The paging rule (docs/conventions.md, "Lists that can grow"), read from the API's source: every keyset list starts
 * its page with keysetWhere, reads withExtraRow / limitPlusOne rows and is cut by pageFrom (or jsonPageSql) in its
 * repo, and only handle() and the codecs read a cursor. Each check names what it found, file and line.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGINATION = 'shared/http/pagination.ts';

/** Every source file of the API but its tests, by its path under src/. */
function sources(dir = SRC): { file: string; lines: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ file: path.relative(SRC, full).split(path.sep).join('/'), lines: readFileSync(full, 'utf8').split('\n') }];
  });
}

const files = sources();

/** `file:line: text` for each line of the files matching `pattern`, but those `allowed` names. */
function found(pattern: RegExp, allowed: (file: string) => boolean = () => false): string[] {
  return files
    .filter(({ file }) => !allowed(file))
    .flatMap(({ file, lines }) => lines.flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
}

const isRepo = (file: string) => /(^|\/|-)repo\.ts$/.test(file);
const isCodec = (file: string) => file === PAGINATION || /cursors?\.ts$/.test(file);

describe('the paging rule', () => {
  it('when the source is read, then it holds the files a walk should find (the checks below read something)', () => {
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining([PAGINATION, 'features/posts/repo.ts', 'features/challenges/cursors.ts']));
  });

  it('when a statement skips its cursor, then not by testing a value for null (`$1 IS NULL OR ...`, decision 037)', () => {
    expect(found(/\}(::\w+)?\s+IS NULL OR/i)).toEqual([]);
  });

  it('when rows are compared with a key, then keysetWhere writes the comparison', () => {
    expect(found(/\)\s*[<>]=?\s*\(\$\{/, (file) => file === PAGINATION)).toEqual([]);
  });

  it('when a page reads its extra row, then through withExtraRow or limitPlusOne, never `limit + 1` written again', () => {
    expect(found(/\blimit\s*\+\s*1\b/, (file) => file === PAGINATION)).toEqual([]);
  });

  it('when a page is read and cut, then in a repo: the one layer that knows of the extra row', () => {
    // A challenge's kept participant page is cut from rows kept in the process, as the viewer sees them (decision 050).
    const keptPages = new Set(['features/challenges/service.ts']);
    expect(found(/\b(pageFrom|limitPlusOne|jsonPageSql|jsonPageOf)\(/, (file) => file === PAGINATION || isRepo(file) || keptPages.has(file))).toEqual([]);
  });

  it('when a cursor is read, then by handle() with its codec: nothing else decodes one', () => {
    expect(found(/\bcursorParts\(/, isCodec)).toEqual([]);
    expect(found(/[cC]ursor\.decode\(/, (file) => isCodec(file) || file === 'shared/http/handle.ts')).toEqual([]);
  });
});
