import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '../../locales/en.po';
import { applyDocumentLocale, storeLocale, type Locale } from './locales';

/*
 * The one Lingui instance and its catalogs (docs/decisions/083-lingui.md). English is compiled into the entry, so the
 * login screen and every English first screen render with no request of their own; each other language is a chunk
 * of its own, loaded only when that language is used. The build compiles the .po files (@lingui/vite-plugin): no
 * message parser reaches the browser.
 */

const catalogs: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  es: () => import('../../locales/es.po').then((m) => m.messages),
  de: () => import('../../locales/de.po').then((m) => m.messages),
  ar: () => import('../../locales/ar.po').then((m) => m.messages),
  pseudo: () => Promise.all([import('../../locales/pseudo.po'), import('./pseudo')]).then(([m, p]) => p.lengthen(m.messages)),
};

i18n.load('en', english);
i18n.activate('en');

export { i18n };

const loading = new Map<Locale, Promise<void>>();

/** Loads `locale`'s catalog (once; a failed load may be tried again). English is already here. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
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

/** The locale the app renders in now. */
export const activeLocale = (): Locale => i18n.locale as Locale;

/**
 * A language picked by the person (the picker) or read from their account: used at once and kept on the device, so
 * the next visit's first paint is in it before the account is read.
 */
export function chooseLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  return activateLocale(locale).catch((err: unknown) => console.warn('Language not loaded', err));
}
