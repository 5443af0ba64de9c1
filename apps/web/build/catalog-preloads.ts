import type { Plugin, Rollup } from 'vite';
import { USER_ID_KEY } from '../src/features/auth/stored-id';
import { signedOutRoutes, signedOutScreens } from '../src/config/paths';
import { ENTRY_CATALOG_DIR, ERRORS_CATALOG_DIR, VISITOR_CATALOG_DIR } from './catalog-parts';
import { FIRST_SCREEN_MODULES } from './first-screen-preloads';
import { compiledMessages, SCREEN_CATALOGS_FILE, screenPartFile, screenParts, type LanguageMessages, type ScreenCatalogFiles } from './screen-catalogs';

/**
 * The page asks for its language's messages as it reads its head, beside the entry script, instead of once the entry
 * has run (docs/decisions/083-lingui.md). index.html's first script has already set <html lang> from the device's
 * choice or the browser's languages (src/lib/i18n/locales.ts); this one, right after it, names that language's
 * built catalogs as module preloads (build/catalog-parts.ts): the first script's always; a visitor's public profile's
 * on that screen signed out; for a stored user on a first screen, that screen's part (build/screen-catalogs.ts,
 * marked `data-screen-catalog` for lib/i18n/i18n.ts); the visitor's and the rest of the app's when the page opens on
 * any other screen than the login screen (a stored user elsewhere, or an invite or the quote widget signed out).
 * Inline, so it costs no request; the API allows it by its hash as it allows the first script
 * (apps/api/src/shared/http/inline-scripts.ts).
 */
export function catalogPreloads(root: string): Plugin {
  let screens: ScreenCatalogFiles = {};
  return {
    name: 'dayleaf-catalog-preloads',
    apply: 'build',
    // Before Vite's own generateBundle, which writes index.html and so runs the page's transform below.
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        screens = await emitScreenParts(root, bundle, (fileName, source) => this.emitFile({ type: 'asset', fileName, source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const files = catalogFiles(ctx.bundle ?? {}, screens);
        if (!files.en?.entry || !files.en.visitor || !files.en.app) throw new Error('no built catalogs for en: src/lib/i18n/i18n.ts loads each part with import()');
        const at = html.indexOf('</script>');
        if (at < 0) throw new Error('index.html has no first script: the catalog preload goes right after it');
        const end = at + '</script>'.length;
        return `${html.slice(0, end)}\n    <script>${catalogPreloadScript(files)}</script>${html.slice(end)}`;
      },
    },
  };
}

/** Writes each first screen's part in each language, and SCREEN_CATALOGS_FILE; by page language, route -> file. */
async function emitScreenParts(root: string, bundle: Rollup.OutputBundle, emit: (fileName: string, source: string) => void): Promise<ScreenCatalogFiles> {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [`/${chunk.fileName}`, chunk]));
  const messagesOf = (file: string | undefined) => {
    const chunk = file ? byFile.get(file) : undefined;
    if (!chunk) throw new Error(`catalog ${file ?? '(none)'} is not a chunk of the build`);
    return compiledMessages(chunk);
  };
  const languages: Record<string, LanguageMessages> = {};
  for (const [lang, files] of Object.entries(catalogFiles(bundle))) {
    const [entry, visitor, app] = await Promise.all([messagesOf(files.entry), messagesOf(files.visitor), messagesOf(files.app)]);
    languages[lang] = { entry, visitor, app };
  }
  const screens: ScreenCatalogFiles = {};
  for (const part of screenParts(chunks, languages, root)) {
    const fileName = screenPartFile(part.route, part.lang, part.source);
    emit(fileName, part.source);
    (screens[part.lang] ??= {})[part.route] = `/${fileName}`;
  }
  emit(SCREEN_CATALOGS_FILE, `${JSON.stringify(screens, null, 2)}\n`);
  return screens;
}

export interface LocaleCatalogs {
  entry?: string;
  visitor?: string;
  app?: string;
  /** Each signed-in first screen's part, by route (build/screen-catalogs.ts). */
  screens?: Record<string, string>;
}

/**
 * By <html lang> as the first script writes it, the built catalogs' paths: the first script's, the visitor's and the
 * rest of the app's (the error codes' load with a refusal, not with the page), with the first screens' parts.
 */
export function catalogFiles(bundle: Rollup.OutputBundle, screens: ScreenCatalogFiles = {}): Record<string, LocaleCatalogs> {
  const files: Record<string, LocaleCatalogs> = {};
  const pattern = new RegExp(`/locales/(?:(${ENTRY_CATALOG_DIR}|${VISITOR_CATALOG_DIR}|${ERRORS_CATALOG_DIR})/)?([a-z]+)\\.po$`);
  const parts: Record<string, 'entry' | 'visitor'> = { [ENTRY_CATALOG_DIR]: 'entry', [VISITOR_CATALOG_DIR]: 'visitor' };
  for (const chunk of Object.values(bundle)) {
    const found = chunk.type === 'chunk' ? pattern.exec(chunk.facadeModuleId ?? '') : null;
    if (!found || found[1] === ERRORS_CATALOG_DIR) continue;
    const lang = found[2] === 'pseudo' ? 'en-XA' : found[2]!;
    (files[lang] ??= {})[found[1] ? parts[found[1]]! : 'app'] = `/${chunk.fileName}`;
  }
  for (const [lang, routes] of Object.entries(screens)) if (files[lang]) files[lang].screens = routes;
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

export function catalogPreloadScript(files: Record<string, LocaleCatalogs>, firstScreens: readonly string[] = FIRST_SCREEN_MODULES.map((screen) => screen.path)): string {
  const visitor = screensPattern([signedOutRoutes.publicProfile]);
  const others = screensPattern(signedOutScreens.filter((route) => route !== signedOutRoutes.publicProfile));
  const screens = firstScreens.map((route) => [screensPattern([route]), route]);
  return (
    `(function(f,k,v,o,s){var d=document,g=f[d.documentElement.lang]?d.documentElement.lang:"en",c=f[g],p=location.pathname,h=[c.entry],u,m;try{u=localStorage.getItem(k)}catch(e){}` +
    `if(u)s.forEach(function(x){if(!m&&new RegExp(x[0]).test(p))m=c.screens&&c.screens[x[1]]});` +
    `if(m)h.push(m);else if(u||o.test(p))h.push(c.visitor,c.app);else if(v.test(p))h.push(c.visitor);` +
    `h.forEach(function(x){var l=d.createElement("link");l.rel="modulepreload";l.href=x;if(x===m)l.setAttribute("data-screen-catalog",g);d.head.appendChild(l)})})` +
    `(${JSON.stringify(files)},${JSON.stringify(USER_ID_KEY)},new RegExp(${JSON.stringify(visitor)}),new RegExp(${JSON.stringify(others)}),${JSON.stringify(screens)})`
  );
}
