import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Rollup } from 'vite';
import { FIRST_SCREEN_MODULES, filesFor, type FirstScreenModules } from './first-screen-preloads';

/**
 * A catalog part per signed-in first screen (docs/decisions/089-first-screen-catalogs.md): the messages of the
 * rest of the app and of a visitor's profile that the screen's own scripts name (what the page preloads for it,
 * build/first-screen-preloads.ts), made from the built catalogs, so no .po file is split by hand. A screen opened
 * first waits for its part alone (a fifth of the app's words at most) instead of every screen's; the rest come once
 * the page has settled, or with any other code.
 */

/** A compiled catalog's messages, as Lingui's loader writes them: by message id. */
export type CompiledMessages = Record<string, unknown>;

/** By page language (<html lang>, as build/catalog-preloads.ts keys it), the part of each first screen: route -> file. */
export type ScreenCatalogFiles = Record<string, Record<string, string>>;

/** Beside index.html: what each first screen's part is, for the web-size bench. */
export const SCREEN_CATALOGS_FILE = 'screen-catalogs.json';

/** A compiled catalog chunk's messages. Lingui's compiled catalogs import nothing, so the chunk runs on its own. */
export async function compiledMessages(chunk: Rollup.OutputChunk): Promise<CompiledMessages> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`)) as { messages?: CompiledMessages };
  if (!module.messages) throw new Error(`${chunk.fileName} exports no messages: it is not a compiled catalog`);
  return module.messages;
}

/** The ids of `messages` that `code` names: the macros compile each message to its id as a string literal. */
export function namedIds(messages: CompiledMessages, code: string, except: CompiledMessages = {}): string[] {
  return Object.keys(messages).filter((id) => !(id in except) && code.includes(`"${id}"`));
}

/** `messages` cut to `ids`, as a module like a compiled catalog (`messages` exported). */
export function catalogModule(messages: CompiledMessages, ids: readonly string[]): string {
  const part = Object.fromEntries(ids.filter((id) => id in messages).map((id) => [id, messages[id]]));
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(part))});\n`;
}

/** A route as a file name's part: `/` (the day's tasks) is `home`, `/profile/:username` `profile-username`. */
export function screenSlug(route: string): string {
  return route === '/' ? 'home' : route.replace(/[:/]+/g, '-').replace(/^-|-$/g, '');
}

/** One language's built catalogs, compiled: the first script's, a visitor's and the rest of the app's. */
export interface LanguageMessages {
  entry: CompiledMessages;
  visitor: CompiledMessages;
  app: CompiledMessages;
}

/**
 * Each first screen's part in each language: the ids its scripts name, from English (every language has the same
 * ids), less the first script's (always loaded); each language's own messages for them.
 */
export function screenParts(
  chunks: Rollup.OutputChunk[],
  languages: Record<string, LanguageMessages>,
  root: string,
  screens: FirstScreenModules[] = FIRST_SCREEN_MODULES,
): { route: string; lang: string; source: string }[] {
  const english = languages.en;
  if (!english) throw new Error('no built English catalogs: the first screens’ parts are cut from them');
  const code = new Map(chunks.map((chunk) => [`/${chunk.fileName}`, chunk.code]));
  const absolute = (modules: string[]) => modules.map((file) => (file.startsWith('src/') ? path.join(root, file) : file));
  const parts: { route: string; lang: string; source: string }[] = [];
  for (const screen of screens) {
    const screenCode = filesFor(absolute(screen.signedIn), chunks)
      .map((file) => code.get(file) ?? '')
      .join('\n');
    const ids = namedIds({ ...english.visitor, ...english.app }, screenCode, english.entry);
    for (const [lang, messages] of Object.entries(languages)) {
      parts.push({ route: screen.path, lang, source: catalogModule({ ...messages.visitor, ...messages.app }, ids) });
    }
  }
  return parts;
}

/** The file name a part is written to: its content's hash in it, as Vite names chunks, so it is cached for good. */
export function screenPartFile(route: string, lang: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `assets/catalog-${screenSlug(route)}-${lang}-${hash}.js`;
}
