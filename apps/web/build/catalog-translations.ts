import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENTRY_CATALOG_DIR, ERRORS_CATALOG_DIR, VISITOR_CATALOG_DIR } from './catalog-parts';

/*
 * The catalogs' translations, for the build steps that put a message in a file the app's script does not render
 * (index.html's boot text, the web app manifests). A language's messages may live in any of its catalogs
 * (`<locale>.po`, and `<part>/<locale>.po` for the parts of build/catalog-parts.ts); all are searched.
 */

/** The separator gettext puts between a message's context and its id. */
const CONTEXT_END = '\u0004';

/** The catalog files of `locale` that exist (build/catalog-parts.ts), the main one first. */
export function catalogFiles(localesDir: string, locale: string): string[] {
  return [localesDir, ...[ENTRY_CATALOG_DIR, VISITOR_CATALOG_DIR, ERRORS_CATALOG_DIR].map((dir) => path.join(localesDir, dir))]
    .map((dir) => path.join(dir, `${locale}.po`))
    .filter((file) => existsSync(file));
}

/**
 * By msgid (the English text, or an explicit id), `locale`'s translation from all its catalogs; a message with a
 * context is keyed `context` + U+0004 + msgid, as gettext does. A message without a translation is not there; one
 * translated in both files takes the main catalog's.
 */
export function catalogTranslations(localesDir: string, locale: string): Map<string, string> {
  const translations = new Map<string, string>();
  for (const file of catalogFiles(localesDir, locale)) {
    for (const [id, text] of parsePo(readFileSync(file, 'utf8'))) if (!translations.has(id)) translations.set(id, text);
  }
  return translations;
}

/** `locale`'s translation of `message` (its msgid; with `context` when the message has one), if a catalog has it. */
export function translation(localesDir: string, locale: string, message: string, context?: string): string | undefined {
  return catalogTranslations(localesDir, locale).get(context === undefined ? message : `${context}${CONTEXT_END}${message}`);
}

/** The translated entries of a .po file as Lingui writes it: quoted lines, a value's continuation lines joined. */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const entry = { msgctxt: undefined as string | undefined, msgid: undefined as string | undefined, msgstr: undefined as string | undefined };
  let field: keyof typeof entry | null = null;
  const flush = () => {
    if (entry.msgid && entry.msgstr) entries.set(entry.msgctxt === undefined ? entry.msgid : `${entry.msgctxt}${CONTEXT_END}${entry.msgid}`, entry.msgstr);
    entry.msgctxt = entry.msgid = entry.msgstr = undefined;
    field = null;
  };
  for (const line of text.split(/\r?\n/)) {
    const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      const key = start[1] as keyof typeof entry;
      // A new entry starts at its context, or at its id when it has none.
      if (key === 'msgctxt' || (key === 'msgid' && field !== 'msgctxt')) flush();
      entry[key] = JSON.parse(start[2]!) as string;
      field = key;
    } else if (field && /^".*"$/.test(line)) {
      entry[field] += JSON.parse(line) as string;
    } else {
      field = null;
    }
  }
  flush();
  return entries;
}
