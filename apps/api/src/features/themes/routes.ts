import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { themesService } from './service';

export function themesRoutes(deps: Deps): RouteBinding[] {
  const service = themesService(deps);
  return [
    handle(routes.themePackages, () => service.listThemePackages()),
    handle(routes.userThemes, ({ userId }) => service.listUserThemes(userId)),
    handle(routes.activateTheme, ({ userId, params }) => service.activateTheme(userId, params.themeId)),
  ];
}
