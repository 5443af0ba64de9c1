import type { Plugin, Rollup } from 'vite';
import { USER_ID_KEY } from '../src/features/auth/stored-id';
import { signedOutRoutes, signedOutScreens } from '../src/config/paths';
import { ENTRY_CATALOG_DIR, ERRORS_CATALOG_DIR, VISITOR_CATALOG_DIR } from './catalog-parts';

/**
 * The page asks for its language's messages as it reads its head, beside the entry script, instead of once the entry
 * has run (docs/decisions/083-lingui.md). index.html's first script has already set <html lang> from the device's
 * choice or the browser's languages (src/lib/i18n/locales.ts); this one, right after it, names that language's
 * built catalogs as module preloads (build/catalog-parts.ts): the first script's always; a visitor's public profile's
 * on that screen signed out; both of those and the rest of the app's when the page opens on any other screen than
 * the login screen (a stored user, or an invite or the quote widget signed out). Inline, so it costs no request; the API
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
        if (!files.en?.entry || !files.en.visitor || !files.en.app) throw new Error('no built catalogs for en: src/lib/i18n/i18n.ts loads each part with import()');
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
  visitor?: string;
  app?: string;
}

/**
 * By <html lang> as the first script writes it, the built catalogs' paths: the first script's, the visitor's and the
 * rest of the app's (the error codes' load with a refusal, not with the page).
 */
export function catalogFiles(bundle: Rollup.OutputBundle): Record<string, LocaleCatalogs> {
  const files: Record<string, LocaleCatalogs> = {};
  const pattern = new RegExp(`/locales/(?:(${ENTRY_CATALOG_DIR}|${VISITOR_CATALOG_DIR}|${ERRORS_CATALOG_DIR})/)?([a-z]+)\\.po$`);
  const parts: Record<string, keyof LocaleCatalogs> = { [ENTRY_CATALOG_DIR]: 'entry', [VISITOR_CATALOG_DIR]: 'visitor' };
  for (const chunk of Object.values(bundle)) {
    const found = chunk.type === 'chunk' ? pattern.exec(chunk.facadeModuleId ?? '') : null;
    if (!found || found[1] === ERRORS_CATALOG_DIR) continue;
    const lang = found[2] === 'pseudo' ? 'en-XA' : found[2]!;
    (files[lang] ??= {})[found[1] ? parts[found[1]]! : 'app'] = `/${chunk.fileName}`;
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

const screensPattern = (routes: readonly string[]) => `^(?:${routes.map(routePattern).join('|')})/?$`;

export function catalogPreloadScript(files: Record<string, LocaleCatalogs>): string {
  const visitor = screensPattern([signedOutRoutes.publicProfile]);
  const others = screensPattern(signedOutScreens.filter((route) => route !== signedOutRoutes.publicProfile));
  return (
    `(function(f,k,v,o){var d=document,c=f[d.documentElement.lang]||f.en,p=location.pathname,h=[c.entry],u;try{u=localStorage.getItem(k)}catch(e){}` +
    `if(u||o.test(p))h.push(c.visitor,c.app);else if(v.test(p))h.push(c.visitor);` +
    `h.forEach(function(s){var l=d.createElement("link");l.rel="modulepreload";l.href=s;d.head.appendChild(l)})})` +
    `(${JSON.stringify(files)},${JSON.stringify(USER_ID_KEY)},new RegExp(${JSON.stringify(visitor)}),new RegExp(${JSON.stringify(others)}))`
  );
}
