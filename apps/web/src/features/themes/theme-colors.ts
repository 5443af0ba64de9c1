import { blend, contrastRatio, hslToRgb, TEXT_CONTRAST, type Rgb } from './contrast';
import { paintTheme, type ThemePaint, type ThemeVariable } from './theme-paint';

/**
 * Theme packages carry eight 'H S% L%' colour tokens. From them this derives every CSS variable the
 * stylesheet reads (styles.css), so text stays readable on any theme, and sets them on <html>.
 * Removing the inline variables restores the stylesheet's defaults (which follow the system dark mode).
 */
export const THEME_TOKENS = ['primary', 'accent', 'background', 'foreground', 'card', 'muted', 'border', 'secondary'] as const;
export type ThemeToken = (typeof THEME_TOKENS)[number];

export interface Hsl {
  h: number;
  s: number;
  l: number;
}
export type ThemeColors = Record<ThemeToken, Hsl>;

export { THEME_VARIABLES, type ThemeVariable } from './theme-paint';

const HSL_PATTERN = /^\s*(\d{1,3}(?:\.\d+)?)\s+(\d{1,3}(?:\.\d+)?)%\s+(\d{1,3}(?:\.\d+)?)%\s*$/;

export function parseHsl(value: unknown): Hsl | null {
  if (typeof value !== 'string') return null;
  const m = HSL_PATTERN.exec(value);
  if (!m) return null;
  const [h, s, l] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (h > 360 || s > 100 || l > 100) return null;
  return { h, s, l };
}

export const formatHsl = ({ h, s, l }: Hsl): string => `${round(h)} ${round(s)}% ${round(l)}%`;
const round = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** Reads a theme's colors JSON; throws when it is not JSON or a token is missing or malformed. */
export function parseThemeColors(json: string): ThemeColors {
  const raw: unknown = JSON.parse(json);
  if (!raw || typeof raw !== 'object') throw new Error('Theme colors are not an object.');
  const colors = {} as ThemeColors;
  for (const token of THEME_TOKENS) {
    const hsl = parseHsl((raw as Record<string, unknown>)[token]);
    if (!hsl) throw new Error(`Theme color '${token}' is missing or not 'H S% L%'.`);
    colors[token] = hsl;
  }
  return colors;
}

export const isDarkColor = (c: Hsl) => c.l < 50;

/** Light text on a dark colour, dark text on a light one, tinted with the colour's hue. */
export function textOn(c: Hsl): Hsl {
  return isDarkColor(c) ? { h: c.h, s: Math.min(c.s, 20), l: 97 } : { h: c.h, s: Math.min(c.s, 30), l: 10 };
}

const WHITE: Hsl = { h: 0, s: 0, l: 100 };

/** Text for a filled control (a button, a badge): white or the fill's dark tint, whichever reads better. */
export function textOnFill(fill: Hsl): Hsl {
  const dark = { h: fill.h, s: Math.min(fill.s, 30), l: 10 };
  return contrastRatio(WHITE, fill) >= contrastRatio(dark, fill) ? WHITE : dark;
}

/**
 * `color` with its lightness moved away from the surfaces (lighter on a dark theme, darker on a light one),
 * one point at a time, until it reads at `ratio` on every surface; or as far as it can go.
 */
export function readableOn(color: Hsl, surfaces: Surfaces, dark: boolean, ratio = TEXT_CONTRAST): Hsl {
  let l = color.l;
  const reads = (light: number) => {
    const candidate = { ...color, l: light };
    const under = typeof surfaces === 'function' ? surfaces(candidate) : surfaces;
    return under.every((s) => contrastRatio(candidate, s) >= ratio);
  };
  while (!reads(l) && (dark ? l < 100 : l > 0)) l = clamp(l + (dark ? 1 : -1));
  return { ...color, l };
}
type Surfaces = Array<Hsl | Rgb> | ((candidate: Hsl) => Array<Hsl | Rgb>);

/**
 * All the stylesheet's variables for a theme. The theme's eight tokens are kept as they are; every text
 * colour derived from them is checked against the surfaces it is drawn on and darkened or lightened until it
 * reads at 4.5:1 (theme-contrast.test.ts holds every seeded theme to that).
 */
export function deriveThemeVariables(colors: ThemeColors): Record<ThemeVariable, string> {
  const dark = isDarkColor(colors.background);
  // The theme's own text colour is kept when it reads on its background; otherwise one that does.
  const ownForeground = isDarkColor(colors.foreground) !== dark ? colors.foreground : textOn(colors.background);
  const foreground = readableOn(ownForeground, [colors.background, colors.card], dark);
  const surfaceText = (surface: Hsl) => (isDarkColor(surface) === dark ? readableOn(foreground, [surface], dark) : textOn(surface));
  // The soft gold of earned trophies and premium notes: a tint of the card, never a fixed light colour.
  const goldSoft: Hsl = dark ? { h: 38, s: 45, l: clamp(colors.card.l + 5) } : { h: 45, s: 90, l: clamp(Math.min(colors.card.l, 96) - 2) };
  const surfaces = [colors.background, colors.card, colors.muted, goldSoft];
  // Secondary text: 30 points of lightness from the main text, towards the background, and nearer when it
  // would not read at that distance.
  const mutedForeground = readableOn({ ...foreground, l: clamp(foreground.l + (dark ? -30 : 30)) }, surfaces, dark);
  // Error text sits on the page, on cards and on its own 10% tint (error boxes).
  const destructive = readableOn(
    dark ? { h: 0, s: 75, l: 62 } : { h: 0, s: 72, l: 48 },
    (red) => [colors.background, colors.card, blend(red, 0.1, colors.background), blend(red, 0.1, colors.card)],
    dark,
  );
  const gold = readableOn(dark ? { h: 43, s: 96, l: 56 } : { h: 32, s: 95, l: 40 }, surfaces, dark);
  const flame = readableOn(dark ? { h: 25, s: 95, l: 58 } : { h: 20, s: 90, l: 44 }, surfaces, dark);
  return {
    background: formatHsl(colors.background),
    foreground: formatHsl(foreground),
    card: formatHsl(colors.card),
    'card-foreground': formatHsl(surfaceText(colors.card)),
    muted: formatHsl(colors.muted),
    'muted-foreground': formatHsl(mutedForeground),
    border: formatHsl(colors.border),
    primary: formatHsl(colors.primary),
    'primary-foreground': formatHsl(textOnFill(colors.primary)),
    secondary: formatHsl(colors.secondary),
    'secondary-foreground': formatHsl(surfaceText(colors.secondary)),
    accent: formatHsl(colors.accent),
    'accent-foreground': formatHsl(textOnFill(colors.accent)),
    destructive: formatHsl(destructive),
    'destructive-foreground': formatHsl(textOnFill(destructive)),
    ring: formatHsl(colors.primary),
    gold: formatHsl(gold),
    'gold-soft': formatHsl(goldSoft),
    flame: formatHsl(flame),
  };
}

/** A colour as `#rrggbb`, as the browser paints it. */
export function hexOf(color: Hsl): string {
  return `#${hslToRgb(color)
    .map((channel) => Math.round(channel * 255).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** How a theme's colors JSON paints <html>; throws when the JSON cannot be read (parseThemeColors). */
export function themePaintOf(theme: string, json: string): ThemePaint {
  const colors = parseThemeColors(json);
  return { theme, variables: deriveThemeVariables(colors), scheme: isDarkColor(colors.background) ? 'dark' : 'light', color: hexOf(colors.background) };
}

/**
 * Paints a theme on <html> and returns what it painted, or with null restores the defaults. A theme that cannot be
 * read is logged and the defaults are restored, so a bad theme never leaves the page half-painted.
 */
export function applyTheme(theme: { id: string; colors: string } | null, root: HTMLElement = document.documentElement): ThemePaint | null {
  let paint: ThemePaint | null = null;
  try {
    paint = theme ? themePaintOf(theme.id, theme.colors) : null;
  } catch (err) {
    console.warn('Theme colors could not be applied; using the default colors.', err);
  }
  paintTheme(paint, root);
  return paint;
}
