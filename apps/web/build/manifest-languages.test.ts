import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RIGHT_TO_LEFT as CONTRACTS_RIGHT_TO_LEFT } from '@dayleaf/contracts/rules';
import { manifestHref } from '../src/lib/i18n/locales';
import { languageFile, languageManifests, manifestLanguages, manifestTexts, MANIFESTS, RIGHT_TO_LEFT } from './manifest-languages';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const LOCALES = path.resolve(import.meta.dirname, '../src/locales');
const TRANSLATED = ['es', 'de', 'ar'] as const;

type Manifest = Record<string, unknown> & { name: string; short_name: string; shortcuts?: Array<Record<string, unknown>> };
const english = (file: string) => JSON.parse(readFileSync(path.join(PUBLIC, file), 'utf8')) as Manifest;
const built = languageManifests(PUBLIC, LOCALES, TRANSLATED);
const copy = (file: string) => JSON.parse(built.get(file)!) as Manifest;

/** A manifest with its texts and its language left out: what every language's copy shares with the English. */
function structure(manifest: Manifest): unknown {
  const { lang: _lang, dir: _dir, ...rest } = manifest;
  const blank = (member: Record<string, unknown>) => ({ ...member, name: typeof member.name, short_name: typeof member.short_name, description: typeof member.description });
  return { ...blank(rest), ...(rest.shortcuts ? { shortcuts: rest.shortcuts.map(blank) } : {}) };
}

describe("the web app manifests' language copies", () => {
  it('are one per language and manifest, named as the page links them', () => {
    expect([...built.keys()].sort()).toEqual([
      'manifest.ar.webmanifest',
      'manifest.de.webmanifest',
      'manifest.es.webmanifest',
      'quote-widget.ar.webmanifest',
      'quote-widget.de.webmanifest',
      'quote-widget.es.webmanifest',
    ]);
  });

  it('are named as the page links them, and right to left in the languages the contracts say', () => {
    for (const file of MANIFESTS) for (const locale of TRANSLATED) expect(languageFile(file, locale)).toBe(manifestHref(file, locale));
    expect(RIGHT_TO_LEFT).toEqual(CONTRACTS_RIGHT_TO_LEFT);
  });

  describe.each(MANIFESTS.flatMap((file) => TRANSLATED.map((locale) => [file, locale] as const)))('%s in %s', (file, locale) => {
    const source = english(file);
    const translated = copy(languageFile(file, locale));

    it('has the same members, icons, addresses and shortcuts as the English, with its language and direction', () => {
      expect(structure(translated)).toEqual(structure(source));
      expect(translated.lang).toBe(locale);
      expect(translated.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(source.lang).toBeUndefined();
    });

    it('has every text translated, the brand’s name kept, and short names of 12 characters at most', () => {
      const texts = manifestTexts(translated);
      expect(texts).toHaveLength(manifestTexts(source).length);
      for (const [i, text] of texts.entries()) expect(text, manifestTexts(source)[i]).not.toBe(manifestTexts(source)[i]);
      expect(translated.name).toContain('Dayleaf');
      for (const member of [translated, ...(translated.shortcuts ?? [])]) expect(String(member.short_name).length, String(member.short_name)).toBeLessThanOrEqual(12);
    });
  });

  it("takes the catalogs' words: the Spanish app's shortcuts", () => {
    const spanish = copy('manifest.es.webmanifest');
    expect(spanish.description).toBe('Pequeñas tareas diarias, rachas y retos con amigos.');
    expect(spanish.shortcuts!.map(({ name, short_name, description, url }) => ({ name, short_name, description, url }))).toEqual([
      { name: 'Hoy', short_name: 'Hoy', description: 'Tus tareas de hoy y tu racha.', url: '/' },
      { name: 'La frase de hoy', short_name: 'Frase', description: 'Tu frase motivadora del día, también sin conexión.', url: '/quote-widget' },
    ]);
    expect(copy('quote-widget.ar.webmanifest')).toMatchObject({ name: 'اقتباس Dayleaf اليومي', short_name: 'اقتباس اليوم', lang: 'ar', dir: 'rtl' });
  });
});

describe('the manifest languages plugin', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('emits every copy into the build', () => {
    const emitted = new Map<string, string>();
    const plugin = manifestLanguages(PUBLIC, LOCALES, TRANSLATED);
    const emitFile = (file: { fileName: string; source: string }) => emitted.set(file.fileName, file.source);
    (plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void).call({ emitFile });
    expect(emitted).toEqual(built);
  });

  it('fails the build on a manifest text that a language has no translation for', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-manifests-'));
    for (const file of MANIFESTS) writeFileSync(path.join(dir, file), JSON.stringify({ ...english(file), description: 'A text no catalog has.' }));
    expect(() => languageManifests(dir!, LOCALES, TRANSLATED)).toThrow(/"A text no catalog has\." has no es translation/);
  });
});
