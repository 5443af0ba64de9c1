import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every message of the source catalog is translated in every language (CI fails on a missing key), with the same
 * placeholders, and each count in Arabic has all six of its plural forms. `pnpm --filter @dayleaf/web i18n:extract`
 * writes the catalogs from the code; CI runs it and fails when that changes them (a message not extracted).
 */

type Catalog = Map<string, string>;

const unquote = (line: string) => JSON.parse(line) as string;

/** The msgid → msgstr pairs of a .po file as Lingui writes it (one line each; continuation lines joined). */
function parsePo(text: string): Catalog {
  const entries: Catalog = new Map();
  let key: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id) entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      key = start[1] as 'msgid' | 'msgstr';
      if (key === 'msgid') id = unquote(start[2]!);
      else str = unquote(start[2]!);
    } else if (/^".*"$/.test(line) && key) {
      if (key === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else key = null;
  }
  flush();
  return entries;
}

/** Each language's catalogs (build/catalog-parts.ts): the first script's, a visitor's, the error codes', the rest of the app's. */
const PARTS = {
  entry: path.join(import.meta.dirname, 'entry'),
  visitor: path.join(import.meta.dirname, 'visitor'),
  errors: path.join(import.meta.dirname, 'errors'),
  app: import.meta.dirname,
};
type Part = keyof typeof PARTS;

const read = (locale: string, part: Part) => parsePo(readFileSync(path.join(PARTS[part], `${locale}.po`), 'utf8'));

/**
 * The placeholder and argument names a message uses: {name}, {name, plural, ...}, and tags <0>. A plural's branch
 * is not one, even when its text is a single word ('one {trophy}') or starts with one and a comma.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const withoutBranches = message.replace(/\b(?:zero|one|two|few|many|other)\s*\{|=\d+\s*\{/g, '[');
  for (const m of withoutBranches.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(m[1]!);
  for (const m of message.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${m[1]}>`);
  return [...names].sort();
}

const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

// By id, the English text: the msgstr of en.po where an explicit id was given (the contracts' shared texts), else
// the msgid, which is the text itself.
const sourceOf = (part: Part) => new Map([...read('en', part)].map(([id, text]) => [id, text || id]));

describe('message catalogs', () => {
  it('the source catalogs have the app’s messages, and the login screen’s in the first script’s', () => {
    expect(sourceOf('app').size).toBeGreaterThan(100);
    expect(sourceOf('entry').get('Login')).toBe('Login');
  });

  // A text two parts show (the first script and a later screen) is in both catalogs: it reads the same in each.
  it.each(['es', 'de', 'ar', 'pseudo'])('%s: a text in two catalogs has one translation', (locale) => {
    const translations = new Map<string, Set<string>>();
    for (const part of Object.keys(PARTS) as Part[]) for (const [id, text] of read(locale, part)) translations.set(id, (translations.get(id) ?? new Set()).add(text));
    expect([...translations].filter(([, texts]) => texts.size > 1)).toEqual([]);
  });

  describe.each((['es', 'de', 'ar'] as const).flatMap((locale) => (['entry', 'visitor', 'errors', 'app'] as const).map((part) => [locale, part] as const)))('%s (%s)', (locale, part) => {
    const source = sourceOf(part);
    const catalog = read(locale, part);

    it('has every message of the source, translated, and no other', () => {
      const missing = [...source.keys()].filter((id) => !catalog.get(id)?.trim());
      expect(missing, `untranslated in ${locale}.po`).toEqual([]);
      expect([...catalog.keys()].filter((id) => !source.has(id)), `not in en.po`).toEqual([]);
    });

    // A translation may use more of the values the code passes (how many acted, for a verb that agrees), never fewer.
    it('keeps each message’s placeholders', () => {
      const differing = [...source].filter(([id, text]) => catalog.get(id) && !placeholders(text).every((name) => placeholders(catalog.get(id)!).includes(name)));
      expect(differing).toEqual([]);
    });

    if (locale === 'ar') {
      it('gives every count all six Arabic plural forms', () => {
        const lacking = [...source]
          .filter(([, text]) => /,\s*plural\s*,/.test(text))
          .filter(([id]) => {
            const text = catalog.get(id) ?? '';
            return !ARABIC_FORMS.every((form) => new RegExp(`[\\s,]${form}\\s*\\{`).test(text));
          });
        expect(lacking).toEqual([]);
      });
    }
  });
});
