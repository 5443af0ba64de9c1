import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { compilePoCatalog, readPoCatalog } from './compile-po';

/** Every API catalog is complete: the check CI runs, so a text added in English cannot ship untranslated. */

const catalogOf = (language: string) => readFileSync(new URL(`../../locales/${language}/messages.po`, import.meta.url), 'utf8');
const english = readPoCatalog(catalogOf('en'));
/** The values a message may use: its English's, and those the code passes for agreement (`count`) or Intl's hour (`time`). */
const valuesOf = (message: string) => new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!));
const PASSED_FOR_AGREEMENT = new Set(['count', 'time', 'hour']);

describe.each(LANGUAGES)('the %s catalog', (language) => {
  const catalog = readPoCatalog(catalogOf(language));

  it('holds every message of the English one, translated, and no other', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    expect(Object.entries(catalog).filter(([, translation]) => !translation.trim())).toEqual([]);
  });

  it('compiles, and uses only the values the code passes', () => {
    expect(() => compilePoCatalog(catalogOf(language), language)).not.toThrow();
    for (const [id, translation] of Object.entries(catalog)) {
      const allowed = new Set([...valuesOf(english[id]!), ...PASSED_FOR_AGREEMENT]);
      expect([...valuesOf(translation)].filter((name) => !allowed.has(name)), `${language} ${id}`).toEqual([]);
    }
  });
});

describe('compilePoCatalog', () => {
  it('stops on a message without a translation', () => {
    const missing = catalogOf('es').replace('msgstr "Alguien"', 'msgstr ""');
    expect(() => compilePoCatalog(missing, 'es')).toThrow('The es catalog has no translation for actors.someone.');
  });
});
