import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale } from './i18n';
import { applyDocumentLocale, documentLocale, manifestHref } from './locales';

/** index.html's manifest link, as the page has it. */
function linkManifest(href = '/manifest.webmanifest'): HTMLLinkElement {
  const link = Object.assign(document.createElement('link'), { rel: 'manifest' });
  link.setAttribute('href', href);
  document.head.append(link);
  return link;
}

/** A page still being parsed: its first script has run, the head's link is not there yet. */
function whileLoading(run: () => void) {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  try {
    run();
  } finally {
    delete (document as { readyState?: unknown }).readyState;
  }
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove();
  applyDocumentLocale('en');
});

describe('manifestHref', () => {
  it("names the language's copy of the app's manifest and of the quote page's, from the English file or any copy", () => {
    expect(manifestHref('/manifest.webmanifest', 'es')).toBe('/manifest.es.webmanifest');
    expect(manifestHref('/manifest.es.webmanifest', 'ar')).toBe('/manifest.ar.webmanifest');
    expect(manifestHref('/quote-widget.webmanifest', 'de')).toBe('/quote-widget.de.webmanifest');
    expect(manifestHref('/quote-widget.de.webmanifest', 'en')).toBe('/quote-widget.webmanifest');
    // The pseudo-locale is English underneath.
    expect(manifestHref('/manifest.ar.webmanifest', 'pseudo')).toBe('/manifest.webmanifest');
  });
});

describe("the page's manifest link", () => {
  it('follows the page language: Spanish, Arabic, then English again', () => {
    const link = linkManifest();
    applyDocumentLocale('es');
    expect(link.getAttribute('href')).toBe('/manifest.es.webmanifest');
    applyDocumentLocale('ar');
    expect(link.getAttribute('href')).toBe('/manifest.ar.webmanifest');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    applyDocumentLocale('en');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    applyDocumentLocale('pseudo');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(documentLocale()).toBe('pseudo');
  });

  it("keeps the quote page's own manifest, in the new language", () => {
    const link = linkManifest('/quote-widget.es.webmanifest');
    applyDocumentLocale('de');
    expect(link.getAttribute('href')).toBe('/quote-widget.de.webmanifest');
  });

  it("set by index.html's first script, before the link is parsed: points it once it is, in the page's language by then", () => {
    whileLoading(() => applyDocumentLocale('de'));
    const link = linkManifest();
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(link.getAttribute('href')).toBe('/manifest.de.webmanifest');
  });

  it('once parsed, takes the language <html lang> has then, should it have changed meanwhile', () => {
    whileLoading(() => applyDocumentLocale('de'));
    const link = linkManifest();
    document.documentElement.lang = 'es';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(link.getAttribute('href')).toBe('/manifest.es.webmanifest');
  });

  it('follows a language picked later (the picker, the account’s)', async () => {
    const link = linkManifest();
    await chooseLocale('de');
    expect(link.getAttribute('href')).toBe('/manifest.de.webmanifest');
    await chooseLocale('en');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
