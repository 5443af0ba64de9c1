import type { Page, Request, Route } from '@playwright/test';
import { expect, makePremium, shoot, signUpAs, test, userId } from '../fixtures';

/*
 * A trophy's moment (apps/web/src/features/trophies/components/trophy-moment.tsx) and what else is on the screen: a
 * toast raised while its sheet is up stands above it, and the sheet waits while a modal dialog is open.
 */

// The reads the test holds come from the network, never from a service worker.
test.use({ serviceWorkers: 'block' });

const isTrophiesRead = (request: Request) => request.method() === 'GET' && /\/api\/users\/[^/]+\/trophies$/.test(new URL(request.url()).pathname);

/** Holds the requests `matching` passes until `release` is called. */
async function hold(page: Page, url: RegExp, matching: (request: Request) => boolean): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = async (route: Route) => {
    if (matching(route.request())) await released;
    await route.continue();
  };
  await page.route(url, held);
  // Released, the handler lets every request through: unrouting would race the one it still holds.
  return () => release();
}

/** A new premium user, in the premium theme `theme`, whose Premium Member trophy is earned and not yet celebrated. */
async function premiumUserWithATrophy(page: Page, theme: string) {
  await signUpAs(page);
  await makePremium(page);
  const id = await userId(page);
  const activated = await page.request.post(`/api/users/${id}/themes/${theme}/activate`);
  expect(activated.ok(), await activated.text()).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/users/${id}/trophies`)).json()) as Array<{ trophy_id: string; celebrated: boolean }>).filter((trophy) => !trophy.celebrated).map((trophy) => trophy.trophy_id))
    .toContain('premium');
}

test('a toast raised while the trophy sheet is up stands above it', async ({ page }) => {
  await premiumUserWithATrophy(page, 'midnight');
  // The profile reads the trophies: the sheet rises.
  await page.goto('/profile');
  const sheet = page.getByRole('region', { name: 'Trophy unlocked!' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Premium Member');

  // Saving the profile raises a toast; its answer is held until the focus rests in the sheet, which keeps it up.
  const releaseSave = await hold(page, /\/api\/users\/[^/?]+$/, (request) => request.method() === 'PATCH');
  await page.getByLabel('Bio').fill('Tea and long walks.');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await sheet.getByRole('link', { name: 'View trophies' }).focus();
  releaseSave();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Profile saved successfully!' });
  await expect(toast).toBeVisible();
  await expect(sheet).toBeVisible();

  // Where the two overlap, the toast is what the page shows (and what a tap reaches).
  const [t, s] = [(await toast.boundingBox())!, (await sheet.boundingBox())!];
  const overlap = { left: Math.max(t.x, s.x), right: Math.min(t.x + t.width, s.x + s.width), top: Math.max(t.y, s.y), bottom: Math.min(t.y + t.height, s.y + s.height) };
  expect(overlap.right - overlap.left, 'the toast and the sheet overlap across').toBeGreaterThan(0);
  expect(overlap.bottom - overlap.top, 'the toast and the sheet overlap up and down').toBeGreaterThan(0);
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-sonner-toast]')?.textContent ?? null,
    { x: (overlap.left + overlap.right) / 2, y: (overlap.top + overlap.bottom) / 2 },
  );
  expect(onTop).toContain('Profile saved successfully!');
  await shoot(page, 'trophy-sheet-with-toast');
});

test('a trophy earned while a dialog is open waits for it, and shows once it closes', async ({ page }) => {
  await premiumUserWithATrophy(page, 'cherry-blossom');
  // The profile asks for the trophies; their answer is held while the person moves on and opens a dialog.
  const trophiesAsked = page.waitForRequest(isTrophiesRead);
  const releaseTrophies = await hold(page, /\/api\/users\/[^/]+\/trophies$/, isTrophiesRead);
  await page.goto('/profile');
  await trophiesAsked;
  await page.getByRole('link', { name: 'Feed' }).click();
  await expect(page.getByRole('heading', { name: 'Friends Feed' })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a Photo' });
  await expect(dialog).toBeVisible();

  const marked = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/trophies/marks'));
  let markedAt = 0;
  void marked.then(() => (markedAt = Date.now()));
  const answered = page.waitForResponse((response) => isTrophiesRead(response.request()));
  releaseTrophies();
  expect((await answered).ok()).toBe(true);
  // The trophy has come: its sheet is there, but hidden under the dialog, and not yet celebrated.
  const waiting = page.locator('section[aria-label="Trophy unlocked!"]');
  await expect(waiting).toBeAttached();
  await expect(waiting).toBeHidden();
  await expect(dialog).toBeVisible();
  expect(markedAt).toBe(0);

  const closingAt = Date.now();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const sheet = page.getByRole('region', { name: 'Trophy unlocked!' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Premium Member');
  await marked;
  expect(markedAt).toBeGreaterThanOrEqual(closingAt);
  await shoot(page, 'trophy-sheet-after-dialog');
});
