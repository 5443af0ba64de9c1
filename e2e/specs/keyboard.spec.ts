import type { Page } from '@playwright/test';
import { expect, signUpAs, test } from '../fixtures';

/** The focused element: its name as a user hears it, whether it can be seen, and whether it is in a dialog. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '(nothing)', visible: false, inDialog: false };
    const labelledBy = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    const box = el.getBoundingClientRect();
    // A visually hidden file input shows its focus on its label, which is what a user sees.
    const label = el instanceof HTMLInputElement && el.type === 'file' ? el.labels?.[0]?.getBoundingClientRect() : null;
    const shown = label ?? box;
    return { name: name.replace(/\s+/g, ' ').trim(), visible: shown.width > 1 && shown.height > 1, inDialog: el.closest('[role=dialog]') !== null };
  });
}

/** Presses Tab until `last` has the focus; every stop on the way must be visible. Returns the names in order. */
async function tabUntil(page: Page, last: string, max = 60): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.visible, `'${now.name}' can be seen while it has the focus (after ${names.join(' → ')})`).toBe(true);
    names.push(now.name);
    if (now.name === last) return names;
  }
  throw new Error(`Tab never reached '${last}': ${names.join(' → ')}`);
}

/** `expected` appear in `names` in this order (other stops may sit between them). */
function expectInOrder(names: string[], expected: string[]) {
  const positions = expected.map((name) => names.indexOf(name));
  expect(positions.every((p) => p >= 0), `all of ${expected.join(', ')} in ${names.join(' → ')}`).toBe(true);
  expect([...positions].sort((a, b) => a - b), `order of ${names.join(' → ')}`).toEqual(positions);
}

/** Opens a dialog from the focused control with Enter, checks focus stays inside, closes it with Escape. */
async function dialogTrapsAndReturnsFocus(page: Page, trigger: string, dialogName: string) {
  expect((await focused(page)).name).toBe(trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.inDialog, `Tab stays in '${dialogName}' (now on '${now.name}')`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await focused(page)).name).toBe(trigger);
}

test('by keyboard only: tasks, feed and profile in a sensible Tab order; dialogs trap focus, close on Escape and return it', async ({ page }) => {
  await signUpAs(page);

  // Tasks: the quote, the task row left to right (emoji, name, done), the task actions, then the navigation.
  await page.goto('/');
  await expect(page.getByLabel('Task 1 name')).toBeVisible();
  let order = await tabUntil(page, 'Task 1 name');
  await page.keyboard.type('Drink water');
  order = order.concat(await tabUntil(page, 'Profile'));
  expectInOrder(order, ['Emoji for task 1', 'Task 1 name', 'Mark task 1 done', 'Add Another Task', 'Complete Daily Tasks', 'Tasks', 'Feed', 'Challenges', 'Premium', 'Profile']);
  // The emoji picker opens from its button, takes the focus, and gives it back on Escape.
  await page.getByRole('button', { name: 'Emoji for task 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose an emoji' })).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Choose an emoji' })).toBeHidden();
  expect((await focused(page)).name).toBe('Emoji for task 1');

  // Feed: the header's two actions, each opening a dialog that keeps and returns the focus.
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'No Friends Yet' })).toBeVisible();
  order = await tabUntil(page, 'Manage friends');
  await dialogTrapsAndReturnsFocus(page, 'Manage friends', 'Manage Friends');
  order = order.concat(await tabUntil(page, 'Share'));
  await dialogTrapsAndReturnsFocus(page, 'Share', 'Share a Photo');
  order = order.concat(await tabUntil(page, 'Profile'));
  expectInOrder(order, ['Manage friends', 'Share', 'Add Friends', 'Tasks', 'Profile']);

  // Profile: top to bottom as the screen reads; the collapsibles and the switch work from the keyboard.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  order = await tabUntil(page, 'Add Photo');
  // The photo chooser's input is visually hidden; its "Add Photo" label shows the focus ring instead.
  await expect(page.locator('label[for="profile-photo"]')).toHaveCSS('outline-style', 'solid');
  order = order.concat(await tabUntil(page, 'Profile', 80));
  expectInOrder(order, ['Add Photo', 'Username', 'Bio', 'Save Profile', 'Mood History', 'Private Profile', 'Log Out', 'Tasks', 'Profile']);
  const trophyCase = page.getByRole('button', { name: /Trophy Case/ });
  await trophyCase.focus();
  await page.keyboard.press('Enter');
  await expect(trophyCase).toHaveAttribute('aria-expanded', 'true');
  const moodHistory = page.getByRole('button', { name: 'Mood History' });
  await moodHistory.focus();
  await page.keyboard.press('Space');
  await expect(moodHistory).toHaveAttribute('aria-expanded', 'true');
  const privacy = page.getByRole('switch', { name: 'Private Profile' });
  await privacy.focus();
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  await page.keyboard.press('Space');
  await expect(privacy).not.toBeChecked();
});
