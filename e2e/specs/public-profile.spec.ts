import { expect, signUpAs, test } from '../fixtures';

declare global {
  interface Window {
    layoutShift: number;
  }
}

test("a signed-out visitor sees the person first; the year comes once the page has settled, in the room its shape held", async ({ page, browser }) => {
  const username = await signUpAs(page);

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await anon.goto(`/profile/${username}`);
  await expect(anon.getByRole('heading', { name: username, exact: true })).toBeVisible();
  await expect(anon.getByRole('link', { name: 'Join Dayleaf' })).toBeVisible();
  const shape = anon.getByRole('region', { name: `${username}'s year` });
  await expect(shape).toHaveAttribute('aria-busy', 'true');
  const shapeBox = (await shape.boundingBox())!;

  const grid = anon.getByRole('grid', { name: `${username}'s year` });
  await expect(grid).toBeVisible();
  const cardBox = (await anon.locator('section', { has: grid }).boundingBox())!;
  expect(cardBox.height).toBeCloseTo(shapeBox.height, 1);

  // The year was asked for once the page had settled (app/page-settled.ts: 3 s after the load, at an idle moment).
  const { asked, loaded } = await anon.evaluate(() => ({
    asked: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/days?')).map((entry) => entry.startTime),
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  expect(asked).toHaveLength(1);
  expect(asked[0]).toBeGreaterThanOrEqual(loaded + 3000);
  expect(await anon.evaluate(() => window.layoutShift)).toBe(0);
  await visitor.close();
});
