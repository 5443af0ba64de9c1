import type { ThemePackage, UserTheme } from '@dayleaf/contracts';
import { HttpResponse } from './msw/contract';
import { themesHandlers } from './msw/themes';

const colors = (primary: string, background: string) =>
  JSON.stringify({
    primary,
    accent: '38 92% 50%',
    background,
    foreground: '150 25% 12%',
    card: '0 0% 100%',
    muted: '140 20% 92%',
    border: '140 15% 86%',
    secondary: '140 25% 90%',
  });

/** The theme catalogue as the API sends it: every category, Standard free and the rest premium, each its own colours. */
export const CATALOG: ThemePackage[] = [
  { id: 'default', name: 'default', description: 'Classic.', category: 'basic', is_premium: false, colors: colors('146 50% 32%', '140 30% 97%') },
  { id: 'forest', name: 'Forest', description: 'Pine.', category: 'nature', is_premium: true, colors: colors('150 45% 17%', '90 30% 84%') },
  { id: 'ocean', name: 'Ocean Breeze', description: 'Sea.', category: 'nature', is_premium: true, colors: colors('188 90% 26%', '185 55% 93%') },
  { id: 'autumn', name: 'Autumn Harvest', description: 'Leaves.', category: 'seasonal', is_premium: true, colors: colors('24 85% 38%', '36 50% 95%') },
  { id: 'midnight', name: 'Midnight', description: 'Night.', category: 'dark', is_premium: true, colors: colors('230 80% 68%', '230 30% 9%') },
  { id: 'lavender', name: 'Lavender Dream', description: 'Violet.', category: 'others', is_premium: true, colors: colors('265 55% 52%', '260 45% 97%') },
];

/** The catalogue and the themes the user owns, as the theme screens load them. */
export function themeHandlers(owned: UserTheme[] = []) {
  return [themesHandlers.themePackages(() => HttpResponse.json(CATALOG)), themesHandlers.userThemes(() => HttpResponse.json(owned))];
}
