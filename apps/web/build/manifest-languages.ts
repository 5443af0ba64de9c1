import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BRAND } from '../src/config/brand';
import { catalogTranslations } from './catalog-translations';

/*
 * The web app manifests in each language: the installed app's description and its shortcuts' names are what a
 * person sees on the home screen and in its long-press menu. public/ holds them in English, written by hand (and
 * served as they are); the build writes beside each a copy per language, its texts from the catalogs (their messages
 * are src/app/manifest-texts.ts), with `lang` and `dir`. The page links its language's copy (lib/i18n/locales.ts).
 */

/** The manifests of public/ that the page links: the app's, and the daily quote page's own. */
export const MANIFESTS = ['manifest.webmanifest', 'quote-widget.webmanifest'];
/**
 * The languages written right to left: the contracts' RIGHT_TO_LEFT, which a build step cannot import (the config
 * loader runs Node on it, and the contracts are TypeScript); a test holds the two equal.
 */
export const RIGHT_TO_LEFT: readonly string[] = ['ar'];

/** `locale`'s copy of a manifest file, as the page links it (lib/i18n/locales.ts manifestHref; a test holds them equal). */
export const languageFile = (file: string, locale: string) => file.replace(/\.webmanifest$/, `.${locale}.webmanifest`);

/** The members of a manifest and of each of its shortcuts that a person reads. */
const TEXT_MEMBERS = ['name', 'short_name', 'description'] as const;

type Manifest = Record<string, unknown> & { shortcuts?: Array<Record<string, unknown>> };

/** The texts of a manifest to translate, in the file's order: every name and description but the brand's name. */
export function manifestTexts(manifest: Manifest): string[] {
  return [manifest, ...(manifest.shortcuts ?? [])].flatMap((member) =>
    TEXT_MEMBERS.map((key) => member[key]).filter((text): text is string => typeof text === 'string' && text !== BRAND),
  );
}

/** `manifest` in `locale`: each text the catalogs' translation, then the language and its direction. */
export function translateManifest(manifest: Manifest, locale: string, translations: Map<string, string>, file = 'a manifest'): Manifest {
  const translate = (member: Record<string, unknown>) => {
    const out = { ...member };
    for (const key of TEXT_MEMBERS) {
      const text = member[key];
      if (typeof text !== 'string' || text === BRAND) continue;
      const translated = translations.get(text);
      if (!translated) throw new Error(`${file}: "${text}" has no ${locale} translation; its message belongs in src/app/manifest-texts.ts`);
      out[key] = translated;
    }
    return out;
  };
  const translated: Manifest = translate(manifest);
  if (manifest.shortcuts) translated.shortcuts = manifest.shortcuts.map(translate);
  return { ...translated, lang: locale, dir: RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr' };
}

/** By file name ('manifest.es.webmanifest'), each of `locales`' copy of every manifest of `publicDir`, as JSON. */
export function languageManifests(publicDir: string, localesDir: string, locales: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of locales) {
    const translations = catalogTranslations(localesDir, locale);
    for (const file of MANIFESTS) {
      const english = JSON.parse(readFileSync(path.join(publicDir, file), 'utf8')) as Manifest;
      files.set(languageFile(file, locale), `${JSON.stringify(translateManifest(english, locale, translations, file), null, 2)}\n`);
    }
  }
  return files;
}

/**
 * Writes the copies of `locales` (the catalogs' languages but English and the pseudo-locale) into the build beside public/'s English manifests, where the service worker's
 * precache and the compressed copies take them like any other file; the dev server answers them from the sources.
 * The build fails on a manifest text a language has no translation for.
 */
export function manifestLanguages(publicDir: string, localesDir: string, locales: readonly string[]): Plugin {
  return {
    name: 'dayleaf-manifest-languages',
    generateBundle() {
      for (const [fileName, source] of languageManifests(publicDir, localesDir, locales)) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = /^\/([\w-]+\.[a-z]{2}\.webmanifest)(?:\?|$)/.exec(req.url ?? '')?.[1];
        const source = file && languageManifests(publicDir, localesDir, locales).get(file);
        if (!source) return next();
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(source);
      });
    },
  };
}
