import type { ThemePackage, UserTheme } from '@dayleaf/contracts';

/** The basic theme is the stylesheet itself, so with it the app keeps following the system dark mode. */
export const DEFAULT_THEME_ID = 'default';

const CATEGORY_ORDER = ['basic', 'nature', 'seasonal', 'dark'];
const CATEGORY_HEADINGS: Record<string, string> = {
  basic: 'Standard Themes',
  nature: 'Nature Themes',
  seasonal: 'Seasonal Themes',
  dark: 'Dark Themes',
  // The catalog's plural category name; the capitalised rule below would write "Others Themes".
  others: 'Other Themes',
};

/** A section's title: the known categories' own, otherwise the capitalised category plus 'Themes'. */
export function categoryHeading(category: string): string {
  return CATEGORY_HEADINGS[category] ?? `${category.charAt(0).toUpperCase()}${category.slice(1)} Themes`;
}

export function themeDisplayName(theme: Pick<ThemePackage, 'name'>): string {
  return theme.name === 'default' ? 'Standard' : theme.name;
}

/** The gallery's sections: the four known categories first, then any other in alphabetical order. */
export function groupThemes(themes: ThemePackage[]): { category: string; heading: string; themes: ThemePackage[] }[] {
  const categories = [...new Set(themes.map((t) => t.category))].sort((a, b) => {
    const ia = CATEGORY_ORDER.indexOf(a);
    const ib = CATEGORY_ORDER.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
    return a.localeCompare(b);
  });
  return categories.map((category) => ({
    category,
    heading: categoryHeading(category),
    themes: themes.filter((t) => t.category === category),
  }));
}

/** The colors to paint with: the active theme's, or null for the stylesheet defaults. */
export function activeThemeColors(themes: ThemePackage[], userThemes: UserTheme[]): string | null {
  const active = userThemes.find((t) => t.is_active);
  if (!active || active.theme_package_id === DEFAULT_THEME_ID) return null;
  return themes.find((t) => t.id === active.theme_package_id)?.colors ?? null;
}
