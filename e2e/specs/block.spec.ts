import type { Page } from '@playwright/test';
import { befriend, expect, shoot, signUpAs, test } from '../fixtures';

const idOf = (page: Page) => page.evaluate(() => localStorage.getItem('userId') as string);

async function searchFriends(page: Page, text: string) {
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Manage friends' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Friends' });
  await dialog.getByLabel('Search for a friend').fill(text);
  return dialog.getByRole('region', { name: 'Find friends' });
}

test("block a user from their profile: the profile is gone, search does not find them, and they cannot send a request", async ({ page, browser }) => {
  // Two browsers and screenshots: longer than the default budget on a shared machine.
  test.setTimeout(120_000);
  const nameA = await signUpAs(page);
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const nameB = await signUpAs(pageB);
  const [idA, idB] = [await idOf(page), await idOf(pageB)];

  // Friends first, so the block has a friendship to end.
  await befriend(page, pageB);

  await page.goto(`/profile/${nameB}`);
  await expect(page.getByRole('heading', { name: nameB, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Block' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block ${nameB}?` });
  await expect(confirm.getByText(/Your friendship ends/)).toBeVisible();
  await shoot(page, 'block-confirm');
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`Blocked ${nameB}.`)).toBeVisible();
  // Opened by its address, the profile is left for the feed.
  await expect(page).toHaveURL(/\/feed$/);

  // For A: the profile answers as for an unknown user, and search does not find B even by the exact name.
  await page.goto(`/profile/${nameB}`);
  await expect(page.getByRole('heading', { name: 'User not found.' })).toBeVisible();
  const foundByA = await searchFriends(page, nameB);
  await expect(foundByA.getByText('No users found.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Manage Friends' }).getByText('Your Friends (0)')).toBeVisible();

  // For B: A is not found either, and a request sent anyway is refused as for an unknown user.
  const foundByB = await searchFriends(pageB, nameA);
  await expect(foundByB.getByText('No users found.')).toBeVisible();
  const refused = await pageB.request.post(`/api/users/${idB}/friends`, { data: { userId: idA } });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toEqual({ error: 'User not found.', code: 'user_not_found' });
  await contextB.close();

  // A's settings list B, with Unblock.
  await page.goto('/settings');
  const blocked = page.getByRole('list', { name: 'Blocked users' });
  await expect(blocked.getByText(nameB)).toBeVisible();
  await shoot(page, 'settings-blocked');
  await blocked.getByRole('button', { name: `Unblock ${nameB}` }).click();
  await expect(page.getByText(`Unblocked ${nameB}.`)).toBeVisible();
  await expect(page.getByText("You haven't blocked anyone.")).toBeVisible();
});
