import type { Plugin, Rollup } from 'vite';
import { USER_ID_KEY } from '../src/features/auth/stored-id';
import { signedOutScreens } from '../src/config/paths';
import { ENTRY_CATALOG_DIR, ERRORS_CATALOG_DIR } from './catalog-parts';

/**
 * The page asks for its language's messages as it reads its head, beside the entry script, instead of once the entry
 * has run (docs/decisions/083-lingui.md). index.html's first script has already set <html lang> from the device's
 * choice or the browser's languages (src/lib/i18n/locales.ts); this one, right after it, names that language's
 * built catalogs as module preloads: the first script's always, the rest of the app's when the page opens on more
 * than the login screen (a stored user, or a screen a signed-out visit sees). Inline, so it costs no request; the API
 * allows it by its hash as it allows the first script (apps/api/src/shared/http/inline-scripts.ts).
 */
export function catalogPreloads(): Plugin {
  return {
    name: 'dayleaf-catalog-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const files = catalogFiles(ctx.bundle ?? {});
        if (!files.en?.entry || !files.en.app) throw new Error('no built catalogs for en: src/lib/i18n/i18n.ts loads each part with import()');
        const at = html.indexOf('</script>');
        if (at < 0) throw new Error('index.html has no first script: the catalog preload goes right after it');
        const end = at + '</script>'.length;
        return `${html.slice(0, end)}\n    <script>${catalogPreloadScript(files)}</script>${html.slice(end)}`;
      },
    },
  };
}

export interface LocaleCatalogs {
  entry?: string;
  app?: string;
}

/**
 * By <html lang> as the first script writes it, the built catalogs' paths: the first script's and the rest of the
 * app's (the error codes' load with a refusal, not with the page).
 */
export function catalogFiles(bundle: Rollup.OutputBundle): Record<string, LocaleCatalogs> {
  const files: Record<string, LocaleCatalogs> = {};
  const pattern = new RegExp(`/locales/(?:(${ENTRY_CATALOG_DIR}|${ERRORS_CATALOG_DIR})/)?([a-z]+)\\.po$`);
  for (const chunk of Object.values(bundle)) {
    const found = chunk.type === 'chunk' ? pattern.exec(chunk.facadeModuleId ?? '') : null;
    if (!found || found[1] === ERRORS_CATALOG_DIR) continue;
    const lang = found[2] === 'pseudo' ? 'en-XA' : found[2]!;
    (files[lang] ??= {})[found[1] ? 'entry' : 'app'] = `/${chunk.fileName}`;
  }
  return files;
}

/** A route pattern of app/router.tsx (`/profile/:username`) as a regular expression's source, a trailing slash allowed. */
export function routePattern(route: string): string {
  return route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
}

export function catalogPreloadScript(files: Record<string, LocaleCatalogs>): string {
  const beyondLogin = `^(?:${signedOutScreens.map(routePattern).join('|')})/?$`;
  return (
    `(function(f,k,o){var d=document,c=f[d.documentElement.lang]||f.en,h=[c.entry],u;try{u=localStorage.getItem(k)}catch(e){}` +
    `if(u||o.test(location.pathname))h.push(c.app);h.forEach(function(s){var l=d.createElement("link");l.rel="modulepreload";l.href=s;d.head.appendChild(l)})})` +
    `(${JSON.stringify(files)},${JSON.stringify(USER_ID_KEY)},new RegExp(${JSON.stringify(beyondLogin)}))`
  );
}
