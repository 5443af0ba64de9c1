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

/** <html lang dir> for `locale`; the pseudo-locale is English underneath. */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale === 'pseudo' ? 'en-XA' : locale;
  root.dir = directionOf(locale);
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
