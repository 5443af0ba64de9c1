import type { Page, Route } from '@playwright/test';
import { expect, makePremium, shoot, signUpAs, test, userId } from '../fixtures';

/*
 * A premium theme is on <html> before the app renders: index.html's first script paints the theme this browser keeps
 * for its signed-in user (apps/web/src/features/themes/theme-paint.ts). Signing out forgets it, and no signed-out
 * screen wears it.
 */

// The app's scripts come from the network, where the test can hold them; a service worker would serve its copies.
test.use({ serviceWorkers: 'block' });

const MIDNIGHT_BACKGROUND = 'rgb(16, 18, 30)';
const kept = (page: Page) => page.evaluate(() => localStorage.getItem('themePaint'));
const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').first();

/** Holds the app's entry script until `release` is called: the page shows only what index.html itself paints. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const entry = /\/assets\/index-[^/]+\.js$/;
  const held = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(entry, held);
  // Released, the handler lets every request through: unrouting would race the one it still holds.
  return () => release();
}

test('a premium theme is painted on a reload before the app renders, and signing out forgets it', async ({ page }) => {
  const username = await signUpAs(page);
  await makePremium(page);
  const activated = await page.request.post(`/api/users/${await userId(page)}/themes/midnight/activate`);
  expect(activated.ok(), await activated.text()).toBe(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The app paints the account's theme and keeps it for the next start on this browser.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'midnight');
  await expect.poll(async () => JSON.parse((await kept(page)) ?? 'null') as unknown).toMatchObject({ userId: await userId(page), theme: 'midnight', scheme: 'dark' });

  // The next start, with the app's script held back: what shows is index.html's, already in Midnight.
  const release = await holdTheApp(page);
  await page.reload({ waitUntil: 'commit' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'midnight');
  await expect(html).toHaveAttribute('data-scheme', 'dark');
  await expect(html).toHaveCSS('background-color', MIDNIGHT_BACKGROUND);
  await expect(themeColor(page)).toHaveAttribute('content', '#10121e');
  await expect(page.locator('#root')).toHaveText(/^Loading/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await shoot(page, 'theme-paint-before-the-app');
  release();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'midnight');
  await expect(html).toHaveCSS('background-color', MIDNIGHT_BACKGROUND);
  await shoot(page, 'theme-paint-tasks');

  // Signing out: the login screen wears the Standard colours, and the theme is no longer kept.
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(html).not.toHaveAttribute('data-theme');
  await expect(html).not.toHaveCSS('background-color', MIDNIGHT_BACKGROUND);
  await expect(themeColor(page)).toHaveAttribute('content', '#2f8f5b');
  expect(await kept(page)).toBeNull();

  // Nor is a signed-out screen painted on its next start: the login screen, or the user's own public profile.
  const screens = [
    { path: '/', shown: page.getByRole('button', { name: 'Login' }) },
    { path: `/profile/${username}`, shown: page.getByRole('heading', { level: 1, name: username }) },
  ];
  for (const { path, shown } of screens) {
    const releaseAgain = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveText(/^Loading/);
    await expect(html).not.toHaveAttribute('data-theme');
    releaseAgain();
    await expect(shown).toBeVisible();
    await expect(html).not.toHaveAttribute('data-theme');
    await expect(html).not.toHaveCSS('background-color', MIDNIGHT_BACKGROUND);
  }
});
