import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogFiles, catalogPreloadScript, routePattern, type LocaleCatalogs } from './catalog-preloads';

const FILES: Record<string, LocaleCatalogs> = {
  en: { entry: '/assets/en-entry.js', visitor: '/assets/en-visitor.js', app: '/assets/en.js' },
  es: { entry: '/assets/es-entry.js', visitor: '/assets/es-visitor.js', app: '/assets/es.js' },
};

const WITH_SCREENS: Record<string, LocaleCatalogs> = {
  en: { ...FILES.en, screens: { '/': '/assets/catalog-home-en.js', '/profile/:username': '/assets/catalog-profile-username-en.js' } },
  es: { ...FILES.es, screens: { '/': '/assets/catalog-home-es.js', '/profile/:username': '/assets/catalog-profile-username-es.js' } },
};

interface Link {
  rel: string;
  href: string;
  attributes: Record<string, string>;
  setAttribute: (name: string, value: string) => void;
}

/** Runs the script on a page at `pathname` whose <html lang> the head's first script set; the links it adds. */
function linksOn(pathname: string, { lang = 'en', userId = null as string | null, storage = true, files = FILES } = {}): Link[] {
  const links: Link[] = [];
  const document = {
    documentElement: { lang },
    createElement: (): Link => {
      const attributes: Record<string, string> = {};
      return { rel: '', href: '', attributes, setAttribute: (name, value) => (attributes[name] = value) };
    },
    head: { appendChild: (link: Link) => links.push(link) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (!storage) throw new Error('storage blocked');
      return key === 'userId' ? userId : null;
    },
  };
  new Function('document', 'localStorage', 'location', catalogPreloadScript(files, ['/', '/feed', '/profile/:username']))(document, localStorage, { pathname });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links;
}

/** The modules the script preloads on a page at `pathname`. */
const preloadsOn = (pathname: string, options: Parameters<typeof linksOn>[1] = {}) => linksOn(pathname, options).map((link) => link.href);

describe("the page's catalog preloads", () => {
  it('on the login screen, only the first script’s messages, in the page’s language', () => {
    expect(preloadsOn('/')).toEqual(['/assets/en-entry.js']);
    expect(preloadsOn('/login', { lang: 'es' })).toEqual(['/assets/es-entry.js']);
    expect(preloadsOn('/feed', { storage: false })).toEqual(['/assets/en-entry.js']);
  });

  it('signed in, every screen’s messages, on every screen (a public profile too)', () => {
    expect(preloadsOn('/', { userId: 'u1', lang: 'es' })).toEqual(['/assets/es-entry.js', '/assets/es-visitor.js', '/assets/es.js']);
    expect(preloadsOn('/settings', { userId: 'u1' })).toEqual(['/assets/en-entry.js', '/assets/en-visitor.js', '/assets/en.js']);
    expect(preloadsOn('/profile/ana', { userId: 'u1' })).toEqual(['/assets/en-entry.js', '/assets/en-visitor.js', '/assets/en.js']);
  });

  it('signed out, on a public profile, only the visitor’s words beside the first script’s', () => {
    for (const pathname of ['/profile/ana.b', '/profile/ana/']) {
      expect(preloadsOn(pathname, { lang: 'es' }), pathname).toEqual(['/assets/es-entry.js', '/assets/es-visitor.js']);
    }
  });

  it('signed out, on another screen than the login screen (an invite, the quote widget), every screen’s', () => {
    for (const pathname of ['/invite/challenge/tok', '/invite/friend/tok', '/quote-widget']) {
      expect(preloadsOn(pathname), pathname).toEqual(['/assets/en-entry.js', '/assets/en-visitor.js', '/assets/en.js']);
    }
    for (const pathname of ['/profile', '/profile/ana/posts', '/invite/challenge', '/quote-widgets']) {
      expect(preloadsOn(pathname), pathname).toEqual(['/assets/en-entry.js']);
    }
  });

  it('signed in on a first screen with a part of its own, that part alone beside the first script’s, marked with its language', () => {
    const home = linksOn('/', { userId: 'u1', lang: 'es', files: WITH_SCREENS });
    expect(home.map((link) => link.href)).toEqual(['/assets/es-entry.js', '/assets/catalog-home-es.js']);
    expect(home.map((link) => link.attributes['data-screen-catalog'])).toEqual([undefined, 'es']);
    expect(preloadsOn('/profile/ana/', { userId: 'u1', files: WITH_SCREENS })).toEqual(['/assets/en-entry.js', '/assets/catalog-profile-username-en.js']);
    // A language the build has no catalog for reads English, and says so.
    expect(linksOn('/', { userId: 'u1', lang: 'fr', files: WITH_SCREENS })[1]?.attributes['data-screen-catalog']).toBe('en');
  });

  it('signed in on a first screen without a part (an older build), or on another screen, every screen’s; signed out, never a part', () => {
    expect(preloadsOn('/feed', { userId: 'u1', files: WITH_SCREENS })).toEqual(['/assets/en-entry.js', '/assets/en-visitor.js', '/assets/en.js']);
    expect(preloadsOn('/notifications', { userId: 'u1', files: WITH_SCREENS })).toEqual(['/assets/en-entry.js', '/assets/en-visitor.js', '/assets/en.js']);
    expect(preloadsOn('/profile/ana', { files: WITH_SCREENS })).toEqual(['/assets/en-entry.js', '/assets/en-visitor.js']);
    expect(preloadsOn('/', { files: WITH_SCREENS })).toEqual(['/assets/en-entry.js']);
  });

  it('takes English for a language the build has no catalog for', () => {
    expect(preloadsOn('/', { lang: 'fr' })).toEqual(['/assets/en-entry.js']);
  });

  it('reads each language’s first-script, visitor and app catalogs from the bundle (not the error codes’), the pseudo-locale under its page language', () => {
    const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', fileName, facadeModuleId }) as Rollup.OutputChunk;
    const bundle = {
      a: chunk('assets/en-1.js', '/w/src/locales/en.po'),
      b: chunk('assets/en-2.js', '/w/src/locales/entry/en.po'),
      c: chunk('assets/pseudo-3.js', '/w/src/locales/entry/pseudo.po'),
      v: chunk('assets/en-6.js', '/w/src/locales/visitor/en.po'),
      e: chunk('assets/en-5.js', '/w/src/locales/errors/en.po'),
      d: chunk('assets/index-4.js', '/w/src/main.tsx'),
    } as Rollup.OutputBundle;
    expect(catalogFiles(bundle)).toEqual({
      en: { app: '/assets/en-1.js', entry: '/assets/en-2.js', visitor: '/assets/en-6.js' },
      'en-XA': { entry: '/assets/pseudo-3.js' },
    });
    expect(catalogFiles(bundle, { en: { '/': '/assets/catalog-home-en.js' }, de: { '/': '/assets/catalog-home-de.js' } }).en?.screens).toEqual({ '/': '/assets/catalog-home-en.js' });
  });

  it('writes a route’s parameters as one segment', () => {
    expect(new RegExp(`^${routePattern('/profile/:username')}$`).test('/profile/a.b-c')).toBe(true);
    expect(new RegExp(`^${routePattern('/profile/:username')}$`).test('/profile/a/b')).toBe(false);
  });
});
