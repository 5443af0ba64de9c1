import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ThemePackage } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { categoryHeading, groupThemes, THEME_TEXTS, themeDescription, themeDisplayName } from './theme-catalog';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../../../db/migrations');
const unquote = (text: string) => text.replaceAll("''", "'");

/** Every theme the migrations insert, by id, with its English name and its description after later updates. */
function seededThemes(): Map<string, { name: string; description: string }> {
  const seeded = new Map<string, { name: string; description: string }>();
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort()) {
    const sql = readFileSync(path.join(MIGRATIONS, file), 'utf8');
    for (const insert of sql.matchAll(/INSERT INTO theme_packages \([^)]*\) VALUES([\s\S]*?);/g)) {
      for (const row of insert[1]!.matchAll(/\(\s*'((?:[^']|'')*)',\s*'((?:[^']|'')*)',\s*'((?:[^']|'')*)'/g)) {
        seeded.set(unquote(row[1]!), { name: unquote(row[2]!), description: unquote(row[3]!) });
      }
    }
    for (const update of sql.matchAll(/UPDATE theme_packages SET description = '((?:[^']|'')*)' WHERE id = '([^']*)'/g)) {
      seeded.get(update[2]!)!.description = unquote(update[1]!);
    }
  }
  return seeded;
}

const theme = (id: string, category: string, colors = `{"id":"${id}"}`): ThemePackage => ({
  id,
  name: id,
  description: '',
  category,
  is_premium: false,
  colors,
});

describe('theme gallery naming', () => {
  it.each([
    ['basic', 'Standard Themes'],
    ['nature', 'Nature Themes'],
    ['seasonal', 'Seasonal Themes'],
    ['dark', 'Dark Themes'],
    ['others', 'Other Themes'],
    ['retro', 'Retro Themes'],
    ['other', 'Other Themes'],
  ])('category %s is headed %s', (category, heading) => {
    expect(categoryHeading(category)).toBe(heading);
  });

  it("has every seeded theme, its English equal to the seed, and shows the one named default as 'Standard'", () => {
    const seeded = seededThemes();
    expect(seeded.size).toBeGreaterThan(5);
    const english = Object.fromEntries(Object.entries(THEME_TEXTS).map(([id, texts]) => [id, { name: i18n._(texts.name), description: i18n._(texts.description) }]));
    expect(english).toEqual(Object.fromEntries([...seeded].map(([id, texts]) => [id, id === 'default' ? { ...texts, name: 'Standard' } : texts])));
    expect(themeDisplayName({ id: 'default', name: 'default' })).toBe('Standard');
  });

  it("keeps the server's words for a theme this build does not know", () => {
    expect(themeDisplayName({ id: 'retro-wave', name: 'Retro Wave' })).toBe('Retro Wave');
    expect(themeDescription({ id: 'toString', description: 'An odd id.' })).toBe('An odd id.');
  });
});

describe('groupThemes', () => {
  it('orders the known categories first, then the others alphabetically, keeping catalog order inside', () => {
    const groups = groupThemes([
      theme('z', 'others'),
      theme('m', 'dark'),
      theme('a', 'retro'),
      theme('f', 'nature'),
      theme('d', 'basic'),
      theme('o', 'nature'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['basic', 'nature', 'dark', 'others', 'retro']);
    expect(groups[1]!.themes.map((t) => t.id)).toEqual(['f', 'o']);
  });
});

