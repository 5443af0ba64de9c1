import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Right to left (Arabic), the layout mirrors because its classes say start and end, not left and right: a physical
 * Tailwind class where a logical one exists fails here (ms-/me-, ps-/pe-, start-/end-, text-start/end, border-s/e,
 * rounded-s/e). Centring with left-1/2 and -translate-x-1/2 is the same both ways and stays, and the words
 * "right-to-left" in a comment are not a class.
 */

const SRC = path.resolve(import.meta.dirname, '../..');

const PHYSICAL = /(?:^|[\s"'`:])(-?m[lr]-|p[lr]-|-?(?:left|right)-(?!1\/2\b|to-(?:left|right)\b)|text-(?:left|right)\b|border-[lr](?:\b|-)|rounded-(?:[lr]|tl|tr|bl|br)(?:\b|-))/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('logical CSS', () => {
  it('no component uses a physical left or right class where a logical one exists', () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = path.relative(SRC, file);
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const m = PHYSICAL.exec(line);
          if (m && !/(ArrowLeft|ArrowRight|ChevronLeft|ChevronRight)/.test(m[1]!)) found.push(`${name}:${i + 1}: ${m[1]}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('styles.css sets no physical left, right, margin, padding or text-align side', () => {
    const css = readFileSync(path.join(SRC, 'styles.css'), 'utf8');
    expect(css.match(/(?:^|[\s;{])(?:left|right|(?:margin|padding|border)-(?:left|right)|text-align:\s*(?:left|right))\s*:/gm) ?? []).toEqual([]);
  });
});
