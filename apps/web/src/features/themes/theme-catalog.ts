import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ThemePackage, UserTheme } from '@dayleaf/contracts';
import { i18n } from '../../lib/i18n/i18n';

/** The basic theme is the stylesheet itself, so with it the app keeps following the system dark mode. */
export const DEFAULT_THEME_ID = 'default';

const CATEGORY_ORDER = ['basic', 'nature', 'seasonal', 'dark'];
const CATEGORY_HEADINGS: Record<string, MessageDescriptor> = {
  basic: msg`Standard Themes`,
  nature: msg`Nature Themes`,
  seasonal: msg`Seasonal Themes`,
  dark: msg`Dark Themes`,
  // The catalog's plural category name; the capitalised rule below would write "Others Themes".
  others: msg`Other Themes`,
};

/** A section's title: the known categories' own, otherwise the capitalised category plus 'Themes'. */
export function categoryHeading(category: string): string {
  const known = Object.hasOwn(CATEGORY_HEADINGS, category) ? CATEGORY_HEADINGS[category] : undefined;
  if (known) return i18n._(known);
  const name = `${category.charAt(0).toUpperCase()}${category.slice(1)}`;
  return t`${name} Themes`;
}

export function themeDisplayName(theme: Pick<ThemePackage, 'name'>): string {
  return theme.name === 'default' ? t`Standard` : theme.name;
}

/** The gallery's sections: the four known categories first, then any other in alphabetical order. */
export function groupThemes(themes: ThemePackage[]): { category: string; heading: string; themes: ThemePackage[] }[] {
  const categories = [...new Set(themes.map((theme) => theme.category))].sort((a, b) => {
    const ia = CATEGORY_ORDER.indexOf(a);
    const ib = CATEGORY_ORDER.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
    return a.localeCompare(b);
  });
  return categories.map((category) => ({
    category,
    heading: categoryHeading(category),
    themes: themes.filter((theme) => theme.category === category),
  }));
}

/** The colors to paint with: the active theme's, or null for the stylesheet defaults. */
export function activeThemeColors(themes: ThemePackage[], userThemes: UserTheme[]): string | null {
  const active = userThemes.find((mine) => mine.is_active);
  if (!active || active.theme_package_id === DEFAULT_THEME_ID) return null;
  return themes.find((theme) => theme.id === active.theme_package_id)?.colors ?? null;
}
