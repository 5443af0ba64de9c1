import type { ThemePackage, UserTheme } from '@dayleaf/contracts';

/*
 * Which theme a user wears, apart from the catalog's words and the colour code: the theme painter, which loads with
 * every signed-in first screen, then loads neither for a user in Standard (components/theme-painter.tsx).
 */

/** The basic theme is the stylesheet itself, so with it the app keeps following the system dark mode. */
export const DEFAULT_THEME_ID = 'default';

/** The active theme to paint, or null for the stylesheet defaults (Standard, or a theme the catalog no longer has). */
export function activeTheme(themes: ThemePackage[], userThemes: UserTheme[]): ThemePackage | null {
  const active = userThemes.find((mine) => mine.is_active);
  if (!active || active.theme_package_id === DEFAULT_THEME_ID) return null;
  return themes.find((theme) => theme.id === active.theme_package_id) ?? null;
}

/** The colors to paint with: the active theme's, or null for the stylesheet defaults. */
export function activeThemeColors(themes: ThemePackage[], userThemes: UserTheme[]): string | null {
  return activeTheme(themes, userThemes)?.colors ?? null;
}
