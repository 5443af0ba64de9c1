import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogTranslations, translation } from './catalog-translations';

const LOCALES = path.resolve(import.meta.dirname, '../src/locales');

/** Catalogs as Lingui writes them: the main one, and the entry's beside it. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-catalogs-'));
mkdirSync(path.join(dir, 'entry'));
writeFileSync(
  path.join(dir, 'es.po'),
  [
    'msgid ""',
    'msgstr ""',
    '"Language: es\\n"',
    '',
    '#: src/a.tsx',
    'msgid "Today"',
    'msgstr "Hoy"',
    '',
    '#. Not translated yet',
    'msgid "Quote"',
    'msgstr ""',
    '',
    'msgctxt "month"',
    'msgid "May"',
    'msgstr "Mayo"',
    '',
    'msgid ""',
    '"A long message "',
    '"on two lines"',
    'msgstr ""',
    '"Un mensaje largo "',
    '"en dos líneas"',
    '',
    'msgid "Both"',
    'msgstr "Del principal"',
    '',
  ].join('\n'),
);
writeFileSync(path.join(dir, 'entry', 'es.po'), ['msgid "Loading..."', 'msgstr "Cargando..."', '', 'msgid "Quote"', 'msgstr "Frase"', '', 'msgid "Both"', 'msgstr "De la entrada"', ''].join('\n'));
writeFileSync(path.join(dir, 'de.po'), ['msgid "Today"', 'msgstr "Heute"', ''].join('\n'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the build's catalog lookup", () => {
  it('finds a message in the language’s catalog or in its entry catalog', () => {
    expect(translation(dir, 'es', 'Today')).toBe('Hoy');
    expect(translation(dir, 'es', 'Loading...')).toBe('Cargando...');
    // Untranslated in one file, translated in the other.
    expect(translation(dir, 'es', 'Quote')).toBe('Frase');
    // In both: the main catalog's.
    expect(translation(dir, 'es', 'Both')).toBe('Del principal');
    // A language without an entry catalog.
    expect(translation(dir, 'de', 'Today')).toBe('Heute');
    expect(translation(dir, 'de', 'Loading...')).toBeUndefined();
  });

  it('joins continuation lines, keys a message with a context by it, and leaves out the header and what is not translated', () => {
    expect(translation(dir, 'es', 'A long message on two lines')).toBe('Un mensaje largo en dos líneas');
    expect(translation(dir, 'es', 'May', 'month')).toBe('Mayo');
    expect(translation(dir, 'es', 'May')).toBeUndefined();
    expect(catalogTranslations(dir, 'es').has('')).toBe(false);
    expect(translation(dir, 'fr', 'Today')).toBeUndefined();
  });

  it("reads the app's catalogs", () => {
    expect(translation(LOCALES, 'es', 'Loading...')).toBe('Cargando...');
    expect(translation(LOCALES, 'ar', 'Today')).toBe('اليوم');
  });
});
