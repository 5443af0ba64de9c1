import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, deriveThemeVariables, hexOf, parseHsl, parseThemeColors, THEME_VARIABLES } from './theme-colors';
import { LIGHT_COLORS, MIDNIGHT_COLORS } from './palettes.test-data';

const light = LIGHT_COLORS;
const dark = MIDNIGHT_COLORS;
const lightness = (value: string) => Number(/ (\d+(?:\.\d+)?)%$/.exec(value)![1]);

describe('parseHsl', () => {
  it('reads H S% L%', () => {
    expect(parseHsl('146 50% 36%')).toEqual({ h: 146, s: 50, l: 36 });
    expect(parseHsl('0 0% 100%')).toEqual({ h: 0, s: 0, l: 100 });
  });
  it.each(['146 50 36', 'hsl(146, 50%, 36%)', '400 50% 36%', '10 120% 50%', '', 42, null])('refuses %s', (value) => {
    expect(parseHsl(value)).toBeNull();
  });
});

describe('parseThemeColors', () => {
  it('when a token is missing, then it throws', () => {
    const { border: _border, ...rest } = light;
    expect(() => parseThemeColors(JSON.stringify(rest))).toThrow(/border/);
  });
  it('when the text is not JSON, then it throws', () => {
    expect(() => parseThemeColors('{nope')).toThrow();
  });
});

describe('deriveThemeVariables', () => {
  it('when the background is light, then the text is dark and muted text is lighter, up to 30 points while it still reads', () => {
    const v = deriveThemeVariables(parseThemeColors(JSON.stringify(light)));
    expect(v.foreground).toBe('150 25% 12%');
    // 42% would be 30 points away but reads at under 4.5:1 on the muted surface.
    expect(v['muted-foreground']).toBe('150 25% 36%');
    expect(lightness(v['card-foreground'])).toBeLessThan(50);
    expect(v['primary-foreground']).toBe('0 0% 100%');
    expect(v['destructive-foreground']).toBe('0 0% 100%');
    expect(v.ring).toBe(v.primary);
  });

  it('when the background lightness is below 50%, then the text is light and muted text is 30 points darker', () => {
    const v = deriveThemeVariables(parseThemeColors(JSON.stringify(dark)));
    expect(lightness(v.foreground)).toBeGreaterThanOrEqual(50);
    expect(v['muted-foreground']).toBe('225 30% 67%');
    expect(lightness(v['card-foreground'])).toBeGreaterThanOrEqual(50);
    // A light primary gets dark text on it.
    expect(lightness(v['primary-foreground'])).toBeLessThan(50);
  });

  it("when the theme's foreground would not read on its background, then a readable one replaces it", () => {
    const v = deriveThemeVariables(parseThemeColors(JSON.stringify({ ...dark, foreground: '230 30% 15%' })));
    expect(lightness(v.foreground)).toBeGreaterThanOrEqual(90);
    expect(lightness(v['muted-foreground'])).toBeGreaterThanOrEqual(lightness(v.foreground) - 30);
    expect(lightness(v['muted-foreground'])).toBeLessThan(lightness(v.foreground));
  });

  it('when the primary is mid-light, then its text is whichever of white and dark reads better', () => {
    const v = deriveThemeVariables(parseThemeColors(JSON.stringify({ ...light, primary: '265 55% 52%', accent: '80 55% 42%' })));
    expect(v['primary-foreground']).toBe('0 0% 100%');
    expect(lightness(v['accent-foreground'])).toBeLessThan(50);
  });

  it('when the theme is dark, then error text is lightened until it reads on the dark card', () => {
    const v = deriveThemeVariables(parseThemeColors(JSON.stringify(dark)));
    expect(lightness(v.destructive)).toBeGreaterThanOrEqual(60);
    expect(lightness(v['destructive-foreground'])).toBeLessThan(50);
  });

  it('when the background is exactly 50% light, then the text is dark', () => {
    const v = deriveThemeVariables(parseThemeColors(JSON.stringify({ ...light, background: '0 0% 50%', foreground: '0 0% 95%' })));
    expect(lightness(v.foreground)).toBeLessThan(50);
  });
});

describe('applyTheme', () => {
  const root = document.documentElement;
  const midnight = (colors: object = dark) => ({ id: 'midnight', colors: JSON.stringify(colors) });
  const themeColor = () => document.head.querySelector('meta[name="theme-color"]');
  afterEach(() => {
    applyTheme(null);
    root.removeAttribute('style');
    vi.restoreAllMocks();
  });

  it('sets every theme variable on <html>, the theme and its scheme, and the browser bars in its background', () => {
    const paint = applyTheme(midnight());
    expect(paint).toMatchObject({ theme: 'midnight', scheme: 'dark', color: hexOf(parseHsl(dark.background)!) });
    expect(root.style.getPropertyValue('--background')).toBe('230 30% 9%');
    for (const name of THEME_VARIABLES) expect(root.style.getPropertyValue(`--${name}`)).not.toBe('');
    expect(root.style.getPropertyValue('color-scheme')).toBe('dark');
    expect(root.dataset.scheme).toBe('dark');
    expect(root.dataset.theme).toBe('midnight');
    expect(themeColor()).toHaveAttribute('content', '#10121e');
  });

  it('when there is no active theme, then the defaults are restored', () => {
    applyTheme(midnight());
    expect(applyTheme(null)).toBeNull();
    expect(root.getAttribute('style') ?? '').toBe('');
    expect(root.dataset.scheme).toBeUndefined();
    expect(root.dataset.theme).toBeUndefined();
    expect(themeColor()).toBeNull();
  });

  it('when the colors cannot be read, then the defaults are restored and a warning is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    applyTheme(midnight());
    expect(applyTheme(midnight({ ...dark, primary: 'blue' }))).toBeNull();
    expect(root.style.getPropertyValue('--background')).toBe('');
    expect(root.style.getPropertyValue('--primary')).toBe('');
    expect(root.dataset.theme).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('hexOf', () => {
  it('writes a colour as the browser paints it', () => {
    expect(hexOf({ h: 0, s: 0, l: 100 })).toBe('#ffffff');
    expect(hexOf({ h: 0, s: 100, l: 50 })).toBe('#ff0000');
    expect(hexOf(parseHsl('230 30% 9%')!)).toBe('#10121e');
  });
});
