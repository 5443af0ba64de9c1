import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { TROPHY_TEXTS, trophyWords } from './trophy-texts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../../../db/migrations');

/** Every trophy the migrations insert, by id, with its English name and description. */
function seededTrophies(): Map<string, { name: string; description: string }> {
  const seeded = new Map<string, { name: string; description: string }>();
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort()) {
    const sql = readFileSync(path.join(MIGRATIONS, file), 'utf8');
    for (const insert of sql.matchAll(/INSERT INTO trophies \([^)]*\) VALUES([\s\S]*?);/g)) {
      for (const row of insert[1]!.matchAll(/\(\s*'((?:[^']|'')*)',\s*'((?:[^']|'')*)',\s*'((?:[^']|'')*)'/g)) {
        const unquote = (text: string) => text.replaceAll("''", "'");
        seeded.set(unquote(row[1]!), { name: unquote(row[2]!), description: unquote(row[3]!) });
      }
    }
  }
  return seeded;
}

describe('trophy texts', () => {
  it('has every seeded trophy, its English equal to the seed', () => {
    const seeded = seededTrophies();
    expect(seeded.size).toBeGreaterThan(10);
    const english = Object.fromEntries(Object.entries(TROPHY_TEXTS).map(([id, texts]) => [id, { name: i18n._(texts.name), description: i18n._(texts.description) }]));
    expect(english).toEqual(Object.fromEntries(seeded));
  });

  it('keeps the server’s words for a trophy this build does not know', () => {
    expect(trophyWords(i18n, 'streak-1000', { name: 'Millennium', description: 'Keep a 1000 day streak.' })).toEqual({ name: 'Millennium', description: 'Keep a 1000 day streak.' });
    expect(trophyWords(i18n, 'toString', { name: 'Odd', description: 'An odd id.' })).toEqual({ name: 'Odd', description: 'An odd id.' });
  });
});
