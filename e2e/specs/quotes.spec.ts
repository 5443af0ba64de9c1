import { expect, signUpAs, test } from '../fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR;

test('the quote box opens the daily quote page in a new tab, which shows the quote and leads back to the app', async ({ page, context }) => {
  await signUpAs(page);

  const box = page.getByRole('link', { name: /open the daily quote page in a new tab/i });
  await expect(box).toHaveAttribute('aria-busy', 'false');
  // Without an OpenAI key the server answers from its bundled list: 'text — author'.
  await expect(box).toContainText(/\S.+— \S/);
  const boxText = (await box.innerText()).split('\n')[0]!.trim();

  const [widget] = await Promise.all([context.waitForEvent('page'), box.click()]);
  await widget.waitForLoadState();
  await expect(widget).toHaveURL(/\/quote-widget$/);
  await expect(widget.getByRole('heading', { name: 'Your Daily Motivation' })).toBeVisible();
  // The same quote as the box: one per user and day.
  await expect(widget.locator('blockquote')).toHaveText(boxText);
  await expect(widget.getByText('Tip: add this page to your home screen for a daily dose of motivation.')).toBeVisible();
  await expect(widget.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(widget.locator('link[rel="manifest"]')).toHaveAttribute('href', '/quote-widget.webmanifest');

  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/tasks-light.png`, fullPage: true, animations: 'disabled' });
    await widget.screenshot({ path: `${SHOTS}/widget-light.png`, fullPage: true, animations: 'disabled' });
    await widget.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await widget.screenshot({ path: `${SHOTS}/widget-dark.png`, fullPage: true, animations: 'disabled' });
    await page.screenshot({ path: `${SHOTS}/tasks-dark.png`, fullPage: true, animations: 'disabled' });
  }

  await widget.getByRole('link', { name: 'Back to app' }).click();
  await expect(widget).toHaveURL(/\/$/);
  await expect(widget.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the quote page asks a signed-out visitor to log in', async ({ page }) => {
  await page.goto('/quote-widget');
  await expect(page.getByText('You must be logged in to see your daily quote.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to app' })).toHaveAttribute('href', '/');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/widget-signed-out.png`, fullPage: true, animations: 'disabled' });
});

test('the app can be installed: the manifest and its icons are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { icons: Array<{ src: string }> };
  for (const icon of body.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
});
