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

const read = (locale: string) => parsePo(readFileSync(path.join(import.meta.dirname, `${locale}.po`), 'utf8'));

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
const source = new Map([...read('en')].map(([id, text]) => [id, text || id]));

describe('message catalogs', () => {
  it('the source catalog has the app’s messages', () => {
    expect(source.size).toBeGreaterThan(100);
  });

  describe.each(['es', 'de', 'ar'])('%s', (locale) => {
    const catalog = read(locale);

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
