import type { BrowserContext, Page } from '@playwright/test';
import { expect, savedTaskNames, signUpAs, streak, test, userId } from '../fixtures';

/**
 * One truth about a failed write (decision record 060): an answer with an error status is shown with the product's
 * text and never sent again behind the person's back, in this tab or another; a write that got no answer waits on
 * the device, says so, and is sent once the network answers.
 */

const FAILED = 'Failed to complete tasks. Please try again.';
const COMPLETE = '**/api/users/*/complete-daily-tasks';
const LOG_MOOD = '**/api/mood-logs';

async function todayMood(page: Page): Promise<string | null> {
  const res = await page.request.get(`/api/users/${await userId(page)}/mood-log`);
  return ((await res.json()) as { mood: string | null }).mood;
}

/** Counts the requests of both tabs to `url` (a glob), whoever sends them. */
function countRequests(pages: Page[], url: RegExp): { count: number } {
  const seen = { count: 0 };
  for (const p of pages) p.on('request', (request) => void (request.method() === 'POST' && url.test(request.url()) && (seen.count += 1)));
  return seen;
}

/** A new user with one task saved for today, and a second tab of theirs on the same screen. Returns today. */
async function twoTabs(page: Page, context: BrowserContext): Promise<{ other: Page; today: string }> {
  await signUpAs(page);
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await page.getByLabel('Task 1 name').fill('Read');
  await expect.poll(() => savedTaskNames(page, today)).toEqual(['Read']);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByLabel('Task 1 name')).toHaveValue('Read');
  return { other, today };
}

/**
 * Every later chance the tabs have to send what waits (the network coming back), then a later change that can only
 * reach the server after anything queued before it: once it is stored, nothing older waits anywhere. The completion
 * was sent once, and the day is still not completed.
 */
async function neverCompletedLater(page: Page, context: BrowserContext, today: string, sent: { count: number }) {
  await context.setOffline(true);
  await context.setOffline(false);
  await page.getByLabel('Task 1 name').fill('Read more');
  await expect.poll(() => savedTaskNames(page, today)).toEqual(['Read more']);
  expect(sent.count).toBe(1);
  expect(await streak(page)).toBe(0);
}

test('a completion answered with a 5xx says it failed, and neither tab completes the day later', async ({ page, context }) => {
  const { other, today } = await twoTabs(page, context);
  const sent = countRequests([page, other], /\/complete-daily-tasks$/);
  await page.route(COMPLETE, (route) => route.fulfill({ status: 500, json: { error: 'Internal server error' } }));
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Complete Daily Tasks' }).click();
  await expect.poll(() => alerts).toEqual([FAILED]);
  await expect(page.getByRole('button', { name: 'Complete Daily Tasks' })).toBeEnabled();
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  await expect(other.getByText(/waiting to be sent/)).toHaveCount(0);

  await page.unroute(COMPLETE);
  await neverCompletedLater(page, context, today, sent);
});

test('a completion that gets no answer shows done and waiting in both tabs, and completes the day once the network answers', async ({ page, context }) => {
  const { other, today } = await twoTabs(page, context);
  await page.route(COMPLETE, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Complete Daily Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toBeVisible();
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
  await expect(other.getByText('1 change waiting to be sent')).toBeVisible();
  expect(await streak(page)).toBe(0);

  await page.unroute(COMPLETE);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => savedTaskNames(page, today)).toContain('Daily tasks completed');
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  await expect(other.getByText(/waiting to be sent/)).toHaveCount(0);
  expect(await streak(page)).toBe(1);
  await expect(page.getByRole('region', { name: 'Not saved' })).toHaveCount(0);
});

test('a queued completion answered with a 5xx is listed as not saved in both tabs, the day opens again, and it is never sent again', async ({ page, context }) => {
  const { other, today } = await twoTabs(page, context);
  const sent = countRequests([page, other], /\/complete-daily-tasks$/);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Complete Daily Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toBeVisible();
  await expect(other.getByText('1 change waiting to be sent')).toBeVisible();

  await context.route(COMPLETE, (route) => route.fulfill({ status: 503, json: { error: 'Service unavailable' } }));
  await context.setOffline(false);
  for (const tab of [page, other]) {
    const notSaved = tab.getByRole('region', { name: 'Not saved' });
    await expect(notSaved.getByText(/^Complete the day \(/)).toBeVisible();
    await expect(notSaved.getByText(FAILED)).toBeVisible();
    await expect(tab.getByText(/waiting to be sent/)).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Complete Daily Tasks' })).toBeEnabled();
  expect(sent.count).toBe(1);

  // Were it sent again now, the server would complete the day.
  await context.unroute(COMPLETE);
  await neverCompletedLater(page, context, today, sent);
});

test('a mood logged with no network says it waits, is logged once online; one answered with a 5xx is listed as not saved on the profile', async ({ page, context }) => {
  await signUpAs(page);
  await page.getByRole('link', { name: 'Profile' }).click();
  const picker = page.getByRole('group', { name: 'How are you feeling today?' });
  await expect(picker).toBeVisible();

  await context.setOffline(true);
  await picker.getByRole('button', { name: 'Happy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Happy is waiting to be sent.' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Happy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Mood logged as: Happy')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText('Happy is waiting to be sent.')).toHaveCount(0);
  await expect.poll(() => todayMood(page)).toBe('happy');

  await context.setOffline(true);
  await picker.getByRole('button', { name: 'Tired' }).click();
  await expect(page.getByText('Tired is waiting to be sent.')).toBeVisible();
  await context.route(LOG_MOOD, (route) => route.fulfill({ status: 500, json: { error: 'Internal server error' } }));
  await context.setOffline(false);
  const notSaved = page.getByRole('region', { name: 'Not saved' });
  await expect(notSaved.getByText("Log today's mood as Tired")).toBeVisible();
  await expect(notSaved.getByText('Failed to log mood.')).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Happy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  expect(await todayMood(page)).toBe('happy');
});
