import { mkdirSync } from 'node:fs';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

let counter = 0;
/** A username no other test uses. */
export function uniqueUser(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}_${counter}`.slice(0, 30);
}

export const PASSWORD = 'e2e-password-1';

/** Signs a new user up through the login screen and waits for the tasks screen. */
export async function signUpAs(page: Page, username = uniqueUser()): Promise<string> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return username;
}

export async function logInAs(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The signed-in user's id, as the app keeps it on the device. */
export async function userId(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('userId')))!;
}

/** Premium for the signed-in user through the demo provider, as the payment form does it. */
export async function makePremium(page: Page): Promise<void> {
  const ok = async (res: Awaited<ReturnType<Page['request']['post']>>) => {
    expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const intent = (await ok(await page.request.post('/api/create-payment-intent', { data: { amount: 499 } }))) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await ok(
    await page.request.post('/api/payments/demo/confirm', {
      data: { client_secret: intent.clientSecret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, billing_name: 'Ana' },
    }),
  );
  await ok(
    await page.request.post('/api/subscriptions/subscribe', {
      data: { user_id: await userId(page), type: 'premium', price_cents: 499, payment_intent_id: intent.paymentIntentId },
    }),
  );
}

/** Makes the two signed-in users friends through the API: the first asks, the second accepts. */
export async function befriend(asker: Page, answerer: Page): Promise<void> {
  const [askerId, answererId] = [await userId(asker), await userId(answerer)];
  const asked = await asker.request.post(`/api/users/${askerId}/friends`, { data: { userId: answererId } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { friendship_id } = (await asked.json()) as { friendship_id: string };
  const accepted = await answerer.request.patch(`/api/friend-requests/${friendship_id}`, { data: { status: 'accepted', userId: answererId } });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** The names of the signed-in user's tasks stored on the server for `date`, as the API lists them. */
export async function savedTaskNames(page: Page, date: string): Promise<string[]> {
  const res = await page.request.get(`/api/users/${await userId(page)}/tasks?date=${date}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Array<{ name: string }>).map((t) => t.name);
}

/** The signed-in user's streak as the server has it. */
export async function streak(page: Page): Promise<number> {
  const res = await page.request.get(`/api/users/${await userId(page)}`);
  return ((await res.json()) as { streak_count: number }).streak_count;
}

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (msg) => {
        // Failed requests the test provokes on purpose (403, 404) are logged by the browser; those are not app errors.
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
      });
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Light and dark screenshots of what the page shows now (or only `of`, a part of it; or, with `'screen'`, only what
 * the screen shows, where layers fixed to it stand as a person sees them: a whole-page shot stretches the screen
 * under them), for looking at by hand: only when E2E_SHOTS_DIR names a folder (outside the repository), so a normal
 * run writes nothing.
 */
export async function shoot(page: Page, name: string, of?: Locator | 'screen'): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const path = `${dir}/${name}-${scheme}.png`;
    await (of && of !== 'screen' ? of.screenshot({ path, animations: 'disabled' }) : page.screenshot({ path, fullPage: !of, animations: 'disabled' }));
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export { expect };
