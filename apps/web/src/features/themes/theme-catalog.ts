import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ThemePackage } from '@dayleaf/contracts';
import { i18n } from '../../lib/i18n/i18n';

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

/**
 * The catalogue's names and descriptions (db/migrations 0005 and 0035) as messages, by theme id: the server keeps them
 * in English, and the gallery shows them in the person's language. A test holds the English equal to the migrations.
 */
export const THEME_TEXTS: Record<string, { name: MessageDescriptor; description: MessageDescriptor }> = {
  default: { name: msg`Standard`, description: msg`The classic Dayleaf green.` },
  forest: { name: msg`Forest`, description: msg`Deep pine and fresh moss.` },
  'ocean-breeze': { name: msg`Ocean Breeze`, description: msg`Teal and aqua of a calm sea.` },
  'autumn-harvest': { name: msg`Autumn Harvest`, description: msg`Pumpkin orange and golden leaves.` },
  'winter-frost': { name: msg`Winter Frost`, description: msg`Frosted slate and icy periwinkle.` },
  'cherry-blossom': { name: msg`Cherry Blossom`, description: msg`Soft spring pink.` },
  midnight: { name: msg`Midnight`, description: msg`Indigo night with starlight accents.` },
  ember: { name: msg`Ember`, description: msg`Charcoal with a warm glow.` },
  'lavender-dream': { name: msg`Lavender Dream`, description: msg`Calm violet tones.` },
};

const themeTexts = (id: string) => (Object.hasOwn(THEME_TEXTS, id) ? THEME_TEXTS[id] : undefined);

/** A theme's name in the active language; one this build does not know (added later) keeps the server's. */
export function themeDisplayName(theme: Pick<ThemePackage, 'id' | 'name'>): string {
  const texts = themeTexts(theme.id);
  return texts ? i18n._(texts.name) : theme.name;
}

/** A theme's description in the active language, or the server's for a theme this build does not know. */
export function themeDescription(theme: Pick<ThemePackage, 'id' | 'description'>): string {
  const texts = themeTexts(theme.id);
  return texts ? i18n._(texts.description) : theme.description;
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
