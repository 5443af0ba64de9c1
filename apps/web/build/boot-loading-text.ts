import type { Plugin } from 'vite';
import { translation } from './catalog-translations';

/**
 * index.html's "Loading..." (what shows before the app's script runs) in the page's language. The head's first script
 * has set <html lang>; a script right after the root element puts that language's word from the catalogs in place of
 * the English one, before the first paint. Inline, so it costs no request; the API allows it by its hash as it allows
 * the head's scripts (apps/api/src/shared/http/inline-scripts.ts).
 */
export const BOOT_TEXT = 'Loading...';
const ROOT_END = '</div>';

export function bootLoadingText(localesDir: string): Plugin {
  return {
    name: 'dayleaf-boot-loading-text',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const root = html.indexOf('<div id="root">');
        const end = root < 0 ? -1 : html.indexOf(ROOT_END, root);
        if (end < 0 || !html.slice(root, end).includes(BOOT_TEXT)) throw new Error(`index.html's root holds no "${BOOT_TEXT}" to put in the page's language`);
        const at = end + ROOT_END.length;
        return `${html.slice(0, at)}\n    <script>${bootTextScript(bootWords(localesDir))}</script>${html.slice(at)}`;
      },
    },
  };
}

/** By <html lang>, the catalogs' translation of the boot text; English and a language without one keep the page's. */
export function bootWords(localesDir: string): Record<string, string> {
  const words: Record<string, string> = {};
  for (const locale of ['es', 'de', 'ar']) {
    const word = translation(localesDir, locale, BOOT_TEXT);
    if (word) words[locale] = word;
  }
  return words;
}

export function bootTextScript(words: Record<string, string>): string {
  return `(function(w){var t=w[document.documentElement.lang],p=document.querySelector("#root [role=status]");if(t&&p)p.textContent=t})(${JSON.stringify(words)})`;
}
