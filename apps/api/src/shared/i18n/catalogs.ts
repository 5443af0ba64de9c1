import { readFile } from 'node:fs/promises';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dayleaf/contracts';
import { setupI18n, type I18n, type Messages } from '@lingui/core';

/**
 * The API's own texts (pushes) in each language: the catalogs in src/locales/<language>/messages.po, ICU messages
 * by id. The build compiles them into dist/locales/<language>.json beside the bundle (build.mjs), which is what a
 * server loads; run from source (tests, `pnpm dev`) a language's catalog is compiled as it is first used. Either way
 * a catalog is read and compiled once per process, never per push.
 */

const COMPILED_DIR = new URL('./locales/', import.meta.url);
const SOURCE_DIR = new URL('../../locales/', import.meta.url);

const loaded = new Map<Language, Promise<I18n>>();

/** The catalog of `language`, compiled: id -> compiled ICU message. */
async function compiledCatalog(language: Language): Promise<Messages> {
  try {
    return JSON.parse(await readFile(new URL(`${language}.json`, COMPILED_DIR), 'utf8')) as Messages;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { compilePoCatalog } = await import('./compile-po');
  return compilePoCatalog(await readFile(new URL(`${language}/messages.po`, SOURCE_DIR), 'utf8'), language);
}

/** The texts of `language` (English for an account that never stated one), ready to format. */
export function textsFor(language: Language | null | undefined): Promise<I18n> {
  const chosen = language && (LANGUAGES as readonly string[]).includes(language) ? language : DEFAULT_LANGUAGE;
  let texts = loaded.get(chosen);
  if (!texts) {
    texts = compiledCatalog(chosen).then((messages) => setupI18n({ locale: chosen, messages: { [chosen]: messages } }));
    // A failed read is not kept: the next push tries again.
    texts.catch(() => loaded.delete(chosen));
    loaded.set(chosen, texts);
  }
  return texts;
}
