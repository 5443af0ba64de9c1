import { expect, test } from '../fixtures';

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace']);

test('the API reference at /api/docs shows an operation for every route of the document, with no console error', async ({ page, request }) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item).filter((key) => METHODS.has(key)));
  expect(operations.length).toBeGreaterThan(0);

  const blocked: string[] = [];
  page.on('console', (msg) => {
    // A refused script, style or request is the policy getting in the way of the viewer.
    if (/Content Security Policy/i.test(msg.text())) blocked.push(msg.text());
  });
  await page.goto('/api/docs');
  await expect(page.locator('.opblock')).toHaveCount(operations.length);
  await expect(page.locator('.opblock-summary-path').first()).toBeVisible();
  // Every operation is shown under its documented path.
  const shown = await page.locator('.opblock-summary-path').evaluateAll((els) => els.map((el) => el.getAttribute('data-path')));
  expect(new Set(shown)).toEqual(new Set(Object.keys(doc.paths)));
  expect(blocked).toEqual([]);
});
