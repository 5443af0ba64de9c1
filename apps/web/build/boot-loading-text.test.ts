import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootTextScript, bootWords } from './boot-loading-text';

const LOCALES = path.resolve(import.meta.dirname, '../src/locales');

/** Runs the script on a page whose <html lang> the head's first script set; what the root's status then says. */
function statusAfter(script: string, lang: string): string {
  const status = { textContent: 'Loading...' };
  const document = { documentElement: { lang }, querySelector: (selector: string) => (selector === '#root [role=status]' ? status : null) };
  new Function('document', script)(document);
  return status.textContent;
}

describe("index.html's boot text", () => {
  it('takes each language’s word from its catalog', () => {
    expect(bootWords(LOCALES)).toEqual({ es: 'Cargando...', de: 'Wird geladen...', ar: 'جارٍ التحميل...' });
  });

  it('puts the page language’s word in place, and leaves English and an unknown language as they are', () => {
    const script = bootTextScript(bootWords(LOCALES));
    for (const [lang, text] of [
      ['ar', 'جارٍ التحميل...'],
      ['de', 'Wird geladen...'],
      ['en', 'Loading...'],
      ['en-XA', 'Loading...'],
    ]) {
      expect(statusAfter(script, lang!)).toBe(text);
    }
  });
});
