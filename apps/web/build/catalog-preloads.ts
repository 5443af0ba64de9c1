import type { Plugin, Rollup } from 'vite';

/**
 * The page asks for its language's catalog as it reads its head, beside the entry script, instead of once the entry
 * has run (docs/decisions/083-lingui.md). index.html's first script has already set <html lang> from the device's
 * choice or the browser's languages (src/lib/i18n/locales.ts); this one, right after it, names that language's
 * built catalog as a module preload. Inline, so it costs no request; the API allows it by its hash as it allows the
 * first script (apps/api/src/shared/http/inline-scripts.ts).
 */
export function catalogPreloads(): Plugin {
  return {
    name: 'dayleaf-catalog-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const files = catalogFiles(ctx.bundle ?? {});
        if (!files.en) throw new Error('no built catalog for en: src/lib/i18n/i18n.ts loads each language with import()');
        const at = html.indexOf('</script>');
        if (at < 0) throw new Error('index.html has no first script: the catalog preload goes right after it');
        const end = at + '</script>'.length;
        return `${html.slice(0, end)}\n    <script>${catalogPreloadScript(files)}</script>${html.slice(end)}`;
      },
    },
  };
}

/** By <html lang> as the first script writes it, the built catalog's path. */
export function catalogFiles(bundle: Rollup.OutputBundle): Record<string, string> {
  const files: Record<string, string> = {};
  for (const chunk of Object.values(bundle)) {
    const locale = chunk.type === 'chunk' ? /\/locales\/([a-z]+)\.po$/.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    if (locale && chunk.type === 'chunk') files[locale === 'pseudo' ? 'en-XA' : locale] = `/${chunk.fileName}`;
  }
  return files;
}

export function catalogPreloadScript(files: Record<string, string>): string {
  return `(function(f){var h=f[document.documentElement.lang]||f.en,l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})(${JSON.stringify(files)})`;
}
