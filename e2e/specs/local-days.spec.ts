import type { Page } from '@playwright/test';
import { expect, logInAs, PASSWORD, savedTaskNames, shoot, signUpAs, test, uniqueUser, userId } from '../fixtures';

/** The date in `zone` now, as YYYY-MM-DD. */
const dateIn = (zone: string, at = new Date()) => at.toLocaleDateString('en-CA', { timeZone: zone });
/** 'Wednesday, November 25', as the tasks header writes a day. */
const title = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

// The browser's zone, chosen when the run starts so its date differs from UTC's: Kiritimati (UTC+14) is a day
// ahead from 10:00 UTC to midnight, Pago Pago (UTC-11) a day behind from midnight to 11:00 UTC. The two are 25
// hours apart, so their dates always differ: the other one is where the user moves in settings.
const AHEAD = 'Pacific/Kiritimati';
const BEHIND = 'Pacific/Pago_Pago';
const BROWSER_ZONE = new Date().getUTCHours() >= 10 ? AHEAD : BEHIND;
const OTHER_ZONE = BROWSER_ZONE === AHEAD ? BEHIND : AHEAD;

test.use({ timezoneId: BROWSER_ZONE });

async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Day', exact: true, level: 2 })).toBeVisible();
}

test("a new user's header, task date and done view are the local date; moving zone in settings moves them", async ({ page }) => {
  const local = dateIn(BROWSER_ZONE);
  expect(local, 'the browser zone is chosen to differ from UTC').not.toBe(dateIn('UTC'));
  await signUpAs(page);

  // The header is the browser's (now the user's) date, and a task is saved for it.
  await expect(page.getByText(title(local), { exact: true })).toBeVisible();
  const created = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/tasks');
  await page.getByLabel('Task 1 name').fill('Drink water');
  expect((await created).postDataJSON()).toMatchObject({ name: 'Drink water', date: local });
  await expect.poll(() => savedTaskNames(page, local)).toEqual(['Drink water']);

  // Completing it completes the local date: the done view opens again on it after a reload.
  await page.getByRole('button', { name: 'Complete Daily Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toBeVisible();
  await expect(page.getByText(title(local), { exact: true })).toBeVisible();

  // The Day card shows the zone sign-up sent, followed automatically; turning that off lets the user pick one, and
  // the search narrows the list to the zone typed.
  await openSettings(page);
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue(BROWSER_ZONE);
  const automatic = page.getByRole('switch', { name: 'Set automatically' });
  await expect(automatic).toBeChecked();
  await shoot(page, 'settings-day');
  await automatic.tap();
  await expect(automatic).not.toBeChecked();
  // The full list is put in as the select is reached, before its picker opens.
  await zone.tap();
  await expect.poll(() => zone.locator('option').count()).toBeGreaterThan(400);
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search time zones' }).fill(OTHER_ZONE.split('/')[1]!.replace('_', ' '));
  await expect(zone).toHaveValue(OTHER_ZONE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Day settings saved.')).toBeVisible();

  // The tasks screen now opens on the other zone's date, with nothing done there yet.
  const moved = dateIn(OTHER_ZONE);
  expect(moved).not.toBe(local);
  await page.getByRole('link', { name: 'Tasks' }).click();
  await expect(page.getByText(title(moved), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Well Done!' })).toHaveCount(0);
  const movedTask = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/tasks');
  await page.getByLabel('Task 1 name').fill('Stretch');
  expect((await movedTask).postDataJSON()).toMatchObject({ name: 'Stretch', date: moved });
  await expect.poll(() => savedTaskNames(page, moved)).toEqual(['Stretch']);

  // A zone chosen in settings stays chosen when the app starts again in the browser's zone.
  await page.reload();
  await expect(page.getByText(title(moved), { exact: true })).toBeVisible();
  await expect(page.getByText(/^Time zone set to/)).toHaveCount(0);
});

test('a user whose stored zone is not the browser\'s gets it set once at login, with a toast naming it', async ({ page }) => {
  // Signed up without a zone, as before local days: their days are UTC days.
  const username = uniqueUser('tz');
  const res = await page.request.post('/api/auth/signup', { data: { username, password: PASSWORD } });
  expect(await res.json()).toMatchObject({ time_zone: 'UTC' });
  await page.context().clearCookies();

  const settingsSaves: unknown[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PATCH' && /\/api\/users\/[^/]+\/settings$/.test(new URL(req.url()).pathname)) settingsSaves.push(req.postDataJSON());
  });
  await logInAs(page, username);
  await expect(page.getByText(`Time zone set to ${BROWSER_ZONE}`)).toBeVisible();
  await expect(page.getByText(title(dateIn(BROWSER_ZONE)), { exact: true })).toBeVisible();
  const me = await page.request.get(`/api/users/${await userId(page)}`);
  expect(await me.json()).toMatchObject({ time_zone: BROWSER_ZONE });

  await page.reload();
  await expect(page.getByText(title(dateIn(BROWSER_ZONE)), { exact: true })).toBeVisible();
  // Sent as the device's zone, which the server follows while "Set automatically" is on (the default for UTC users).
  expect(settingsSaves).toEqual([{ device_time_zone: BROWSER_ZONE }]);
});
