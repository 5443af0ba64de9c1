import type { BrowserContext, Page } from '@playwright/test';
import { expect, savedTaskNames, signUpAs, test } from '../fixtures';

/**
 * A task typed just before leaving reaches the server without the person coming back (docs/product.md#days-and-streaks):
 * the autosave's writes are requests that outlive the page, so neither an in-app move nor a closed tab drops them.
 */

/** A new user on the tasks screen, and the device's today. */
async function newUser(page: Page): Promise<string> {
  await signUpAs(page);
  return page.evaluate(() => new Date().toLocaleDateString('en-CA'));
}

/**
 * What the server stored for the day, asked once the tab is closed from a page that is not the app (the API's health
 * answer, on the same origin and session), so nothing of the app can send the task later.
 */
async function storedAfterClosing(page: Page, context: BrowserContext, today: string) {
  await page.close();
  const later = await context.newPage();
  await later.goto('/api/health');
  return () => savedTaskNames(later, today);
}

test('a task named just before moving to the feed is stored after the tab is closed at once', async ({ page, context }) => {
  const today = await newUser(page);
  await page.getByLabel('Task 1 name').fill('Water the plants');
  await page.getByRole('link', { name: 'Feed' }).click();
  await expect.poll(await storedAfterClosing(page, context, today)).toEqual(['Water the plants']);
});
