import { afterEach, describe, expect, it } from 'vitest';
import { USER_ID_KEY } from '../auth/stored-id';
import { MIDNIGHT_COLORS } from './palettes.test-data';
import { themePaintOf } from './theme-colors';
import { forgetThemePaint, keepThemePaint, keptThemePaint, paintKeptTheme, paintTheme, THEME_PAINT_KEY, THEME_VARIABLES, type ThemePaint } from './theme-paint';

const MIDNIGHT = themePaintOf('midnight', JSON.stringify(MIDNIGHT_COLORS));

const root = document.documentElement;
const themeColors = () => [...document.head.querySelectorAll('meta[name="theme-color"]')];

/** The page's own theme-color metas, as index.html has them. */
function pageMetas() {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<meta name="theme-color" content="#2f8f5b" media="(prefers-color-scheme: light)"><meta name="theme-color" content="#14241b" media="(prefers-color-scheme: dark)">',
  );
}

afterEach(() => {
  paintTheme(null);
  root.removeAttribute('style');
  for (const meta of themeColors()) meta.remove();
});

describe('paintTheme', () => {
  it("paints the variables, the scheme and the theme on <html>, and puts its theme-color ahead of the page's own", () => {
    pageMetas();
    paintTheme(MIDNIGHT);
    for (const name of THEME_VARIABLES) expect(root.style.getPropertyValue(`--${name}`)).toBe(MIDNIGHT.variables[name]);
    expect(root.style.getPropertyValue('color-scheme')).toBe('dark');
    expect(root).toHaveAttribute('data-scheme', 'dark');
    expect(root).toHaveAttribute('data-theme', 'midnight');
    expect(themeColors().map((meta) => meta.getAttribute('content'))).toEqual(['#10121e', '#2f8f5b', '#14241b']);
    expect(themeColors()[0]).not.toHaveAttribute('media');
  });

  it("when painted again, then the one theme-color it added changes; with null, only the page's own are left", () => {
    pageMetas();
    paintTheme(MIDNIGHT);
    paintTheme({ ...MIDNIGHT, theme: 'ember', color: '#1c1917', scheme: 'light' });
    expect(themeColors().map((meta) => meta.getAttribute('content'))).toEqual(['#1c1917', '#2f8f5b', '#14241b']);
    expect(root).toHaveAttribute('data-theme', 'ember');
    paintTheme(null);
    expect(root.getAttribute('style') ?? '').toBe('');
    expect(root).not.toHaveAttribute('data-scheme');
    expect(root).not.toHaveAttribute('data-theme');
    expect(themeColors().map((meta) => meta.getAttribute('content'))).toEqual(['#2f8f5b', '#14241b']);
  });
});

describe('the kept theme', () => {
  it('is kept as JSON under its user id, and forgotten', () => {
    keepThemePaint('u-1', MIDNIGHT);
    expect(JSON.parse(localStorage.getItem(THEME_PAINT_KEY)!)).toEqual({ userId: 'u-1', ...MIDNIGHT });
    forgetThemePaint();
    expect(localStorage.getItem(THEME_PAINT_KEY)).toBeNull();
  });

  it("reads back only as the same user's, and only when every part reads as a theme", () => {
    const kept = (paint: object) => JSON.stringify({ userId: 'u-1', ...paint });
    expect(keptThemePaint(kept(MIDNIGHT), 'u-1')).toEqual(MIDNIGHT);
    expect(keptThemePaint(kept(MIDNIGHT), 'u-2')).toBeNull();
    expect(keptThemePaint(kept(MIDNIGHT), null)).toBeNull();
    expect(keptThemePaint(null, 'u-1')).toBeNull();
    const broken: Array<Partial<ThemePaint> | object> = [
      { ...MIDNIGHT, theme: '"><script>' },
      { ...MIDNIGHT, scheme: 'dim' },
      { ...MIDNIGHT, color: 'red' },
      { ...MIDNIGHT, variables: { ...MIDNIGHT.variables, card: 'url(x)' } },
      { ...MIDNIGHT, variables: { background: MIDNIGHT.variables.background } },
      { theme: 'midnight' },
    ];
    for (const paint of broken) expect(keptThemePaint(kept(paint), 'u-1')).toBeNull();
    expect(keptThemePaint('not json', 'u-1')).toBeNull();
    expect(keptThemePaint('null', 'u-1')).toBeNull();
  });

  it("is painted for the browser's stored user only: not another user's, and not with no user", () => {
    const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
    const kept = JSON.stringify({ userId: 'u-1', ...MIDNIGHT });
    paintKeptTheme(storage({ [THEME_PAINT_KEY]: kept }));
    expect(root).not.toHaveAttribute('data-theme');
    paintKeptTheme(storage({ [THEME_PAINT_KEY]: kept, [USER_ID_KEY]: 'u-2' }));
    expect(root).not.toHaveAttribute('data-theme');
    paintKeptTheme(storage({ [THEME_PAINT_KEY]: kept, [USER_ID_KEY]: 'u-1' }));
    expect(root).toHaveAttribute('data-theme', 'midnight');
    expect(root.style.getPropertyValue('--background')).toBe('230 30% 9%');
  });
});
