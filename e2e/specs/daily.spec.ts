import type { Page } from '@playwright/test';
import { expect, signUpAs, test } from '../fixtures';

const TASKS = [
  { name: 'Drink water', emoji: '💧', emojiLabel: 'Water' },
  { name: 'Read 10 pages', emoji: '📚', emojiLabel: 'Reading' },
  { name: 'Stretch', emoji: '🧘', emojiLabel: 'Meditation' },
];

const utcToday = () => new Date().toISOString().slice(0, 10);

/** Screenshots for a visual check, in light and dark, when E2E_SHOTS_DIR names a folder. */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // Colour transitions (150 ms) would otherwise be caught half way.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function savedTasks(page: Page) {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const res = await page.request.get(`/api/users/${userId}/tasks?date=${utcToday()}`);
  const tasks = (await res.json()) as Array<{ name: string; emoji: string }>;
  return tasks.map((t) => `${t.emoji} ${t.name}`);
}

test('plan three tasks, meet the free limit, find them saved, complete the day and stay done; log a mood; open the trophies', async ({ page }) => {
  await signUpAs(page);
  await expect(page.getByRole('heading', { name: 'Dayleaf' })).toBeVisible();
  await expect(page.getByText('Start your journey!...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Daily Tasks' })).toBeDisabled();

  for (const [i, task] of TASKS.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add Another Task' }).click();
    await page.getByLabel(`Task ${i + 1} name`).fill(task.name);
    await page.getByRole('button', { name: `Emoji for task ${i + 1}` }).click();
    await page.getByRole('button', { name: task.emojiLabel, exact: true }).click();
    await expect(page.getByRole('button', { name: `Emoji for task ${i + 1}` })).toHaveText(task.emoji);
    // Rows created in one autosave pass are sent side by side and the server lists them by arrival: each row is
    // saved before the next is typed, as a person typing at a person's pace has it.
    await expect.poll(async () => (await savedTasks(page)).length).toBe(i + 1);
  }
  await expect(page.getByRole('button', { name: 'Add Another Task' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect.poll(() => savedTasks(page)).toEqual(TASKS.map((t) => `${t.emoji} ${t.name}`));
  await shoot(page, 'tasks');

  await page.reload();
  for (const [i, task] of TASKS.entries()) {
    await expect(page.getByLabel(`Task ${i + 1} name`)).toHaveValue(task.name);
    await expect(page.getByRole('button', { name: `Emoji for task ${i + 1}` })).toHaveText(task.emoji);
  }

  await page.getByRole('button', { name: 'Complete Daily Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toBeVisible();
  await expect(page.getByText('Ready for Tomorrow?')).toBeVisible();
  await expect(page.getByText('1-day streak')).toBeVisible();
  for (const task of TASKS) await expect(page.getByText(task.name)).toBeVisible();
  await shoot(page, 'done');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toBeVisible();
  await expect(page.getByText('1-day streak')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Happy' }).click();
  await expect(page.getByText('Mood logged as: Happy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Happy' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Mood History' }).click();
  // A day is named by the number it shows, then its month and mood: '24 November: Happy'.
  const today = new Date(`${utcToday()}T12:00:00Z`);
  const dayName = `${today.getUTCDate()} ${today.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' })}`;
  await expect(page.getByRole('gridcell', { name: `${dayName}: Happy`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Trophy Case/ }).click();
  await expect(page.getByText('Getting Started')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Getting Started progress' })).toHaveAttribute('aria-valuenow', '33');
  await shoot(page, 'profile');
});

test('a blank task cannot be checked and the day cannot be completed until a task has a name', async ({ page }) => {
  await signUpAs(page);
  await expect(page.getByRole('checkbox', { name: 'Mark task 1 done' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Complete Daily Tasks' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove task 1' })).toHaveCount(0);
  await page.getByLabel('Task 1 name').fill('Walk');
  await expect(page.getByRole('checkbox', { name: 'Mark task 1 done' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Complete Daily Tasks' })).toBeEnabled();
});
