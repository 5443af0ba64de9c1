import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { applyDocumentLocale, localeOfLang, storeLocale, type Locale } from './locales';

/*
 * The one Lingui instance and its catalogs (docs/decisions/083-lingui.md, build/catalog-parts.ts). Each language,
 * English too, comes in four chunks of its own, loaded only when that language is used:
 * - the first script's messages (the login screen and the app's frame), which the page preloads beside that script
 *   (build/catalog-preloads.ts);
 * - a signed-out visitor's public profile's, with that screen's code;
 * - the rest of the app's, which come with any other code beyond the first script (lib/preloadable-lazy.tsx), and
 *   once the page has settled;
 * - for a signed-in visit that opens on a first screen, that screen's part (build/screen-catalogs.ts), which the
 *   page preloads instead of the visitor's and the rest of the app's: the screen waits for it alone;
 * - the API's error codes' sentences, with the first refusal (api-client.ts).
 * The login screen's script so carries only its own words. The build compiles the .po files (@lingui/vite-plugin):
 * no message parser reaches the browser.
 */

type CatalogPart = 'entry' | 'visitor' | 'app' | 'errors' | 'screen';

const compiled = (module: Promise<{ messages: Messages }>) => module.then((m) => m.messages);
const pseudo = (module: Promise<{ messages: Messages }>) => Promise.all([module, import('./pseudo')]).then(([m, p]) => p.lengthen(m.messages));

const catalogs: Record<Locale, Record<Exclude<CatalogPart, 'screen'>, () => Promise<Messages>>> = {
  en: {
    entry: () => compiled(import('../../locales/entry/en.po')),
    visitor: () => compiled(import('../../locales/visitor/en.po')),
    app: () => compiled(import('../../locales/en.po')),
    errors: () => compiled(import('../../locales/errors/en.po')),
  },
  es: {
    entry: () => compiled(import('../../locales/entry/es.po')),
    visitor: () => compiled(import('../../locales/visitor/es.po')),
    app: () => compiled(import('../../locales/es.po')),
    errors: () => compiled(import('../../locales/errors/es.po')),
  },
  de: {
    entry: () => compiled(import('../../locales/entry/de.po')),
    visitor: () => compiled(import('../../locales/visitor/de.po')),
    app: () => compiled(import('../../locales/de.po')),
    errors: () => compiled(import('../../locales/errors/de.po')),
  },
  ar: {
    entry: () => compiled(import('../../locales/entry/ar.po')),
    visitor: () => compiled(import('../../locales/visitor/ar.po')),
    app: () => compiled(import('../../locales/ar.po')),
    errors: () => compiled(import('../../locales/errors/ar.po')),
  },
  pseudo: {
    entry: () => pseudo(import('../../locales/entry/pseudo.po')),
    visitor: () => pseudo(import('../../locales/visitor/pseudo.po')),
    app: () => pseudo(import('../../locales/pseudo.po')),
    errors: () => pseudo(import('../../locales/errors/pseudo.po')),
  },
};

export { i18n };

// index.html's description, as the built page has it in English (the API's generic link preview says the same).
const PAGE_DESCRIPTION = msg({
  message: 'Dayleaf: small daily tasks, streaks and challenges with friends.',
  comment: "The page's description, which search results show under its title.",
});

/** The page's <meta name="description"> in the language just shown. */
function describePage(doc: Document = document): void {
  doc.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(PAGE_DESCRIPTION));
}

/** The first screen's part the page preloaded (build/catalog-preloads.ts): its file, in the page's first language. */
function preloadedScreenPart(): { locale: Locale; href: string } | null {
  if (typeof document === 'undefined') return null;
  const link = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-screen-catalog]');
  return link ? { locale: localeOfLang(link.dataset.screenCatalog ?? ''), href: link.href } : null;
}

/**
 * The first screen's part in `locale`: the preloaded file in its language; in another (the person turned to it
 * before the rest had come), or when the file does not load (another build's page), the visitor's and the rest of
 * the app's, which hold it.
 */
function screenCatalog(locale: Locale): Promise<Messages> {
  const whole = () => Promise.all([catalogs[locale].visitor(), catalogs[locale].app()]).then(([visitor, app]) => ({ ...visitor, ...app }));
  const part = preloadedScreenPart();
  if (!part || part.locale !== locale) return whole();
  const module = import(/* @vite-ignore */ part.href) as Promise<{ messages: Messages }>;
  return (locale === 'pseudo' ? pseudo(module) : compiled(module)).catch(whole);
}

const loaders = (locale: Locale, part: CatalogPart): (() => Promise<Messages>) => (part === 'screen' ? () => screenCatalog(locale) : catalogs[locale][part]);

const loading = new Map<string, Promise<void>>();

/** Loads one part of `locale`'s messages (once; a failed load may be tried again). */
function loadCatalog(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}/${part}`;
  let load = loading.get(key);
  if (!load) {
    // A copy: Lingui merges the next part into the object it keeps, which is the first part's module otherwise.
    load = loaders(locale, part)().then((messages) => i18n.load(locale, { ...messages }));
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** The parts the app has needed so far: every language it turns to loads them all before it shows. */
const wanted = new Set<CatalogPart>(['entry']);
/** The language being turned to, while its messages load. */
let turningTo: Locale | null = null;

/** One more part of the messages, from now on, in the language shown or being turned to. */
function want(part: CatalogPart): Promise<void> {
  wanted.add(part);
  return loadCatalog(turningTo ?? activeLocale(), part);
}

/** A signed-out visitor's public profile's messages, which its code waits for. */
export const loadVisitorMessages = (): Promise<void> => want('visitor');

/**
 * The rest of the app's messages (every screen but the login screen and a visitor's public profile, whose words any
 * screen may show too). Code beyond the first script waits for them, so no screen renders a message its language has
 * not loaded.
 */
export const loadAppMessages = (): Promise<void> =>
  Promise.all([want('visitor'), want('app')]).then(() => {
    stopWatchingPart?.();
    stopWatchingPart = null;
  });

/** Stops watching for a message the first screen's part lacks (set while only the part is here). */
let stopWatchingPart: (() => void) | null = null;

/**
 * The messages of the first screen a signed-in visit opens on, for its code and the shell's (app/first-screens.ts,
 * the signed-in app): the part the page preloaded for that screen, else the rest of the app's. Should the screen show
 * a message its part lacks, the rest of the app's come at once, and every message renders again with them.
 */
export function loadFirstScreenMessages(): Promise<void> {
  if (wanted.has('app') || !preloadedScreenPart()) return loadAppMessages();
  // A part lacks only what its screen names in a way the build cannot see (not a literal id): a mistake, said loudly
  // (the end-to-end tests fail on it), and mended for the person. Watched until the rest of the app's are here.
  stopWatchingPart ??= i18n.on('missing', ({ id }) => {
    stopWatchingPart?.();
    stopWatchingPart = null;
    console.error(`The first screen's messages lack ${id}: the rest of the app's are loaded`);
    loadAppMessages().catch((err: unknown) => console.warn('Messages not loaded', err));
  });
  return want('screen');
}

/** The API's error codes' sentences (error-text.ts finds them by id), which a refusal waits for. */
export const loadErrorMessages = (): Promise<void> => want('errors');

/**
 * Renders in `locale` from now on: its catalog first, then the messages and <html lang dir>. A catalog that cannot
 * load (no network, an older build's chunk gone) leaves the language as it was.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  turningTo = locale;
  try {
    await Promise.all([...wanted].map((part) => loadCatalog(locale, part)));
    // And any part wanted while those came (a screen's code asked meanwhile).
    await Promise.all([...wanted].map((part) => loadCatalog(locale, part)));
  } finally {
    if (turningTo === locale) turningTo = null;
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  applyDocumentLocale(locale);
  describePage();
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
