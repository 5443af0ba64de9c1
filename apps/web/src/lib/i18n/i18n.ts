import { i18n, type Messages } from '@lingui/core';
import { applyDocumentLocale, storeLocale, type Locale } from './locales';

/*
 * The one Lingui instance and its catalogs (docs/decisions/083-lingui.md). Each language, English too, is a chunk of
 * its own, loaded only when that language is used: the page preloads the one its first script picked
 * (build/catalog-preloads.ts), beside the entry, and main.tsx renders once it is in. English out of the entry keeps
 * the login screen's script from growing with every message of the app. The build compiles the .po files
 * (@lingui/vite-plugin): no message parser reaches the browser.
 */

const catalogs: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../../locales/en.po').then((m) => m.messages),
  es: () => import('../../locales/es.po').then((m) => m.messages),
  de: () => import('../../locales/de.po').then((m) => m.messages),
  ar: () => import('../../locales/ar.po').then((m) => m.messages),
  pseudo: () => Promise.all([import('../../locales/pseudo.po'), import('./pseudo')]).then(([m, p]) => p.lengthen(m.messages)),
};

export { i18n };

const loading = new Map<Locale, Promise<void>>();

/** Loads `locale`'s catalog (once; a failed load may be tried again). */
export function loadCatalog(locale: Locale): Promise<void> {
  let load = loading.get(locale);
  if (!load) {
    load = catalogs[locale]().then((messages) => i18n.load(locale, messages));
    load.catch(() => loading.delete(locale));
    loading.set(locale, load);
  }
  return load;
}

/**
 * Renders in `locale` from now on: its catalog first, then the messages and <html lang dir>. A catalog that cannot
 * load (no network, an older build's chunk gone) leaves the language as it was.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
  applyDocumentLocale(locale);
}

/**
 * The first language the app renders in (main.tsx): `locale`, else English, else English without its catalog, so
 * the root still renders and its boundary can say what is missing.
 */
export async function startLocale(locale: Locale): Promise<void> {
  try {
    await activateLocale(locale);
  } catch (err) {
    console.warn('Language not loaded', err);
    await activateLocale('en').catch(() => {
      i18n.load('en', {});
      i18n.activate('en');
    });
  }
}

/** The locale the app renders in now (English until the first catalog is in). */
export const activeLocale = (): Locale => (i18n.locale || 'en') as Locale;

/**
 * A language picked by the person (the picker) or read from their account: used at once and kept on the device, so
 * the next visit's first paint is in it before the account is read.
 */
export function chooseLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  return activateLocale(locale).catch((err: unknown) => console.warn('Language not loaded', err));
}
