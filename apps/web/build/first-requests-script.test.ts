import path from 'node:path';
import vm from 'node:vm';
import { ERROR_TEXTS } from '@dayleaf/contracts';
import { describe, expect, it, vi } from 'vitest';
import { themePaintOf } from '../src/features/themes/theme-colors';
import { THEME_PAINT_KEY } from '../src/features/themes/theme-paint';
import { FIRST_REQUESTS_KEY } from '../src/lib/kept-requests';
import { FIRST_REQUESTS_ENTRY, firstRequestsScript, inlineFirstRequests } from './first-requests-script';

const entry = path.join(import.meta.dirname, '..', FIRST_REQUESTS_ENTRY);

/** Runs the built script as a page would, with this storage, and returns the URLs it fetched. */
function runInPage(script: string, storage: Record<string, string>, pathname: string): string[] {
  const fetch = vi.fn(() => Promise.resolve({}));
  const page = {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    location: { pathname },
    fetch,
    performance: { now: () => 0 },
  };
  vm.runInNewContext(script, { ...page, globalThis: page });
  return fetch.mock.calls.map((call: unknown[]) => String(call[0]));
}

describe('the first-requests script in index.html', () => {
  it('when built, then it is one classic script that sends the kept requests of the screen it opens on', async () => {
    const script = await firstRequestsScript(entry);
    expect(script).not.toMatch(/\bimport\s*[{(*]|\bexport\s/);
    const kept = { userId: 'u-1', zone: 'UTC', dayStartHour: 0, screens: { '/feed': ['/api/users/u-1'], '/': ['/api/other'] } };
    expect(runInPage(script, { userId: 'u-1', [FIRST_REQUESTS_KEY]: JSON.stringify(kept) }, '/feed')).toEqual(['/api/users/u-1']);
    expect(runInPage(script, { [FIRST_REQUESTS_KEY]: JSON.stringify(kept) }, '/feed')).toEqual([]);
  });

  it('when built, then it holds none of the tables it does not read, such as the error texts of the contracts it imports from', async () => {
    const script = await firstRequestsScript(entry);
    const kept = Object.values(ERROR_TEXTS).filter((text) => script.includes(text));
    expect(kept).toEqual([]);
  });

  it('when inlined, then it stands right after the charset, before the stylesheet and the app, and a page with no charset fails the build', async () => {
    const plugin = inlineFirstRequests(entry);
    const handler = (plugin.transformIndexHtml as { handler: (html: string) => Promise<string> }).handler;
    const html = await handler('<!doctype html><html><head>\n<meta charset="UTF-8" />\n<link rel="stylesheet" href="/a.css"><script type="module" src="/a.js"></script></head></html>');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.indexOf('<script>')).toBeLessThan(1024);
    await expect(handler('<!doctype html><head></head>')).rejects.toThrow(/charset/);
  });

  it('when built, then it paints the theme kept for the stored user on <html> and adds its theme-color, before the rest of the head', async () => {
    const script = await firstRequestsScript(entry);
    const colors = { primary: '230 80% 68%', accent: '275 70% 68%', background: '230 30% 9%', foreground: '225 30% 94%', card: '230 28% 13%', muted: '230 22% 19%', border: '230 20% 24%', secondary: '230 25% 20%' };
    const paint = themePaintOf('midnight', JSON.stringify(colors));
    const kept = JSON.stringify({ userId: 'u-1', ...paint });
    const painted = paintInPage(script, { userId: 'u-1', [THEME_PAINT_KEY]: kept });
    expect(painted.variables.get('--background')).toBe('230 30% 9%');
    expect(painted.dataset).toEqual({ scheme: 'dark', theme: 'midnight' });
    expect(painted.metas).toEqual([{ name: 'theme-color', content: paint.color }]);
    const others: Array<Record<string, string>> = [{ userId: 'u-2', [THEME_PAINT_KEY]: kept }, { [THEME_PAINT_KEY]: kept }];
    for (const storage of others) {
      const page = paintInPage(script, storage);
      expect([page.variables.size, page.dataset, page.metas]).toEqual([0, {}, []]);
    }
  });
});

/**
 * Runs the built script in a page whose head holds only what comes before it (the charset), and returns what it set
 * on <html> and the metas it put in the head.
 */
function paintInPage(script: string, storage: Record<string, string>) {
  const variables = new Map<string, string>();
  const dataset: Record<string, string> = {};
  const metas: Array<{ name: string; content?: string }> = [];
  const document = {
    head: { querySelector: () => null, insertBefore: (node: { name: string; content?: string }, before: unknown) => (before === null ? metas.push(node) : null) },
    createElement: () => {
      const meta: { name: string; dataset: object; content?: string; setAttribute(name: string, value: string): void } = {
        name: '',
        dataset: {},
        setAttribute: (name, value) => void (name === 'content' && (meta.content = value)),
      };
      return meta;
    },
    documentElement: {} as object,
  };
  document.documentElement = { style: { setProperty: (name: string, value: string) => variables.set(name, value), removeProperty: () => undefined }, dataset, ownerDocument: document };
  const page = { localStorage: { getItem: (key: string) => storage[key] ?? null }, location: { pathname: '/' }, fetch: () => Promise.resolve({}), performance: { now: () => 0 }, document };
  vm.runInNewContext(script, { ...page, globalThis: page });
  // Only what a theme sets: the names of the metas' own fields are the page's business.
  return { variables: new Map([...variables].filter(([name]) => name.startsWith('--'))), dataset, metas: metas.map(({ name, content }) => ({ name, content })) };
}
