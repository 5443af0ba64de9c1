import { USER_ID_KEY } from '../auth/stored-id';

/*
 * A theme as <html> wears it, and the premium theme this browser keeps for its next first paint. index.html's first
 * script (app/first-requests-start.ts) paints the kept one before the body paints, so a signed-in start never shows
 * the Standard colours first and then switches once the user's themes load; the app's painter then paints what the
 * account really has. Nothing here imports React, the contrast code or the catalog: the first script carries it.
 */

/** Every variable of styles.css a theme may set. */
export const THEME_VARIABLES = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'muted',
  'muted-foreground',
  'border',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'ring',
  'gold',
  'gold-soft',
  'flame',
] as const;
export type ThemeVariable = (typeof THEME_VARIABLES)[number];

/** A theme as it is painted: every stylesheet variable already derived, so painting it needs no colour code. */
export interface ThemePaint {
  /** The theme package's id, on <html> as `data-theme`. */
  theme: string;
  variables: Record<ThemeVariable, string>;
  scheme: 'light' | 'dark';
  /** The page's background as `#rrggbb`: the browser's own bars (`<meta name="theme-color">`). */
  color: string;
}

/** localStorage: the premium theme last painted for a signed-in user, as JSON `{ userId, ...ThemePaint }`. */
export const THEME_PAINT_KEY = 'themePaint';

/** The `<meta name="theme-color">` a painted theme adds ahead of the page's own light and dark ones. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a selector
const THEME_COLOR_META = 'meta[name="theme-color"][data-theme-paint]';

/**
 * Paints a theme on <html>, or with null takes every trace of one away, so the stylesheet's light and dark palettes
 * (which follow the system) and the page's own theme-color metas apply again.
 */
export function paintTheme(paint: ThemePaint | null, root: HTMLElement = document.documentElement): void {
  const doc = root.ownerDocument;
  let meta = doc.head?.querySelector<HTMLMetaElement>(THEME_COLOR_META) ?? null;
  if (!paint) {
    for (const name of THEME_VARIABLES) root.style.removeProperty(`--${name}`);
    root.style.removeProperty('color-scheme');
    delete root.dataset.scheme;
    delete root.dataset.theme;
    meta?.remove();
    return;
  }
  for (const name of THEME_VARIABLES) root.style.setProperty(`--${name}`, paint.variables[name]);
  // Native controls and scrollbars follow the theme, not only the system setting.
  root.style.setProperty('color-scheme', paint.scheme);
  // The stylesheet's dark: variant follows this instead of the system setting while a theme is painted.
  root.dataset.scheme = paint.scheme;
  root.dataset.theme = paint.theme;
  if (!meta && doc.head) {
    // The first theme-color meta whose media matches is the one a browser takes: this one has no media and goes
    // before the page's own (in the first script, they are not parsed yet, so appending puts it first too).
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    meta.dataset.themePaint = '';
    doc.head.insertBefore(meta, doc.head.querySelector('meta[name="theme-color"]'));
  }
  meta?.setAttribute('content', paint.color);
}

/** Keeps a signed-in user's premium theme for the next first paint on this browser. */
export function keepThemePaint(userId: string, paint: ThemePaint): void {
  try {
    localStorage.setItem(THEME_PAINT_KEY, JSON.stringify({ userId, ...paint }));
  } catch {
    // Storage refused (private mode, full): the next start paints the Standard colours until the themes load.
  }
}

/** Forgets the kept theme: Standard chosen, or a signed-out screen, which is never painted with a premium theme. */
export function forgetThemePaint(): void {
  try {
    localStorage.removeItem(THEME_PAINT_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}

const HSL_TOKEN = /^\d{1,3}(\.\d+)? \d{1,3}(\.\d+)?% \d{1,3}(\.\d+)?%$/;

/**
 * The kept paint, when it is `userId`'s and reads as one (an older build's or an edited value paints nothing);
 * with no user, none: this browser then opens signed out.
 */
export function keptThemePaint(json: string | null, userId: string | null): ThemePaint | null {
  if (!json || !userId) return null;
  let kept: Partial<ThemePaint & { userId: string }>;
  try {
    kept = JSON.parse(json) as typeof kept;
  } catch {
    return null;
  }
  const { theme, variables, scheme, color } = kept ?? {};
  if (kept?.userId !== userId || typeof theme !== 'string' || !/^[\w-]{1,64}$/.test(theme)) return null;
  if ((scheme !== 'light' && scheme !== 'dark') || typeof color !== 'string' || !/^#[0-9a-f]{6}$/i.test(color)) return null;
  if (!variables || THEME_VARIABLES.some((name) => typeof variables[name] !== 'string' || !HSL_TOKEN.test(variables[name]))) return null;
  return { theme, variables, scheme, color };
}

/** index.html's first script: paints the kept theme of the user this browser keeps, before the body paints. */
export function paintKeptTheme(storage: Pick<Storage, 'getItem'> = localStorage, root: HTMLElement = document.documentElement): void {
  const paint = keptThemePaint(storage.getItem(THEME_PAINT_KEY), storage.getItem(USER_ID_KEY));
  if (paint) paintTheme(paint, root);
}
