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
