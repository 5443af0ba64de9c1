import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The script index.html runs before the app's: it sends the screen's first requests (src/lib/first-requests.ts). */
export const FIRST_REQUESTS_ENTRY = 'src/app/first-requests-start.ts';

/**
 * The entry bundled into one small classic script, run where it stands in the page. esbuild keeps a module's top-level
 * call unless told it is pure: `Object.keys`/`Object.values` of a table (the error texts' codes in the contracts) kept
 * the whole table in every page's HTML, parsed before anything else.
 */
export async function firstRequestsScript(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    pure: ['Object.keys', 'Object.values', 'Object.entries', 'Object.fromEntries'],
  });
  return out.outputFiles[0]!.text.trim();
}

/**
 * Inlines the first-requests script near the top of index.html's head (docs/decisions/036-first-requests.md): inline,
 * because a file of its own would wait for a connection of its own, and the point is to ask before anything else.
 * The API allows it by its hash in the page's Content-Security-Policy (apps/api/src/shared/http/inline-scripts.ts).
 */
export function inlineFirstRequests(entry: string): Plugin {
  return {
    name: 'dayleaf-first-requests',
    transformIndexHtml: {
      order: 'post',
      // Right after the charset, which must come within the page's first 1024 bytes, and before the stylesheet,
      // which an inline script placed after it would wait for.
      handler: async (html) => {
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (!charset) throw new Error('index.html has no <meta charset>: the first-requests script goes right after it');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    <script>${await firstRequestsScript(entry)}</script>${html.slice(at)}`;
      },
    },
  };
}
