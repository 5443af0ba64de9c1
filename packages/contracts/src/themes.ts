import { z } from 'zod';
import { BoundedText, defineRoutes, Id, UserIdParams } from './common';
import { routeMeta } from './route-meta';

export const ThemeCategory = z.string();
export const ThemePackage = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** basic, nature, seasonal, dark or others. */
  category: ThemeCategory,
  is_premium: z.boolean(),
  /** JSON of 'H S% L%' tokens: primary, accent, background, foreground, card, muted, border, secondary. */
  colors: z.string(),
});
export type ThemePackage = z.infer<typeof ThemePackage>;

export const UserTheme = z.object({ theme_package_id: z.string(), is_active: z.boolean() });
export type UserTheme = z.infer<typeof UserTheme>;

const ThemeIdParams = z.object({ userId: Id, themeId: BoundedText(100, 'themeId must be at most 100 characters.').min(1) });

export const themesRoutes = defineRoutes(routeMeta, {
  themePackages: { response: z.array(ThemePackage) },
  userThemes: {
    params: UserIdParams,
    response: z.array(UserTheme),
  },
  activateTheme: {
    params: ThemeIdParams,
    response: UserTheme,
  },
});
