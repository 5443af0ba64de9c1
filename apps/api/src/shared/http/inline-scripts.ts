import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The Content-Security-Policy sources that allow the inline scripts of the built page, each by its hash
 * ('sha256-...'), and nothing else inline. The page has one (the web app's docs/decisions/036-first-requests.md):
 * it sends the screen's first reads before the app's script arrives. Read once when the server starts, so a
 * page built afterwards runs without it (its reads then start with the app's script) until the server restarts.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!) || !m[2]) continue;
    sources.add(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/** inlineScriptSources of the page at `file`; none when there is no page (an API without the web app). */
export function pageInlineScriptSources(file: string): string[] {
  return existsSync(file) ? inlineScriptSources(readFileSync(file, 'utf8')) : [];
}
