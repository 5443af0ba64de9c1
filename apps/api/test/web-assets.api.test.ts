import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><meta charset="UTF-8" /><script>${FIRST_SCRIPT}</script><title>Dayleaf</title><script type="module" src="/assets/index-abc123.js"></script>`);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build's compressed copies of a script (apps/web vite.config.ts): the API sends them as they are.
  writeFileSync(path.join(dist, 'assets', 'chunk-def456.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'chunk-def456.js.br'), BIG_SCRIPT_BR);
  writeFileSync(path.join(dist, 'assets', 'chunk-def456.js.gz'), gzipSync(BIG_SCRIPT, { level: 9 }));
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
