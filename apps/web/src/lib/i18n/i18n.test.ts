import type { Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import builtPage from '../../../index.html?raw';

/*
 * The parts of a language's messages (lib/i18n/i18n.ts): the first script's, the rest of the app's, which come once
 * any code beyond the first script asks for them, and the error codes' sentences, which come with a refusal. Each test
 * takes a fresh copy of the module, as a page that has just opened has it, and watches what it hands to Lingui's one
 * instance (which keeps what earlier files loaded).
 */
async function freshI18n() {
  vi.resetModules();
  const module = await import('./i18n');
  const load = vi.spyOn(module.i18n, 'load');
  /** The message ids loaded for `locale` since the module was taken. */
  const loaded = (locale: string) => new Set(load.mock.calls.filter(([l]) => l === locale).flatMap(([, messages]) => Object.keys(messages as Messages)));
  return { ...module, loaded };
}

const LOGIN = msg`Login`; // the login screen's: the first script's catalog
const SETTINGS = msg`Settings`; // a later screen's: the rest of the app's
const PRIVATE = msg`Profile is Private`; // a visitor's public profile's
const CARD_DECLINED = 'error.card_declined';

afterEach(async () => {
  vi.restoreAllMocks();
  const { activateLocale } = await import('./i18n');
  await activateLocale('en');
});

describe('a language’s messages in parts', () => {
  it('when a page turns to German on the login screen, then only the first script’s words load', async () => {
    const { activateLocale, i18n, loaded } = await freshI18n();
    await activateLocale('de');
    expect(i18n._(LOGIN)).toBe('Anmelden');
    expect(loaded('de')).toContain(LOGIN.id);
    expect(loaded('de')).not.toContain(SETTINGS.id);
    expect(loaded('de')).not.toContain(CARD_DECLINED);
  });

  it('when a visitor’s public profile asks, then its words come, not the rest of the app’s', async () => {
    const { activateLocale, loadVisitorMessages, loaded } = await freshI18n();
    await activateLocale('de');
    await loadVisitorMessages();
    expect(loaded('de')).toContain(PRIVATE.id);
    expect(loaded('de')).not.toContain(SETTINGS.id);
  });

  it('when code beyond the first script asks, then the rest of the app’s words come in the language shown', async () => {
    const { activateLocale, loadAppMessages, i18n, loaded } = await freshI18n();
    await activateLocale('de');
    await loadAppMessages();
    expect(loaded('de')).toContain(SETTINGS.id);
    expect(i18n._(SETTINGS)).toBe('Einstellungen');
  });

  it('when asked while a language is still loading, then the app’s words come in that language before it shows', async () => {
    const { activateLocale, loadAppMessages, i18n, loaded } = await freshI18n();
    const turning = activateLocale('es');
    const app = loadAppMessages();
    await turning;
    expect(i18n.locale).toBe('es');
    expect(loaded('es')).toContain(SETTINGS.id);
    expect(i18n._(SETTINGS)).toBe('Ajustes');
    await app;
  });

  it('once they were asked for, then a language turned to later loads both parts before it shows', async () => {
    const { activateLocale, loadAppMessages, i18n, loaded } = await freshI18n();
    await loadAppMessages();
    await activateLocale('ar');
    expect(loaded('ar')).toContain(LOGIN.id);
    expect(loaded('ar')).toContain(SETTINGS.id);
    expect(i18n._(SETTINGS)).toBe('الإعدادات');
  });

  it('when the API refuses, then the error codes’ sentences come first, in the language shown', async () => {
    const { activateLocale, loaded } = await freshI18n();
    const { readAnswer } = await import('../api-client');
    await activateLocale('de');
    expect(loaded('de')).not.toContain(CARD_DECLINED);
    const refusal = readAnswer(402, JSON.stringify({ error: 'Your card was declined.', code: 'card_declined' }));
    await expect(refusal).rejects.toThrow('Deine Karte wurde abgelehnt.');
    expect(loaded('de')).toContain(CARD_DECLINED);
  });
});

describe('a signed-in first screen’s part (build/screen-catalogs.ts)', () => {
  /** The link the page's catalog script adds for a first screen's part: `messages` as a module, marked with `lang`. */
  function preloadedPart(lang: string, messages: Messages): HTMLLinkElement {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `data:text/javascript,${encodeURIComponent(`export const messages=${JSON.stringify(messages)};`)}`;
    link.dataset.screenCatalog = lang;
    document.head.append(link);
    return link;
  }

  afterEach(async () => {
    document.querySelectorAll('link[data-screen-catalog]').forEach((link) => link.remove());
    // The app's messages end the watch for a message the part lacks (Lingui's one instance outlives this module).
    await (await import('./i18n')).loadAppMessages();
  });

  it('when the page preloaded the screen’s part, then it comes alone, not the visitor’s or the app’s', async () => {
    // An id of its own: Lingui's one instance keeps what it loads for the files after this one.
    preloadedPart('de', { 'screen-part-only': ['Nur im Teil'] });
    const { activateLocale, loadFirstScreenMessages, i18n, loaded } = await freshI18n();
    await activateLocale('de');
    await loadFirstScreenMessages();
    expect(i18n._('screen-part-only')).toBe('Nur im Teil');
    expect(loaded('de')).not.toContain(SETTINGS.id);
    expect(loaded('de')).not.toContain(PRIVATE.id);
  });

  it('when the page preloaded none (a screen without a part, or after signing in), then the app’s come', async () => {
    const { activateLocale, loadFirstScreenMessages, loaded } = await freshI18n();
    await activateLocale('de');
    await loadFirstScreenMessages();
    expect(loaded('de')).toContain(SETTINGS.id);
    expect(loaded('de')).toContain(PRIVATE.id);
  });

  it('when the screen shows a message its part lacks, then it is said as an error and the app’s come, in which it renders', async () => {
    preloadedPart('es', { other: ['Otro'] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { activateLocale, loadFirstScreenMessages, i18n, loaded } = await freshI18n();
    await activateLocale('es');
    await loadFirstScreenMessages();
    expect(loaded('es')).not.toContain(SETTINGS.id);
    // An id no catalog has (Lingui's one instance may hold Spanish's from an earlier file): missing for sure.
    i18n._('not-in-the-part');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not-in-the-part'));
    await vi.waitFor(() => expect(loaded('es')).toContain(SETTINGS.id));
    expect(i18n._(SETTINGS)).toBe('Ajustes');
  });

  it('when the part does not load (another build’s page), then the visitor’s and the app’s stand in for it', async () => {
    const link = preloadedPart('de', {});
    link.href = `data:text/javascript,${encodeURIComponent('throw new Error("gone")')}`;
    const { activateLocale, loadFirstScreenMessages, loaded } = await freshI18n();
    await activateLocale('de');
    await loadFirstScreenMessages();
    expect(loaded('de')).toContain(SETTINGS.id);
    expect(loaded('de')).toContain(PRIVATE.id);
  });

  it('when the person turns to another language first, then that language’s visitor and app messages stand in for the part', async () => {
    preloadedPart('de', { other: ['Andere'] });
    const { activateLocale, loadFirstScreenMessages, i18n, loaded } = await freshI18n();
    await activateLocale('de');
    await loadFirstScreenMessages();
    await activateLocale('ar');
    expect(loaded('ar')).toContain(SETTINGS.id);
    expect(loaded('ar')).toContain(PRIVATE.id);
    expect(i18n._(SETTINGS)).toBe('الإعدادات');
  });
});

describe("the page's description", () => {
  it('when the page is built, then its English description is the message the languages translate', () => {
    expect(builtPage).toContain('<meta name="description" content="Dayleaf: small daily tasks, streaks and challenges with friends." />');
  });

  it('when the page turns to a language, then its description says the same in that language, and back', async () => {
    const page = document.createElement('meta');
    page.name = 'description';
    page.content = 'Dayleaf: small daily tasks, streaks and challenges with friends.';
    document.head.append(page);
    try {
      const { activateLocale } = await freshI18n();
      await activateLocale('es');
      expect(page.content).toBe('Dayleaf: pequeñas tareas diarias, rachas y retos con amigos.');
      await activateLocale('ar');
      expect(page.content).toBe('Dayleaf: مهام يومية صغيرة وسلاسل وتحديات مع الأصدقاء.');
      await activateLocale('en');
      expect(page.content).toBe('Dayleaf: small daily tasks, streaks and challenges with friends.');
    } finally {
      page.remove();
    }
  });
});
