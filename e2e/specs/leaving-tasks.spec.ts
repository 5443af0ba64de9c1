import type { Page, Route } from '@playwright/test';
import { expect, signUpAs, test } from '../fixtures';

/**
 * A task typed just before leaving reaches the server without the person coming back (docs/product.md#days-and-streaks):
 * the autosave's writes are requests that outlive the page, so neither an in-app move nor a closed tab drops them.
 */

async function savedTaskNames(page: Page, userId: string, date: string): Promise<string[]> {
  const res = await page.request.get(`/api/users/${userId}/tasks?date=${date}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Array<{ name: string }>).map((t) => t.name);
}

/** A new user on the tasks screen, with their id and the device's today. */
async function newUser(page: Page) {
  await signUpAs(page);
  const userId = (await page.evaluate(() => localStorage.getItem('userId')))!;
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  return { userId, today };
}

test('a task named just before moving to the feed is stored after the tab is closed at once', async ({ page, context }) => {
  const { userId, today } = await newUser(page);
  await page.getByLabel('Task 1 name').fill('Water the plants');
  await page.getByRole('link', { name: 'Feed' }).click();
  await page.close();

  const later = await context.newPage();
  await expect.poll(() => savedTaskNames(later, userId, today)).toEqual(['Water the plants']);
});

test('a task whose autosave is still on its way when the page is left and closed is stored', async ({ page, context }) => {
  const { userId, today } = await newUser(page);
  // The autosave's create is held on its way until the page has gone to another site's page.
  let held!: (route: Route) => void;
  const onItsWay = new Promise<Route>((resolve) => (held = resolve));
  await page.route('**/api/tasks', (route) => (route.request().method() === 'POST' ? held(route) : route.fallback()));
  await page.getByLabel('Task 1 name').fill('Call grandma');
  const create = await onItsWay;
  await page.goto('/api/health');
  await create.continue();
  await page.close();

  const later = await context.newPage();
  await expect.poll(() => savedTaskNames(later, userId, today)).toEqual(['Call grandma']);
});
