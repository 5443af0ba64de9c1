import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogFiles, catalogPreloadScript, routePattern, type LocaleCatalogs } from './catalog-preloads';

const FILES: Record<string, LocaleCatalogs> = {
  en: { entry: '/assets/en-entry.js', visitor: '/assets/en-visitor.js', app: '/assets/en.js' },
  es: { entry: '/assets/es-entry.js', visitor: '/assets/es-visitor.js', app: '/assets/es.js' },
};

/** Runs the script on a page at `pathname` whose <html lang> the head's first script set; the modules it preloads. */
function preloadsOn(pathname: string, { lang = 'en', userId = null as string | null, storage = true } = {}): string[] {
  const links: { rel: string; href: string }[] = [];
  const document = {
    documentElement: { lang },
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (!storage) throw new Error('storage blocked');
      return key === 'userId' ? userId : null;
    },
  };
  new Function('document', 'localStorage', 'location', catalogPreloadScript(FILES))(document, localStorage, { pathname });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

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
  });

  it('writes a route’s parameters as one segment', () => {
    expect(new RegExp(`^${routePattern('/profile/:username')}$`).test('/profile/a.b-c')).toBe(true);
    expect(new RegExp(`^${routePattern('/profile/:username')}$`).test('/profile/a/b')).toBe(false);
  });
});
