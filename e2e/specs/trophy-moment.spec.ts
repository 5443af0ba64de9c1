import type { Page, Request, Route } from '@playwright/test';
import { expect, makePremium, shoot, signUpAs, test, userId } from '../fixtures';

/*
 * A trophy's moment (apps/web/src/features/trophies/components/trophy-moment.tsx) and what else is on the screen: a
 * toast raised while its sheet is up stands just above it, on a phone and a desktop, left to right and right to left,
 * and the sheet waits while a modal dialog is open.
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

/** What the test reads and presses, in the language the account speaks. */
const WORDS = {
  en: { sheet: 'Trophy unlocked!', view: 'View trophies', close: 'Close', bio: 'Bio', save: 'Save Profile', saved: 'Profile saved successfully!' },
  ar: { sheet: 'فتحت كأسًا!', view: 'عرض الكؤوس', close: 'إغلاق', bio: 'نبذة', save: 'حفظ الملف الشخصي', saved: 'تم حفظ الملف الشخصي بنجاح!' },
};

/** Toasts usually stand this far above the bottom (apps/web/src/app/toaster.tsx). */
const USUAL_BOTTOM = 88;

const SCREENS = [
  { name: 'phone', language: 'en', context: {} },
  { name: 'phone', language: 'ar', context: {} },
  { name: 'desktop', language: 'en', context: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false } },
  { name: 'desktop', language: 'ar', context: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false } },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const { name, language, context } of SCREENS) {
  test.describe(`on a ${name}, in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.use(context);

    test('a toast raised while the trophy sheet is up stands just above it, and back in its place once the sheet has gone', async ({ page }) => {
      const words = WORDS[language];
      await premiumUserWithATrophy(page, 'midnight');
      if (language === 'ar') {
        // Chosen in Settings, which reads no trophies: the sheet waits for the profile.
        await page.goto('/settings');
        await page.getByLabel('Language').selectOption('ar');
        const id = await userId(page);
        await expect.poll(async () => ((await (await page.request.get(`/api/users/${id}`)).json()) as { language: string | null }).language).toBe('ar');
      }
      // The profile reads the trophies: the sheet rises.
      await page.goto('/profile');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const sheet = page.getByRole('region', { name: words.sheet });
      await expect(sheet).toBeVisible();
      const view = sheet.getByRole('link', { name: words.view });

      // Saving the profile raises a toast; its answer is held until the focus rests in the sheet, which keeps it up.
      const releaseSave = await hold(page, /\/api\/users\/[^/?]+$/, (request) => request.method() === 'PATCH');
      await page.getByLabel(words.bio).fill('Tea and long walks.');
      await page.getByRole('button', { name: words.save }).click();
      await view.focus();
      releaseSave();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: words.saved });
      await expect(toast).toBeVisible();
      await expect(sheet).toBeVisible();

      // Once it has risen, the toast stands wholly above the sheet: it covers neither "View trophies" nor anything else of it.
      const room = async () => {
        const [t, s] = [(await toast.boundingBox())!, (await sheet.boundingBox())!];
        return s.y - (t.y + t.height);
      };
      await expect.poll(room, 'room between the toast and the sheet').toBeGreaterThanOrEqual(0);
      const [t, v] = [(await toast.boundingBox())!, (await view.boundingBox())!];
      expect(overlaps(t, v), 'the toast over "View trophies"').toBe(false);
      const viewport = page.viewportSize()!;
      expect(t.y, 'the toast below the top of the screen').toBeGreaterThan(0);
      expect(t.x >= 0 && t.x + t.width <= viewport.width, 'the toast across the screen').toBe(true);
      // A tap on "View trophies" reaches it.
      const reached = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, { x: v.x + v.width / 2, y: v.y + v.height / 2 });
      expect(reached).toBe(words.view);
      await shoot(page, `trophy-sheet-with-toast-${name}-${language}`, 'screen');

      // Closed, the sheet takes its room back: the next toast stands where toasts always do.
      await sheet.getByRole('button', { name: words.close }).click();
      await expect(sheet).toBeHidden();
      await page.getByLabel(words.bio).fill('Tea, long walks and early nights.');
      await page.getByRole('button', { name: words.save }).click();
      await expect(toast.first()).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => Math.round(window.innerHeight - document.querySelector('[data-sonner-toaster]')!.getBoundingClientRect().bottom)))
        .toBe(USUAL_BOTTOM);
    });
  });
}

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
