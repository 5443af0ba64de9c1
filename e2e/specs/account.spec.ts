import type { Page } from '@playwright/test';
import { expect, logInAs, PASSWORD, shoot, signUpAs, test } from '../fixtures';

const NEW_PASSWORD = 'e2e-password-2';

async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

async function logInWith(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('change the password: the other browser is signed out, and only the new password logs in', async ({ page, browser }) => {
  const username = await signUpAs(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logInAs(other, username);

  await openSettings(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toHaveClass(/text-primary/);
  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await shoot(page, 'settings');

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Other sessions were signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await other.reload();
  await expect(other.getByText('Welcome back! Sign in to continue.')).toBeVisible();
  await otherContext.close();

  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Welcome back! Sign in to continue.')).toBeVisible();
  await logInWith(page, username, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await logInWith(page, username, NEW_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('delete the account: a wrong password is refused, then the login screen returns and the old credentials no longer work', async ({ page }) => {
  const username = await signUpAs(page);
  await openSettings(page);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
  await dialog.getByLabel('Password').fill('not-my-password');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await shoot(page, 'settings-delete-dialog');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not correct.');

  await dialog.getByLabel('Password').fill(PASSWORD);
  await confirm.click();
  await expect(page.getByText('Welcome back! Sign in to continue.')).toBeVisible();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await logInWith(page, username, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
});
