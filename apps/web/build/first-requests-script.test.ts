import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
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

  it('when inlined, then it stands right after the charset, before the stylesheet and the app, and a page with no charset fails the build', async () => {
    const plugin = inlineFirstRequests(entry);
    const handler = (plugin.transformIndexHtml as { handler: (html: string) => Promise<string> }).handler;
    const html = await handler('<!doctype html><html><head>\n<meta charset="UTF-8" />\n<link rel="stylesheet" href="/a.css"><script type="module" src="/a.js"></script></head></html>');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.indexOf('<script>')).toBeLessThan(1024);
    await expect(handler('<!doctype html><head></head>')).rejects.toThrow(/charset/);
  });
});
