import type { Page } from '@playwright/test';
import { expect, signUpAs, test } from '../fixtures';

// Screenshots for review go outside the repository when E2E_SHOTS_DIR is set.
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true, animations: 'disabled' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true, animations: 'disabled' });
  await page.emulateMedia({ colorScheme: 'light' });
}

const rootVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $4.99' }).click();
}

test('a free user upgrades with the demo card, gets the crown and 10 tasks, and switches to a dark premium theme', async ({ page }) => {
  await signUpAs(page);

  await page.getByRole('link', { name: 'Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Dayleaf Premium' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscription Status' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('$4.99/month')).toBeVisible();
  await expect(page.getByText('Cancel anytime')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dark Themes' })).toBeVisible();
  const midnight = page.getByRole('listitem', { name: 'Midnight theme' });
  // Locked leads to the upgrade rather than sitting there disabled.
  await expect(midnight.getByRole('link', { name: /^Locked/ })).toHaveAttribute('href', '/subscribe');
  await shoot(page, 'subscription-free');

  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('This subscription is a demo');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByLabel('Name on Card').fill('Ana Lima');

  // A declined card leaves the user free, with Stripe's message.
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await shoot(page, 'subscribe-declined');

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('🎉 Welcome to Dayleaf Premium!')).toBeVisible();
  await expect(page.getByText('You now have access to all premium features.')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Premium', { exact: true })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Premium member' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Streak Restoration' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
  await shoot(page, 'subscription-premium');

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(main.getByTitle('Premium member')).toBeVisible();
  await shoot(page, 'profile-premium');

  // Premium lifts the daily limit from 3 to 10: a 4th task can be added and is saved.
  await page.getByRole('link', { name: 'Tasks' }).click();
  for (const n of [1, 2, 3, 4]) {
    const name = page.getByRole('textbox', { name: `Task ${n} name` });
    if ((await name.count()) === 0) await page.getByRole('button', { name: 'Add Another Task' }).click();
    const saved = n === 4 ? page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/tasks') && r.request().postData()?.includes('Fourth task') === true) : null;
    await name.fill(n === 4 ? 'Fourth task' : `Task number ${n}`);
    if (saved) expect((await saved).ok()).toBe(true);
  }
  await expect(page.getByRole('button', { name: 'Add Another Task' })).toBeVisible();

  await page.getByRole('link', { name: 'Premium' }).click();
  const before = await rootVariable(page, '--background');
  await midnight.getByRole('button', { name: 'Use Theme' }).click();
  await expect(midnight.getByRole('button', { name: 'Active' })).toBeDisabled();
  await expect.poll(() => rootVariable(page, '--background')).toBe('230 30% 9%');
  expect(before).not.toBe('230 30% 9%');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(16, 18, 30)');
  await shoot(page, 'subscription-premium-midnight');

  // The active theme is painted again on the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dayleaf Premium' })).toBeVisible();
  await expect.poll(() => rootVariable(page, '--background')).toBe('230 30% 9%');

  await page.getByRole('listitem', { name: 'Standard theme' }).getByRole('button', { name: 'Use Theme' }).click();
  await expect.poll(() => rootVariable(page, '--background')).toBe(before);
});
