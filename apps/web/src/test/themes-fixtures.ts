import type { ThemePackage, UserTheme } from '@dayleaf/contracts';
import { HttpResponse } from './msw/contract';
import { themesHandlers } from './msw/themes';

const colors = (background: string) =>
  JSON.stringify({
    primary: '146 50% 36%',
    accent: '38 92% 50%',
    background,
    foreground: '150 25% 12%',
    card: '0 0% 100%',
    muted: '140 20% 92%',
    border: '140 15% 86%',
    secondary: '140 25% 90%',
  });

/** The theme catalogue as the API sends it: every category, free and premium themes. */
export const CATALOG: ThemePackage[] = [
  { id: 'default', name: 'default', description: 'Classic.', category: 'basic', is_premium: false, colors: colors('140 30% 97%') },
  { id: 'forest', name: 'Forest', description: 'Pine.', category: 'nature', is_premium: false, colors: colors('100 25% 95%') },
  { id: 'ocean', name: 'Ocean Breeze', description: 'Sea.', category: 'nature', is_premium: true, colors: colors('195 45% 96%') },
  { id: 'autumn', name: 'Autumn Harvest', description: 'Leaves.', category: 'seasonal', is_premium: true, colors: colors('36 50% 95%') },
  { id: 'midnight', name: 'Midnight', description: 'Night.', category: 'dark', is_premium: true, colors: colors('230 30% 9%') },
  { id: 'lavender', name: 'Lavender Dream', description: 'Violet.', category: 'others', is_premium: true, colors: colors('260 45% 97%') },
];

/** The catalogue and the themes the user owns, as the theme screens load them. */
export function themeHandlers(owned: UserTheme[] = []) {
  return [themesHandlers.themePackages(() => HttpResponse.json(CATALOG)), themesHandlers.userThemes(() => HttpResponse.json(owned))];
}
