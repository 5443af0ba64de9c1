import path from 'node:path';
import { expect, logInAs, signUpAs, test } from '../fixtures';

const PHOTO = path.join(import.meta.dirname, '../assets/photo.jpg');

test('sign up, log out, log in, edit the profile, go private, and see it signed out', async ({ page, browser }) => {
  const username = await signUpAs(page);

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Welcome back! Sign in to continue.')).toBeVisible();

  await logInAs(page, username);
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByLabel('Bio').fill('Hello from the test');
  await page.locator('#profile-photo').setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await expect(page.locator('img[src^="/uploads/"]').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/test-results/profile.png', fullPage: true });

  // Wait for the save to land before a signed-out visitor looks.
  const saved = page.waitForResponse((r) => r.url().endsWith('/settings') && r.ok());
  await page.getByRole('switch', { name: 'Private Profile' }).click();
  await saved;
  await expect(page.getByRole('switch', { name: 'Private Profile' })).toBeChecked();

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/profile/${username}`);
  await expect(anon.getByRole('heading', { name: 'Profile is Private' })).toBeVisible();
  await expect(anon.getByText("This user's profile is private. You must be friends to view it.")).toBeVisible();
  await expect(anon.getByRole('link', { name: 'Join Dayleaf' })).toBeVisible();
  await visitor.close();
});

test('a profile that does not exist shows User not found.', async ({ page }) => {
  await page.goto('/profile/nobody_by_this_name');
  await expect(page.getByText('User not found.')).toBeVisible();
});
