import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, shoot, signUpAs, test } from '../fixtures';

/*
 * The Reminders section of /settings in the production build, with its service worker. Headless Chromium
 * reaches no push service, so the init script stands in for the Push API's subscribe (a subscription as the
 * browser would give it); everything else (permission, the worker, the API) is real.
 */

interface Probe {
  permissionAsked: number;
}

/** Counts the permission questions, and replaces the push service with a subscription held in the page. */
async function fakePushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const probe = { permissionAsked: 0 };
    (window as unknown as { reminderProbe: Probe }).reminderProbe = probe;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      probe.permissionAsked += 1;
      return ask(...args);
    };
    let held: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      // On a host the API allows (PUSH_SERVICE_HOSTS); this spec never sends a push, so it reaches no network.
      const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
      // Keys as a real subscription has them: an uncompressed P-256 public key and a 16-byte secret.
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const p256dh = base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
      const auth = base64url(crypto.getRandomValues(new Uint8Array(16)));
      held = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key instanceof Uint8Array ? key.slice().buffer : null },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          held = null;
          return true;
        },
        getKey: () => null,
      } as unknown as PushSubscription;
      return held;
    };
    PushManager.prototype.getSubscription = async () => held;
  });
}

const permissionAsked = (page: Page) => page.evaluate(() => (window as unknown as { reminderProbe: Probe }).reminderProbe.permissionAsked);

/** axe on the section alone, with the system in light and in dark mode (the Standard theme's two palettes). */
async function auditSection(page: Page, where: string) {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const results = await new AxeBuilder({ page })
      .include('section[aria-labelledby="settings-reminders"]')
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    for (const v of results.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') found.push(`${where}, ${scheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(found).toEqual([]);
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Reminders' });
  await expect(section.getByRole('switch', { name: 'Daily reminder' })).toBeVisible();
  return section;
}

test('Reminders: the section shows without asking anything; turning on asks for permission on the press and adds this device; signing out removes it', async ({
  page,
  context,
}) => {
  // Four axe runs on the section (off and on, light and dark): 8 to 12 s each on a busy 2-core machine.
  test.setTimeout(180_000);
  await context.grantPermissions(['notifications']);
  await fakePushService(context);
  await signUpAs(page);
  const id = await page.evaluate(() => localStorage.getItem('userId'));
  const section = await openSettings(page);
  const toggle = section.getByRole('switch', { name: 'Daily reminder' });

  await expect(toggle).not.toBeChecked();
  await expect(section.getByLabel('Remind me at')).toHaveValue('20:00');
  await expect(section.getByRole('button', { name: 'Send a test reminder' })).toBeVisible();
  expect(await permissionAsked(page)).toBe(0);
  await auditSection(page, 'off');
  await shoot(page, 'reminders-off', section);

  await toggle.click();

  await expect(toggle).toBeChecked();
  await expect(section.getByText('On. This device gets them.')).toBeVisible();
  expect(await permissionAsked(page)).toBe(1);
  const stored = await (await page.request.get(`/api/users/${id}/reminders`)).json();
  expect(stored).toMatchObject({ enabled: true, time: '20:00', devices: 1 });

  await section.getByLabel('Remind me at').fill('07:45');
  await expect(section.getByText('Saved.')).toBeVisible();
  expect(await (await page.request.get(`/api/users/${id}/reminders`)).json()).toMatchObject({ time: '07:45' });
  await auditSection(page, 'on');
  await shoot(page, 'reminders-on', section);

  // Signing out ends this device's subscription while the session still can.
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  const removal = page.waitForRequest((req) => req.method() === 'DELETE' && req.url().includes('/push-subscriptions?endpoint='));
  await page.getByRole('button', { name: 'Log Out' }).click();
  const removed = await removal;
  expect(new URL(removed.url()).searchParams.get('endpoint')).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\//);
  expect((await removed.response())?.status()).toBe(204);
  await expect(page.getByText('Welcome back! Sign in to continue.')).toBeVisible();
});

test('Reminders: when notifications are blocked, turning on says how to allow them and stays off', async ({ page, context }) => {
  await fakePushService(context);
  // Blocked for the site, as after a "Block" answer: the browser answers at once, without a prompt.
  await context.addInitScript(() => {
    Notification.requestPermission = async () => 'denied';
  });
  await signUpAs(page);
  const section = await openSettings(page);
  const toggle = section.getByRole('switch', { name: 'Daily reminder' });

  await toggle.click();

  await expect(section.getByRole('alert')).toContainText('Notifications are blocked for Dayleaf in this browser.');
  await expect(toggle).not.toBeChecked();
  await auditSection(page, 'denied');
  await shoot(page, 'reminders-denied', section);
});
