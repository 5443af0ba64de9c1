/*
 * The languages the app speaks and how one is chosen before anything renders. No React, no Lingui and no Intl:
 * index.html's first script runs this too (app/first-requests-start.ts), to set <html lang dir> before the first paint.
 */

import { isLanguage, LANGUAGES, RIGHT_TO_LEFT, type Language } from '@dayleaf/contracts/rules';

/** The four languages a person can pick, by their code (the account's `language`, contracts' rules.ts). */
export { isLanguage, LANGUAGES, type Language };
/** What the app can render: a language, or the pseudo-locale of the e2e walk (never offered in the picker). */
export type Locale = Language | 'pseudo';

/** Each language named in itself, as the picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch', ar: 'العربية' };

/** The device's own choice, made signed out or kept from the account's, read before the first paint. */
export const LOCALE_KEY = 'dayleaf-locale';

const isLocale = (value: unknown): value is Locale => value === 'pseudo' || isLanguage(value);

/** The first of the browser's languages we speak, by its primary subtag ('es-MX' is Spanish); else English. */
export function matchBrowserLanguages(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The locale to render in before the account is read: the device's stored choice (which the app also keeps in step
 * with the account's `language`), else the browser's languages, else English.
 */
export function initialLocale(): Locale {
  return storedLocale() ?? matchBrowserLanguages(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** The locale of a signed-in account: its `language` when it chose one, else what the device would pick. */
export function accountLocale(language: string | null | undefined): Locale {
  return isLanguage(language) ? language : initialLocale();
}

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale !== 'pseudo' && RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr');

/** <html lang> of the pseudo-locale, which is English underneath. */
const PSEUDO_LANG = 'en-XA';

/**
 * <html lang dir> for `locale`, and the page's manifest link pointed at that language's copy. index.html's first
 * script runs this before the head's link is parsed: the link then follows the page's language once it is.
 */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale === 'pseudo' ? PSEUDO_LANG : locale;
  root.dir = directionOf(locale);
  const doc = root.ownerDocument;
  if (!pointManifest(doc, locale) && doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => pointManifest(doc, documentLocale(doc.documentElement)), { once: true });
  }
}

/** The locale a page language (<html lang>, as applyDocumentLocale writes it) stands for; English when it is none of ours. */
export function localeOfLang(lang: string): Locale {
  if (lang === PSEUDO_LANG) return 'pseudo';
  return isLanguage(lang) ? lang : 'en';
}

/** The locale <html lang> says (applyDocumentLocale's); English when it is none of ours. */
export const documentLocale = (root: HTMLElement = document.documentElement): Locale => localeOfLang(root.lang);

const MANIFEST_LANGUAGE = new RegExp(`\\.(?:${LANGUAGES.join('|')})\\.webmanifest$`);

/**
 * `locale`'s copy of a web app manifest, named by the English file or by any language's copy of it:
 * '/manifest.webmanifest' is '/manifest.es.webmanifest' in Spanish. The build writes one per language beside the
 * English (build/manifest-languages.ts), with its texts from the catalogs; English and the pseudo-locale use the
 * English file.
 */
export function manifestHref(file: string, locale: Locale): string {
  const english = file.replace(MANIFEST_LANGUAGE, '.webmanifest');
  return locale === 'en' || locale === 'pseudo' ? english : english.replace(/\.webmanifest$/, `.${locale}.webmanifest`);
}

/** Points the page's manifest link at `locale`'s copy of the manifest it names; false when there is no link yet. */
function pointManifest(doc: Document, locale: Locale): boolean {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = link?.getAttribute('href');
  if (!link || !href) return false;
  const localized = manifestHref(href, locale);
  if (localized !== href) link.setAttribute('href', localized);
  return true;
}

/** Keeps the device's choice (the picker's, or the account's as the app reads it); null forgets it. */
export function storeLocale(locale: Locale | null): void {
  try {
    if (locale) localStorage.setItem(LOCALE_KEY, locale);
    else localStorage.removeItem(LOCALE_KEY);
  } catch {
    // Storage refused (a private window): the choice lasts until the page closes.
  }
}
