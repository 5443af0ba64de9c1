import { canUseTheme, type ThemePackage, type UserTheme } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import { forbidden, notFound } from '../../shared/http/errors';
import { lockPremium } from '../users';
import * as repo from './repo';

export function themesService(deps: Deps) {
  const { db, clock } = deps;

  // Use cases with a userId act as the session's user: routes pass ctx.userId, never the path's id.
  return {
    listThemePackages: (): Promise<ThemePackage[]> => repo.listThemePackages(db),

    listUserThemes: (userId: string): Promise<UserTheme[]> => repo.listUserThemes(db, userId),

    /** One active theme per user; a premium theme used once stays the user's after premium ends. */
    async activateTheme(userId: string, themeId: string): Promise<UserTheme> {
      const at = atOf(clock);
      return db.transaction(async (tx) => {
        const user = await lockPremium(tx, userId, at);
        const theme = await repo.findThemePackage(tx, themeId);
        if (!theme) throw notFound('theme_not_found');
        if (!canUseTheme(theme, user.is_premium, await repo.ownsTheme(tx, userId, themeId))) {
          throw forbidden('theme_premium');
        }
        await repo.activateTheme(tx, userId, themeId, at);
        return { theme_package_id: themeId, is_active: true };
      });
    },
  };
}
