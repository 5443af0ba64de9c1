import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, shoot, signUpAs, test } from '../fixtures';

// The production build's service worker (docs/decisions/028-offline-app-shell.md). The app registers it once the
// page has settled (a few seconds after load), so each test waits for it to control the page.

/** Waits until an activated service worker controls the page: the build is precached by then. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
}

/** What `fetch` from the page and from the worker gets from the server: with the network off, neither reaches it. */
async function serverReachable(page: Page, context: BrowserContext): Promise<{ page: boolean; worker: boolean }> {
  const probe = () =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => true,
      () => false,
    );
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker in the context');
  return { page: await page.evaluate(probe), worker: await worker.evaluate(probe) };
}

const banner = (page: Page) => page.getByTestId('offline-banner');
const PHOTO = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(path.join(import.meta.dirname, '../assets/photo.jpg')) };

test('the production build is installable: Chromium reports no installability errors', async ({ playwright, launchOptions, baseURL }) => {
  // Chromium never offers to install from an incognito profile, which is what a test's own context is: this test
  // opens a browser profile of its own.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-installable-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport: { width: 390, height: 844 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after a first visit the app opens offline with the Offline banner, on / and on screens opened before; online again, the banner goes', async ({
  page,
  context,
}) => {
  await signUpAs(page);
  await controlledByServiceWorker(page);
  // Screens opened once while online.
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { name: 'Challenges', exact: true })).toBeVisible();
  await page.goto('/quote-widget');
  await expect(page.getByRole('heading', { name: 'Your Daily Motivation' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dayleaf', exact: true })).toBeVisible();
  await expect(banner(page)).toBeEmpty();

  // Going offline with the page open: the banner floats over the screen, and the header and navigation stay put.
  const header = page.getByRole('heading', { name: 'Dayleaf', exact: true });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const before = { header: await header.boundingBox(), nav: await nav.boundingBox() };
  await context.setOffline(true);
  await expect(banner(page)).toContainText('Offline');
  await expect(banner(page)).toContainText("Showing what you had last. Changes will be sent when you're back online.");
  expect(await header.boundingBox()).toEqual(before.header);
  expect(await nav.boundingBox()).toEqual(before.nav);
  const shown = (await banner(page).locator('div').first().boundingBox())!;
  expect(shown.y).toBeGreaterThan(before.header!.y + before.header!.height);
  expect(shown.y + shown.height).toBeLessThanOrEqual(before.nav!.y);
  await shoot(page, 'offline-banner');

  // The emulation covers the worker too, so what follows is served from its caches and nothing else.
  expect(await serverReachable(page, context)).toEqual({ page: false, worker: false });

  for (const path of ['/', '/challenges', '/quote-widget']) {
    const response = await page.goto(path);
    // The precached page, never the browser's error page.
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(response?.status(), path).toBe(200);
    // The app's title (the quote widget names itself once it has rendered, and may have by now), not an error page's.
    await expect(page).toHaveTitle(/(^|· )Dayleaf$/);
    await expect(page.locator('main'), path).toBeVisible();
    await expect(banner(page), path).toContainText('Offline');
  }

  // Back online: the banner goes without a reload.
  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  expect(await serverReachable(page, context)).toEqual({ page: true, worker: true });
});

test('a photo seen online shows offline from the worker; a size never loaded and a 404 are not kept', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signUpAs(page);
  await controlledByServiceWorker(page);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Friends Feed' })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share a Photo' });
  await share.locator('#share-photo-file').setInputFiles(PHOTO);
  await share.getByPlaceholder("What's happening?").fill('Offline test');
  await share.getByRole('button', { name: 'Share Photo' }).click();
  await expect(share).toBeHidden();
  const photo = page.getByRole('img', { name: /^Photo by .+: Offline test$/ });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shownUrl = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname + new URL(img.currentSrc).search);

  const kept = () =>
    page.evaluate(async () => {
      const cache = await caches.open('dayleaf-photos');
      return (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    });
  await expect.poll(kept).toContain(shownUrl);
  // A photo that is not there answers 404, which is never kept.
  expect((await page.evaluate(() => fetch('/uploads/00000000-0000-4000-8000-000000000000.webp').then((r) => r.status)))).toBe(404);
  expect(await kept()).toEqual([shownUrl]);

  await context.setOffline(true);
  const fetchStatus = (url: string) =>
    page.evaluate(
      (u) =>
        fetch(u).then(
          (r) => r.status,
          () => 'network error',
        ),
      url,
    );
  // The photo seen is served from the worker's cache; a size of it never loaded is not there, and goes nowhere.
  expect(await fetchStatus(shownUrl)).toBe(200);
  const otherSize = shownUrl.includes('?w=360') ? shownUrl.replace('?w=360', '?w=720') : shownUrl.replace(/\?w=\d+$/, '') + '?w=360';
  expect(await fetchStatus(otherSize)).toBe('network error');
  await context.setOffline(false);
});

test('a reminder push shows its notification with the app icon; a push that is not the JSON shows nothing', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await controlledByServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const push = (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown })),
    );

  const message = { title: 'Your 3-day streak ends at midnight', body: '2 tasks to go', url: '/challenges', tag: 'reminder-2026-11-24' };
  // Once in CI, on a busy machine, no push of a try showed anything: a delivery can be dropped while the new worker
  // settles. Each poll sends the three again; the good one's tag makes it replace itself, so one shows either way.
  const pushAllAndLook = async () => {
    await push('not json');
    await push(JSON.stringify({ title: '', body: 'x', url: '/', tag: 't' }));
    await push(JSON.stringify(message));
    return shown();
  };
  await expect
    .poll(pushAllAndLook)
    .toEqual([{ title: message.title, body: message.body, tag: message.tag, icon: `${baseURL}/icon-192.png`, data: { url: '/challenges' } }]);
});

test('the server paths are never answered with the app page by the worker', async ({ page, request }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  // The API reference is a page of the server, not of the app.
  const docs = await page.goto('/api/docs');
  expect(docs?.fromServiceWorker()).toBe(false);
  await expect(page).not.toHaveTitle('Dayleaf');
  // The worker script and the manifests, each language's too, are checked again on each visit.
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  for (const file of ['/manifest.webmanifest', '/manifest.es.webmanifest', '/quote-widget.ar.webmanifest']) {
    const manifest = await request.get(file);
    expect(manifest.headers()['content-type'], file).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers()['cache-control'], file).toBe('no-cache');
  }
});

test("every language's manifests are precached with the page, for a language picked offline", async ({ page }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)));
    return urls.flat();
  });
  for (const base of ['manifest', 'quote-widget']) {
    for (const language of ['', '.es', '.de', '.ar']) expect(precached).toContain(`/${base}${language}.webmanifest`);
  }
});
