import type { Page } from '@playwright/test';
import { expect, savedTaskNames, shoot, signUpAs, streak, test, userId } from '../fixtures';

/**
 * Working with no network (decision record 030): reads come from the device's last copies, writes wait on the
 * device in order and reach the server with the time the person acted (offline_at) when the network returns.
 * The service worker (decision record 028) serves the app itself offline, so these run on the production build.
 */

const TOO_LATE = /^This was done offline on \d{4}-\d\d-\d\d and reached us more than 6 hours after that day ended, so it was not saved\.$/;

/** The device's date (its clock may be set back), as YYYY-MM-DD. */
const deviceDate = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-CA'));

/** 'Wednesday, November 25', as the tasks header writes a day. */
const title = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The query keys the device keeps a last copy of (IndexedDB 'dayleaf', read only once the app has made it). */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'dayleaf')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('dayleaf');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('device')) {
          db.close();
          resolve([]);
          return;
        }
        const read = db.transaction('device').objectStore('device').get('last-copies');
        read.onsuccess = () => {
          db.close();
          const copies = (read.result as { copies?: Record<string, { queryKey: unknown[] }> } | undefined)?.copies ?? {};
          resolve(Object.values(copies).map((c) => JSON.stringify(c.queryKey)));
        };
        read.onerror = () => {
          db.close();
          resolve([]);
        };
      };
    });
  });
}

/** After a first visit: the service worker holds the app, and the device holds the user and the day's tasks. */
async function readyForOffline(page: Page, day: string) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const id = await userId(page);
  await expect.poll(() => keptKeys(page), { timeout: 20_000 }).toEqual(
    expect.arrayContaining([JSON.stringify(['users', id]), JSON.stringify(['tasks', id, day])]),
  );
}

/** A new user's first visit, online: one task saved for today, the app and the day kept for offline. Returns today. */
async function firstVisit(page: Page, taskName: string): Promise<string> {
  await signUpAs(page);
  const today = await deviceDate(page);
  await page.getByLabel('Task 1 name').fill(taskName);
  await expect.poll(() => savedTaskNames(page, today)).toEqual([taskName]);
  await readyForOffline(page, today);
  return today;
}

/** Opens the tasks screen again inside the app (no page load), so it reads the device's today anew. */
async function reopenTasks(page: Page) {
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('link', { name: 'Tasks' }).click();
}

test('offline: a reload shows the day from the device; a rename and the completion made offline reach the server when the network returns', async ({
  page,
}) => {
  const today = await firstVisit(page, 'Read');

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByText(title(today), { exact: true })).toBeVisible();
  await expect(page.getByLabel('Task 1 name')).toHaveValue('Read');

  // Both wait on the device, shown as done at once.
  await page.getByLabel('Task 1 name').fill('Read a book');
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
  await shoot(page, 'offline-tasks');
  await page.getByRole('button', { name: 'Complete Daily Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toBeVisible();
  await expect(page.getByText('2 changes waiting to be sent')).toBeVisible();

  // A reload keeps them, and the day opens done from the device's copy.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toBeVisible();
  await expect(page.getByText('2 changes waiting to be sent')).toBeVisible();
  expect(await savedTaskNames(page, today)).toEqual(['Read']);
  expect(await streak(page)).toBe(0);

  await page.context().setOffline(false);
  await expect(page.getByText(/changes? waiting to be sent/)).toHaveCount(0);
  await expect(page.getByText('Offline', { exact: true })).toHaveCount(0);
  await expect.poll(() => savedTaskNames(page, today)).toEqual(expect.arrayContaining(['Read a book', 'Daily tasks completed']));
  expect(await savedTaskNames(page, today)).not.toContain('Read');
  expect(await streak(page)).toBe(1);
  await expect(page.getByRole('region', { name: 'Not saved' })).toHaveCount(0);
});

test('offline: a completion that reaches the server too late is listed as not saved with the reason, and the later change still goes through', async ({
  page,
}) => {
  const today = await firstVisit(page, 'Stretch');

  // The device's clock says two days ago: the day the person acts on is that day, read while still online.
  const twoDaysAgo = new Date(`${today}T12:00:00`);
  twoDaysAgo.setDate(twoDaysAgo.getDate() - 2);
  await page.clock.setFixedTime(twoDaysAgo);
  const earlier = await deviceDate(page);
  await reopenTasks(page);
  await expect(page.getByText(title(earlier), { exact: true })).toBeVisible();
  await expect(page.getByLabel('Task 1 name')).toHaveValue('');
  await readyForOffline(page, earlier);

  // With no network, that day's task and completion wait on the device, stamped two days ago.
  await page.context().setOffline(true);
  await page.getByLabel('Task 1 name').fill('Walk');
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Daily Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toBeVisible();

  // Back to the right time, still offline: today's rename waits behind them.
  await page.clock.setFixedTime(new Date());
  await reopenTasks(page);
  await expect(page.getByText(title(today), { exact: true })).toBeVisible();
  await page.getByLabel('Task 1 name').fill('Stretch legs');
  await expect(page.getByText('3 changes waiting to be sent')).toBeVisible();

  await page.context().setOffline(false);
  const notSaved = page.getByRole('region', { name: 'Not saved' });
  await expect(notSaved).toBeVisible();
  await expect(page.getByText(/changes? waiting to be sent/)).toHaveCount(0);
  await expect(notSaved.getByText('Add the task "Walk"')).toBeVisible();
  await expect(notSaved.getByText(`Complete the day (${title(earlier)})`)).toBeVisible();
  const reasons = notSaved.getByText(TOO_LATE);
  await expect(reasons).toHaveCount(2);
  await expect(reasons.first()).toContainText(`offline on ${earlier}`);
  await shoot(page, 'offline-not-saved');

  // Nothing else was lost: today's rename reached the server; the late day has nothing and the streak did not move.
  await expect.poll(() => savedTaskNames(page, today)).toEqual(['Stretch legs']);
  expect(await savedTaskNames(page, earlier)).toEqual([]);
  expect(await streak(page)).toBe(0);

  // Read, then dismissed one by one.
  await notSaved.getByRole('button', { name: 'Dismiss: Add the task "Walk"' }).click();
  await expect(notSaved.getByText('Add the task "Walk"')).toHaveCount(0);
  await notSaved.getByRole('button', { name: `Dismiss: Complete the day (${title(earlier)})` }).click();
  await expect(notSaved).toHaveCount(0);
});

test('offline: Log Out with a change still waiting asks before deleting it; back online the change is sent and Log Out just signs out', async ({ page }) => {
  const today = await firstVisit(page, 'Read');

  await page.context().setOffline(true);
  await page.getByLabel('Task 1 name').fill('Read a book');
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out with unsent changes?' });
  await expect(dialog).toContainText('1 change made offline has not reached Dayleaf yet. Signing out deletes it from this device.');
  await shoot(page, 'offline-sign-out');
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeFocused();

  // The switch's off and on states, as the person sees them on the profile card.
  const privacy = page.getByRole('switch', { name: 'Private Profile' });
  const card = page.locator('section, div').filter({ has: privacy }).last();
  await shoot(page, 'switch-off', card);
  await page.context().setOffline(false);
  await expect.poll(() => savedTaskNames(page, today)).toEqual(['Read a book']);
  await privacy.click();
  await expect(privacy).toBeChecked();
  await shoot(page, 'switch-on', card);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Welcome back! Sign in to continue.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
