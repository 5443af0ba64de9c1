import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app';

/** The built web app: its files, the page for client routes, and a clear 404 for a script of another build. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-web-dist-'));
/** The page's inline script (the web app's first requests), which the policy allows by its hash and nothing else inline. */
const FIRST_SCRIPT = 'fetch("/api/health")';
const BIG_SCRIPT = `export const words = ${JSON.stringify('a day of small tasks '.repeat(400))};`;
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT);
/** What the web build writes beside index.html: each first screen's scripts, signed in and signed out. */
const PRELOADS = {
  screens: [
    { path: '/', signedIn: ['/assets/tasks-route-A1.js', '/assets/signed-in-B2.js'], signedOut: [] },
    { path: '/profile/:username', signedIn: ['/assets/public-profile-C3.js', '/assets/first-data-D4.js'], signedOut: ['/assets/public-profile-C3.js'] },
  ],
};
const writePreloads = (preloads: unknown) => writeFileSync(path.join(dist, 'first-screen-preloads.json'), JSON.stringify(preloads));
const SIGNED_IN = 'sid=any-session-token';
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map((m) => m[1]);
let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><meta charset="UTF-8" /><script>${FIRST_SCRIPT}</script><title>Dayleaf</title><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>`);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build's compressed copies of a script (apps/web vite.config.ts): the API sends them as they are.
  writeFileSync(path.join(dist, 'assets', 'chunk-def456.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'chunk-def456.js.br'), BIG_SCRIPT_BR);
  writeFileSync(path.join(dist, 'assets', 'chunk-def456.js.gz'), gzipSync(BIG_SCRIPT, { level: 9 }));
  writePreloads(PRELOADS);
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Dayleaf"}');
  writeFileSync(path.join(dist, 'quote-widget.webmanifest'), '{"name":"Dayleaf Daily Quote"}');
  ctx = await createTestContext({ WEB_DIST_DIR: dist });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('GET the built web app', () => {
  it('when a script of the current build is asked for, then 200 with JavaScript, cached for a year', async () => {
    const res = await request(ctx.app).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("when the browser takes brotli, then the build's .br copy is sent as it is, typed and cached as the script", async () => {
    const res = await request(ctx.app).get('/assets/chunk-def456.js').set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The file's own bytes (supertest decodes them for the text).
    expect(Number(res.headers['content-length'])).toBe(BIG_SCRIPT_BR.length);
    expect(res.text).toBe(BIG_SCRIPT);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when the browser takes gzip only, then the .gz copy; when it takes none, then the script itself', async () => {
    const gz = await request(ctx.app).get('/assets/chunk-def456.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(BIG_SCRIPT);
    const plain = await request(ctx.app).get('/assets/chunk-def456.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BIG_SCRIPT);
  });

  it('when a script or style of an older build is asked for, then 404 JSON, never the HTML page', async () => {
    for (const asset of ['/assets/index-old999.js', '/assets/index-old999.css', '/assets/deep/x.js', '/assets/']) {
      const res = await request(ctx.app).get(asset);
      expect(res.status, asset).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.text).not.toContain('<!doctype html>');
    }
  });

  it('when a client route is loaded (even one with a dot, like a username), then 200 with the page', async () => {
    for (const route of ['/', '/feed', '/profile/ana.b']) {
      const res = await request(ctx.app).get(route).expect(200);
      expect(res.text).toContain('<!doctype html>');
    }
  });
});

describe("the page's first-screen scripts", () => {
  it("when a signed-in visitor (a session cookie) loads a first screen, then its page names the screen's scripts as module preloads, in the head", async () => {
    const res = await request(ctx.app).get('/').set('Cookie', SIGNED_IN).expect(200);
    expect(preloadsOf(res.text)).toEqual(['/assets/tasks-route-A1.js', '/assets/signed-in-B2.js']);
    expect(res.text.indexOf('modulepreload')).toBeLessThan(res.text.indexOf('</head>'));
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/Cookie/);
  });

  it('when a signed-out visitor loads it, then only what a signed-out visitor sees there: none for the login screen, the page for a public profile', async () => {
    expect(preloadsOf((await request(ctx.app).get('/').expect(200)).text)).toEqual([]);
    expect(preloadsOf((await request(ctx.app).get('/profile/ana.b').expect(200)).text)).toEqual(['/assets/public-profile-C3.js']);
    const signedIn = await request(ctx.app).get('/profile/ana.b').set('Cookie', SIGNED_IN).expect(200);
    expect(preloadsOf(signedIn.text)).toEqual(['/assets/public-profile-C3.js', '/assets/first-data-D4.js']);
  });

  it('when the route is no first screen (or a pattern only in part), then the page goes as built', async () => {
    for (const route of ['/feed', '/profile/', '/profile/ana/more', '/x/']) {
      const res = await request(ctx.app).get(route).set('Cookie', SIGNED_IN).expect(200);
      expect(res.text, route).toContain('<!doctype html>');
      expect(preloadsOf(res.text), route).toEqual([]);
    }
  });

  it('when the list names anything but a built script of this origin, then that name is left out; an unreadable list, then none', async () => {
    const bad = ['//evil.test/assets/a.js', 'https://evil.test/a.js', '/assets/a.js"><script>alert(1)</script>', '/uploads/x.js', '/assets/../x.js', 42];
    writePreloads({ screens: [{ path: '/', signedIn: [...bad, '/assets/ok-E5.js'] }, { path: 7 }, null] });
    touchBuild(1);
    const res = await request(ctx.app).get('/').set('Cookie', SIGNED_IN).expect(200);
    expect(preloadsOf(res.text)).toEqual(['/assets/ok-E5.js']);
    expect(res.text).not.toContain('evil');
    expect(res.text).not.toContain('alert');
    writeFileSync(path.join(dist, 'first-screen-preloads.json'), '{ not json');
    touchBuild(2);
    expect(preloadsOf((await request(ctx.app).get('/').set('Cookie', SIGNED_IN).expect(200)).text)).toEqual([]);
    writePreloads(PRELOADS);
    touchBuild(3);
    expect(preloadsOf((await request(ctx.app).get('/').set('Cookie', SIGNED_IN).expect(200)).text)).toHaveLength(2);
  });
});

/** A build written again: the files' times move, which is how the page notices (by a whole second each, for any file system). */
function touchBuild(n: number) {
  const at = new Date(Date.now() + n * 1000);
  for (const file of ['index.html', 'first-screen-preloads.json']) utimesSync(path.join(dist, file), at, at);
}

describe("the page's inline script", () => {
  it('when the page is loaded, then its policy allows its inline script by hash, and no other inline script', async () => {
    const res = await request(ctx.app).get('/feed').expect(200);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] ?? '')?.[1] ?? '';
    const hash = createHash('sha256').update(FIRST_SCRIPT, 'utf8').digest('base64');
    expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});

describe('GET the service worker and the manifests', () => {
  it('when /sw.js is asked for, then 200 JavaScript that every visit checks again (no-cache), never immutable', async () => {
    const res = await request(ctx.app).get('/sw.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('when a manifest is asked for, then 200 as application/manifest+json, checked again on each visit', async () => {
    for (const file of ['/manifest.webmanifest', '/quote-widget.webmanifest']) {
      const res = await request(ctx.app).get(file).expect(200);
      expect(res.headers['content-type'], file).toMatch(/^application\/manifest\+json/);
      expect(res.headers['cache-control'], file).toBe('no-cache');
    }
  });

  it('when the service worker of another build name is asked for, then 404, never the HTML page', async () => {
    const res = await request(ctx.app).get('/sw-old.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<!doctype html>');
  });
});

describe('GET a folder of the built web app', () => {
  it('when /uploads/.. or /assets is asked for, then 404, never a redirect to a folder', async () => {
    for (const url of ['/uploads/..', '/uploads/..%2F', '/assets']) {
      const res = await request(ctx.app).get(url);
      expect(res.status, url).toBe(404);
    }
  });
});
