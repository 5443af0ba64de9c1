import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app';

/** The built web app: its files, the page for client routes, and a clear 404 for a script of another build. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-web-dist-'));
let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dayleaf</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  ctx = await createTestContext({ WEB_DIST_DIR: dist });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('GET the built web app', () => {
  it('when a script of the current build is asked for, then 200 with JavaScript, cached for a year', async () => {
    const res = await request(ctx.app).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

describe('GET a folder of the built web app', () => {
  it('when /uploads/.. or /assets is asked for, then 404, never a redirect to a folder', async () => {
    for (const url of ['/uploads/..', '/uploads/..%2F', '/assets']) {
      const res = await request(ctx.app).get(url);
      expect(res.status, url).toBe(404);
    }
  });
});
