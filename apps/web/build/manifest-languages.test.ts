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

  it('answers the copies on the dev server, as manifests, and leaves every other request to the next handler', () => {
    type Handler = (req: { url?: string }, res: { setHeader: (name: string, value: string) => void; end: (body: string) => void }, next: () => void) => void;
    let handler: Handler | undefined;
    const server = { middlewares: { use: (h: Handler) => (handler = h) } };
    (manifestLanguages(PUBLIC, LOCALES, TRANSLATED).configureServer as unknown as (server: unknown) => void)(server);
    const answer = (url: string) => {
      const sent = { headers: {} as Record<string, string>, body: undefined as string | undefined, next: false };
      handler!({ url }, { setHeader: (name, value) => (sent.headers[name] = value), end: (body) => (sent.body = body) }, () => (sent.next = true));
      return sent;
    };
    expect(answer('/manifest.es.webmanifest')).toEqual({ headers: { 'Content-Type': 'application/manifest+json' }, body: built.get('manifest.es.webmanifest'), next: false });
    expect(answer('/quote-widget.ar.webmanifest?v=1').body).toBe(built.get('quote-widget.ar.webmanifest'));
    for (const url of ['/manifest.webmanifest', '/manifest.fr.webmanifest', '/', '/src/main.tsx']) expect(answer(url).next, url).toBe(true);
  });

  it('fails the build on a manifest text that a language has no translation for', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-manifests-'));
    for (const file of MANIFESTS) writeFileSync(path.join(dir, file), JSON.stringify({ ...english(file), description: 'A text no catalog has.' }));
    expect(() => languageManifests(dir!, LOCALES, TRANSLATED)).toThrow(/"A text no catalog has\." has no es translation/);
  });
});
