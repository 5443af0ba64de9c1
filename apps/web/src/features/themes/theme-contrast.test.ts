import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, LARGE_CONTRAST, TEXT_CONTRAST } from './contrast';
import { deriveThemeVariables, parseHsl, parseThemeColors, THEME_VARIABLES, type Hsl, type ThemeVariable } from './theme-colors';

/*
 * Every theme the app can paint, read from where the app gets it: the catalog rows the migrations seed (the
 * API serves them as they are) and the stylesheet's own light and dark palettes (the Standard theme, which
 * follows the system setting). Each must give every text/background pair the screens use 4.5:1, and 3:1 for
 * icons and badges' marks, so a new theme or a colour change cannot ship unreadable.
 */

const root = path.resolve(import.meta.dirname, '../../../../..');
const migrationsDir = path.join(root, 'db/migrations');
const stylesheet = readFileSync(path.join(import.meta.dirname, '../../styles.css'), 'utf8');

/** The theme catalog after every migration: INSERT rows, then any UPDATE of a theme's colours. */
function seededThemes(): Map<string, string> {
  const themes = new Map<string, string>();
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  for (const file of files) {
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const statement of sql.split(';')) {
      if (!/theme_packages/i.test(statement) || /^\s*(CREATE|ALTER|DROP)\b/i.test(statement)) continue;
      const understood = readInsert(statement, themes) || readUpdate(statement, themes) || leavesColours(statement);
      // A statement that changes the catalog in a form this reader does not know must not slip past the check.
      expect(understood, `${file}: a theme_packages statement this test cannot read:\n${statement.trim()}`).toBe(true);
    }
  }
  return themes;
}

function readInsert(statement: string, themes: Map<string, string>): boolean {
  if (!/^\s*INSERT INTO theme_packages\b/i.test(statement)) return false;
  const rows = [...statement.matchAll(/\(\s*'([\w-]+)',[^()]*?'(\{[^']*\})'/g)];
  for (const [, id, colors] of rows) themes.set(id!, colors!);
  return rows.length > 0;
}

function readUpdate(statement: string, themes: Map<string, string>): boolean {
  const m = /^\s*UPDATE theme_packages SET colors\s*=\s*'(\{[^']*\})'\s*WHERE id\s*=\s*'([\w-]+)'\s*$/i.exec(statement);
  if (!m) return false;
  themes.set(m[2]!, m[1]!);
  return true;
}

/** An UPDATE of a theme's other columns (its description, whether it is premium), which paints nothing. */
function leavesColours(statement: string): boolean {
  const m = /^\s*UPDATE theme_packages SET ([\s\S]*?)\s+WHERE id\s*=\s*'[\w-]+'\s*$/i.exec(statement);
  return !!m && !/\bcolors\b/i.test(m[1]!);
}

type Palette = Record<ThemeVariable, Hsl>;

/** The variables of the stylesheet's first `:root { ... }` after `marker`. */
function stylesheetPalette(marker: string): Palette {
  const start = stylesheet.indexOf(marker);
  const block = stylesheet.slice(stylesheet.indexOf(':root', start), stylesheet.indexOf('}', start));
  const palette = {} as Palette;
  for (const name of THEME_VARIABLES) {
    const m = new RegExp(`--${name}:\\s*([^;]+);`).exec(block);
    const value = m ? parseHsl(m[1]) : null;
    expect(value, `styles.css (${marker}) --${name}`).not.toBeNull();
    palette[name] = value!;
  }
  return palette;
}

function themePalette(colors: string): Palette {
  const vars = deriveThemeVariables(parseThemeColors(colors));
  return Object.fromEntries(THEME_VARIABLES.map((name) => [name, parseHsl(vars[name])!])) as Palette;
}

/** A surface: a variable, or a variable painted at some opacity over another (bg-primary/15 on a card). */
type Surface = ThemeVariable | { top: ThemeVariable; alpha: number; over: ThemeVariable };

interface Pair {
  text: ThemeVariable;
  on: Surface;
  min: number;
  where: string;
}

const text = (t: ThemeVariable, on: Surface[], where: string): Pair[] => on.map((s) => ({ text: t, on: s, min: TEXT_CONTRAST, where }));
const icon = (t: ThemeVariable, on: Surface[], where: string): Pair[] => on.map((s) => ({ text: t, on: s, min: LARGE_CONTRAST, where }));
const tint = (top: ThemeVariable, alpha: number, over: ThemeVariable): Surface => ({ top, alpha, over });

const PAIRS: Pair[] = [
  ...text('foreground', ['background', 'card', 'gold-soft', tint('flame', 0.15, 'card'), tint('flame', 0.15, 'background'), tint('accent', 0.2, 'card')], 'body text, tiles, streak pills, creator badges'),
  ...text('card-foreground', ['card'], 'cards, dialogs, popovers, the bottom navigation'),
  ...text('muted-foreground', ['background', 'card', 'muted', 'gold-soft', tint('muted', 0.4, 'card'), tint('muted', 0.6, 'card')], 'secondary text, locked trophies, navigation labels'),
  ...text('primary-foreground', ['primary'], 'primary buttons'),
  ...text('primary', ['background', 'card'], 'links, the current navigation item'),
  ...text('secondary-foreground', ['secondary'], 'secondary buttons, task chips'),
  ...text('accent-foreground', ['accent'], 'accent fills'),
  ...text('destructive', ['background', 'card', tint('destructive', 0.1, 'card'), tint('destructive', 0.1, 'background')], 'Log Out, error messages, error toasts'),
  ...text('card-foreground', [tint('primary', 0.1, 'card')], 'success toasts'),
  ...icon('primary', [tint('primary', 0.1, 'card')], "a success toast's tick"),
  ...text('destructive-foreground', ['destructive'], 'Delete buttons, the friend-request count badge'),
  ...text('gold', ['background', 'card', 'gold-soft'], "the Premium pill, a trophy's unlock date"),
  ...text('card', ['gold'], "the 'New!' trophy badge"),
  ...text('background', ['foreground'], 'the Offline banner (the page colours swapped)'),
  ...icon('gold', ['card'], 'premium crowns and stars'),
  ...icon('primary', [tint('primary', 0.15, 'card'), tint('primary', 0.15, 'background')], 'icons in primary circles, the current navigation icon'),
  ...icon('flame', ['background', 'card', tint('flame', 0.15, 'card')], 'streak flames'),
  ...icon('muted-foreground', ['card', 'muted'], "an unchecked switch: its outline on the card, its thumb on its track"),
  ...icon('primary', ['card'], 'a checked switch on the card'),
  ...icon('primary-foreground', ['primary'], "a checked switch's thumb"),
];

function surfaceColour(palette: Palette, surface: Surface): Hsl | [number, number, number] {
  return typeof surface === 'string' ? palette[surface] : blend(palette[surface.top], surface.alpha, palette[surface.over]);
}

const describeSurface = (s: Surface) => (typeof s === 'string' ? s : `${s.top}/${Math.round(s.alpha * 100)} over ${s.over}`);

function unreadablePairs(palette: Palette): string[] {
  return PAIRS.flatMap(({ text: t, on, min, where }) => {
    const ratio = contrastRatio(palette[t], surfaceColour(palette, on));
    return ratio >= min ? [] : [`${t} on ${describeSurface(on)}: ${ratio.toFixed(2)}:1, needs ${min}:1 (${where})`];
  });
}

const catalog = seededThemes();
const palettes: Array<[string, Palette]> = [
  ['the stylesheet in light mode', stylesheetPalette(':root {')],
  ['the stylesheet in dark mode', stylesheetPalette('@media (prefers-color-scheme: dark)')],
  ...[...catalog].map(([id, colors]): [string, Palette] => [`theme ${id}`, themePalette(colors)]),
];

describe('theme contrast', () => {
  it('reads the whole seeded catalog, dark themes included', () => {
    expect(catalog.size).toBeGreaterThanOrEqual(9);
    expect([...catalog.keys()]).toEqual(expect.arrayContaining(['default', 'midnight', 'ember']));
  });

  it.each(palettes)('%s: every text and icon colour reads on every surface it is drawn on', (_name, palette) => {
    expect(unreadablePairs(palette)).toEqual([]);
  });

  it('when a theme is unreadable as seeded, then the check names the pair', () => {
    const washedOut = JSON.stringify({
      primary: '60 90% 80%',
      accent: '60 90% 80%',
      background: '0 0% 100%',
      foreground: '0 0% 20%',
      card: '0 0% 100%',
      muted: '0 0% 96%',
      border: '0 0% 90%',
      secondary: '0 0% 94%',
    });
    expect(unreadablePairs(themePalette(washedOut))).toContainEqual(expect.stringMatching(/^primary on background: /));
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio({ h: 0, s: 0, l: 0 }, { h: 0, s: 0, l: 100 })).toBeCloseTo(21, 5);
    expect(contrastRatio({ h: 0, s: 0, l: 100 }, { h: 0, s: 0, l: 100 })).toBeCloseTo(1, 5);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio({ h: 0, s: 0, l: 46.27 }, { h: 0, s: 0, l: 100 })).toBeCloseTo(4.54, 2);
  });
});
