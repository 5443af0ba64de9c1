import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, makePremium, PASSWORD, test, uniqueUser } from '../fixtures';

/*
 * axe on every screen and every open state (dialogs, popovers, the expanded Trophy Case and Mood History,
 * the challenge detail, the share dialog, the payment form, the invite links' pages), once per look and size: the Standard theme with the
 * system in light mode, the same in dark mode, the dark premium theme Midnight and the light premium theme
 * Cherry Blossom, each on a phone (390x844, touch) and on a desktop (1440x900, mouse). Serious and critical
 * findings fail the test; all of them are gathered first, so one run names every problem.
 *
 * Beside axe, every audit checks the layout: no text is wider than its box, and on the phone each control is at
 * least 44 x 44 px. The users' names are 29 characters long, as long as a name can be but one, so a name that
 * would overflow a card, a list or a header does. With E2E_SHOTS_DIR set, every audited state is also
 * photographed there, for looking at by hand.
 */

const PHOTO = readFileSync(path.join(import.meta.dirname, '../assets/photo.jpg'));
const utcToday = () => new Date().toISOString().slice(0, 10);

interface Look {
  name: string;
  scheme: 'light' | 'dark';
  theme: string | null;
}

interface Size {
  name: 'phone' | 'desktop';
  /** What the browser context is: the config's touch phone, or a desktop with a mouse. */
  context: Parameters<Browser['newContext']>[0];
}

const SIZES: Size[] = [
  { name: 'phone', context: {} },
  { name: 'desktop', context: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false } },
];

const LOOKS: Look[] = [
  { name: 'the Standard theme, system in light mode', scheme: 'light', theme: null },
  { name: 'the Standard theme, system in dark mode', scheme: 'dark', theme: null },
  { name: 'the dark premium theme Midnight', scheme: 'light', theme: 'midnight' },
  { name: 'the light premium theme Cherry Blossom', scheme: 'light', theme: 'cherry-blossom' },
  // Every other catalog theme on request (about a minute each), e.g. after changing theme colours.
  ...(process.env.E2E_A11Y_ALL_THEMES
    ? ['forest', 'ocean-breeze', 'autumn-harvest', 'winter-frost', 'ember', 'lavender-dream'].map(
        (theme): Look => ({ name: `the theme ${theme}`, scheme: 'light', theme }),
      )
    : []),
];

/**
 * Runs axe on what the page shows now, or only on `within` (an open dialog or popover: the page behind it
 * was audited on its own), and records its serious and critical findings under `where`.
 */
async function audit(page: Page, where: string, findings: string[], within?: string) {
  await photograph(page, where, !within);
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    // Off by default in axe: the accessible name must contain the visible label (calendar days, buttons).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  for (const v of results.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`);
    findings.push(`${where}: ${v.id} (${v.impact}) ${v.help}\n${nodes.join('\n')}`);
  }
  const layout = await layoutProblems(page, within);
  if (layout.length) findings.push(`${where}: layout\n${layout.map((p) => `    ${p}`).join('\n')}`);
}

/** Where this test's photographs go (E2E_SHOTS_DIR/<look and size>/), or null when none are asked for. */
let shotsDir: string | null = null;
let shotCount = 0;

/** A photograph of what the page shows now: the whole page for a screen, the viewport for an open state. */
async function photograph(page: Page, where: string, wholePage: boolean) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  shotCount += 1;
  const screen = where.replace(/^\/(?= |$)/, 'tasks');
  const name = `${String(shotCount).padStart(2, '0')}-${screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80)}.png`;
  await page.screenshot({ path: path.join(shotsDir, name), fullPage: wholePage, animations: 'disabled' });
}

/** The smallest control a finger presses reliably on a touch screen, in CSS px (WCAG 2.5.5). */
const TOUCH_TARGET_PX = 44;

/**
 * Texts wider than their box (cut off or spilling out) and, on a touch screen, controls smaller than TOUCH_TARGET_PX
 * either way, in what the page shows now or only in `within`. A link inside a sentence is sized by its text and left
 * out (WCAG 2.5.8). A page on a touch screen must be a touch layout: (pointer: coarse) must match there.
 */
function layoutProblems(page: Page, within?: string): Promise<string[]> {
  return page.evaluate(
    ({ scope, minimum }) => {
      const root = scope ? document.querySelector(scope) : document.body;
      if (!root) return [`${scope} is not on the page`];
      const touch = navigator.maxTouchPoints > 0;
      if (touch && !matchMedia('(pointer: coarse)').matches) return ['the page is not a touch layout: (pointer: coarse) does not match'];
      const problems: string[] = [];
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
      // Not shown: no box, hidden, or visually hidden for screen readers (a 1 px square, as sr-only makes it).
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
      };
      const controls = root.querySelectorAll(
        'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=switch], [role=tab], [role=menuitem], [role=checkbox], [role=radio]',
      );
      for (const el of touch ? controls : []) {
        if (!shown(el)) continue;
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
        const box = el.getBoundingClientRect();
        if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
          problems.push(`${describe(el)} is ${Math.round(box.width)} x ${Math.round(box.height)} px, under ${minimum} x ${minimum}`);
        }
      }
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (!ownText || !shown(el) || el.clientWidth === 0) continue;
        const style = getComputedStyle(el);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue; // a scroller shows the rest
        if (el.scrollWidth > el.clientWidth + 1) problems.push(`${describe(el)} is ${el.scrollWidth} px wide in a ${el.clientWidth} px box`);
      }
      if (!scope && document.documentElement.scrollWidth > innerWidth) {
        problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${innerWidth} px screen`);
      }
      return problems;
    },
    { scope: within ?? null, minimum: TOUCH_TARGET_PX },
  );
}

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return res.json();
}

interface Person {
  page: Page;
  id: string;
  username: string;
}

/** A unique username of 29 characters, one short of the longest allowed. */
const longName = (prefix: string) => uniqueUser(prefix).padEnd(29, 'x').slice(0, 29);

/** A new user signed up through the API in a context of their own, signed in on the page. */
async function newPerson(browser: Browser, scheme: Look['scheme'], size: Size, prefix: string): Promise<Person> {
  const context = await browser.newContext({ ...size.context, colorScheme: scheme });
  const page = await context.newPage();
  const username = longName(prefix);
  const user = (await ok(await page.request.post('/api/auth/signup', { data: { username, password: PASSWORD } }))) as { id: string };
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('userId', id), user.id);
  return { page, id: user.id, username };
}

async function befriend(asker: Person, answerer: Person) {
  const { friendship_id } = (await ok(await asker.page.request.post(`/api/users/${asker.id}/friends`, { data: { userId: answerer.id } }))) as {
    friendship_id: string;
  };
  await ok(await answerer.page.request.patch(`/api/friend-requests/${friendship_id}`, { data: { status: 'accepted', userId: answerer.id } }));
}

async function addTasks({ page, id }: Person, names: string[]) {
  for (const name of names) {
    await ok(await page.request.post('/api/tasks', { data: { user_id: id, name, emoji: '💧', date: utcToday(), completed: false } }));
  }
}

async function share({ page, id }: Person, caption: string): Promise<string> {
  const post = (await ok(
    await page.request.post('/api/posts', {
      multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PHOTO }, caption, user_id: id },
    }),
  )) as { id: string };
  return post.id;
}

/**
 * The world every look is audited in: a premium user (with the look's theme) who has a task, a mood, a post,
 * a challenge of their own, one they left, and trophies, and a free friend with a private profile who shared a photo
 * and completed the day.
 */
async function setUp(browser: Browser, look: Look, size: Size) {
  const premium = await newPerson(browser, look.scheme, size, 'a11y_p');
  const free = await newPerson(browser, look.scheme, size, 'a11y_f');
  await makePremium(premium.page);
  await befriend(premium, free);
  if (look.theme) await ok(await premium.page.request.post(`/api/users/${premium.id}/themes/${look.theme}/activate`));
  await addTasks(premium, ['Drink water']);
  await ok(await premium.page.request.post('/api/mood-logs', { data: { user_id: premium.id, mood: 'happy' } }));
  await share(premium, 'My morning 🌅');
  const friendsPost = await share(free, 'Tea time 🍵');
  await ok(await premium.page.request.post(`/api/posts/${friendsPost}/like`, { data: { user_id: premium.id } }));
  await ok(await premium.page.request.post(`/api/posts/${friendsPost}/comments`, { data: { user_id: premium.id, content: 'Lovely! 😍' } }));
  await ok(
    await premium.page.request.post('/api/challenges', {
      data: { name: 'Morning walk', description: 'Walk 20 minutes every morning.', duration_days: 7, created_by: premium.id },
    }),
  );
  // A challenge the premium user joined and left: the history shows it as left.
  const stretch = (await ok(
    await free.page.request.post('/api/challenges', {
      data: { name: 'Evening stretch', description: 'Ten minutes of stretching.', duration_days: 14, created_by: free.id },
    }),
  )) as { id: string };
  await ok(await premium.page.request.post(`/api/challenges/${stretch.id}/join`, { data: { user_id: premium.id } }));
  await ok(await premium.page.request.post(`/api/challenges/${stretch.id}/leave`, { data: { user_id: premium.id } }));
  // A challenge of the friend's that the premium user has not joined, and its invite link.
  const sunrise = (await ok(
    await free.page.request.post('/api/challenges', {
      data: { name: '🌅 Sunrise walk', description: 'Ten minutes outside before breakfast.', duration_days: 30, created_by: free.id },
    }),
  )) as { id: string };
  const invites = {
    challenge: ((await ok(await free.page.request.get(`/api/challenges/${sunrise.id}/invite`))) as { code: string }).code,
    friend: ((await ok(await free.page.request.get(`/api/users/${free.id}/friend-invite`))) as { code: string }).code,
  };
  await addTasks(free, ['Stretch', 'Read 10 pages']);
  await ok(await free.page.request.post(`/api/users/${free.id}/complete-daily-tasks`, { data: { date: utcToday() } }));
  // Private: friends still see everything, a signed-out visitor gets 'Profile is Private'.
  await ok(await free.page.request.patch(`/api/users/${free.id}/settings`, { data: { is_profile_private: true } }));
  return { premium, free, invites };
}

type Invites = Awaited<ReturnType<typeof setUp>>['invites'];

/** Waits until the screen at `url` has shown `ready`, then audits it. */
async function visit(page: Page, url: string, ready: (page: Page) => Promise<void>, findings: string[]) {
  await page.goto(url);
  await ready(page);
  await audit(page, url, findings);
}

async function auditPremiumScreens(page: Page, friend: string, invites: Invites, findings: string[]) {
  await visit(page, '/', (p) => expect(p.getByLabel('Task 1 name')).toHaveValue('Drink water'), findings);
  await page.getByRole('button', { name: 'Emoji for task 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose an emoji' })).toBeVisible();
  await audit(page, '/ with the emoji picker open', findings, '[role=dialog]');
  await page.keyboard.press('Escape');

  await visit(page, '/feed', (p) => expect(p.getByText('Tea time 🍵')).toBeVisible(), findings);
  const friendsPost = page.getByRole('article', { name: `Post by ${friend}` });
  await friendsPost.getByRole('button', { name: '1 like' }).click();
  await expect(page.getByRole('dialog', { name: 'Liked by' }).getByRole('link')).toHaveCount(1);
  await audit(page, "/feed with 'Liked by' open", findings, '[role=dialog]');
  await page.keyboard.press('Escape');
  await friendsPost.getByRole('button', { name: 'View 1 comment' }).click();
  await expect(friendsPost.getByText('Lovely! 😍')).toBeVisible();
  await audit(page, '/feed with comments open', findings, `article[aria-label="Post by ${friend}"]`);
  await page.getByRole('button', { name: 'Post options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await audit(page, "/feed with a post's menu open", findings, '[role=menu]');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Post?' })).toBeVisible();
  await audit(page, '/feed with Delete Post? open', findings, '[role=dialog]');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share a Photo' });
  await expect(shareDialog).toBeVisible();
  await audit(page, '/feed with Share a Photo open', findings, '[role=dialog]');
  await shareDialog.locator('#share-photo-file').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await expect(shareDialog.getByRole('img', { name: 'Selected photo preview' })).toBeVisible();
  await audit(page, '/feed with Share a Photo and a chosen photo', findings, '[role=dialog]');
  await shareDialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Manage friends' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage Friends' }).getByText(friend, { exact: true })).toBeVisible();
  await audit(page, '/feed with Manage Friends open', findings, '[role=dialog]');
  await page.keyboard.press('Escape');

  await visit(page, '/challenges', (p) => expect(p.getByRole('region', { name: 'Your Active Challenges' })).toBeVisible(), findings);
  await page.getByRole('region', { name: 'Your Active Challenges' }).getByRole('button', { name: 'View', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Morning walk' }).getByRole('listitem')).toHaveCount(1);
  await audit(page, '/challenges with the challenge detail open', findings, '[role=dialog]');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create New Challenge' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Challenge' })).toBeVisible();
  await audit(page, '/challenges with Create New Challenge open', findings, '[role=dialog]');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Challenge History' }).click();
  await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Evening stretch' })).toBeVisible();
  await audit(page, '/challenges, Challenge History', findings);

  await visit(page, '/subscription', (p) => expect(p.getByRole('heading', { name: 'Streak Restoration' })).toBeVisible(), findings);
  await visit(page, '/subscribe', (p) => expect(p.getByLabel('Name on Card')).toBeVisible(), findings);
  await page.getByLabel('Name on Card').fill('Ana Lima');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $4.99' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await audit(page, '/subscribe with a declined card', findings);

  await visit(
    page,
    '/profile',
    async (p) => {
      await expect(p.getByText(/of \d+ unlocked/)).toBeVisible();
      await expect(p.getByRole('grid', { name: 'Your year' })).toBeVisible();
      await expect(p.getByRole('figure', { name: /^Days done each week/ })).toBeVisible();
    },
    findings,
  );
  await page.getByRole('button', { name: /Trophy Case/ }).click();
  await page.getByRole('button', { name: 'Mood History' }).click();
  await expect(page.getByRole('gridcell', { name: /: Happy$/ })).toBeVisible();
  await audit(page, '/profile with the Trophy Case and Mood History open', findings);

  await visit(
    page,
    '/settings',
    async (p) => {
      await expect(p.getByText('This device')).toBeVisible();
      await expect(p.getByText("You haven't blocked anyone.")).toBeVisible();
      await expect(p.getByRole('switch', { name: 'Daily reminder' })).toBeVisible();
    },
    findings,
  );
  const breaks = page.getByRole('region', { name: 'Breaks' });
  // A one-day break on the user's today, which the first day starts on.
  await breaks.getByLabel('Last day').fill(await breaks.getByLabel('First day').inputValue());
  await breaks.getByRole('button', { name: 'Take a break' }).click();
  await expect(page.getByRole('alertdialog', { name: /^Take a break on/ })).toBeVisible();
  await audit(page, '/settings with Take a break? open', findings, '[role=alertdialog]');
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await audit(page, '/settings with Delete your account? open', findings, '[role=dialog]');
  await page.keyboard.press('Escape');

  await visit(page, `/profile/${friend}`, (p) => expect(p.getByRole('heading', { name: friend, exact: true })).toBeVisible(), findings);
  await page.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByRole('alertdialog', { name: `Block ${friend}?` })).toBeVisible();
  await audit(page, `/profile/${friend} with Block ${friend}? open`, findings, '[role=alertdialog]');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await visit(page, '/quote-widget', (p) => expect(p.getByRole('heading', { name: 'Your Daily Motivation' })).toBeVisible(), findings);

  // The invite links' pages, signed in (docs/decisions/085-invite-links.md): a challenge to join, a friend's link
  // once friends, and a link that is no longer active.
  await visit(
    page,
    `/invite/challenge/${invites.challenge}`,
    async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Sunrise walk' })).toBeVisible();
      await expect(p.getByRole('button', { name: 'Join' })).toBeVisible();
    },
    findings,
  );
  await visit(page, `/invite/friend/${invites.friend}`, (p) => expect(p.getByText(`You and ${friend} are already friends.`)).toBeVisible(), findings);
  await visit(page, '/invite/challenge/no-such-invite-link', (p) => expect(p.getByRole('heading', { name: 'This invite link is no longer active.' })).toBeVisible(), findings);
}

async function auditFreeAndSignedOutScreens(browser: Browser, look: Look, size: Size, free: Person, premiumName: string, invites: Invites, findings: string[]) {
  // The friend completed the day: the done view, and the feed with someone else's post.
  await visit(free.page, '/', (p) => expect(p.getByRole('heading', { name: 'Well Done!' })).toBeVisible(), findings);
  await visit(free.page, '/feed', (p) => expect(p.getByText('My morning 🌅')).toBeVisible(), findings);

  const visitor = await (await browser.newContext({ ...size.context, colorScheme: look.scheme })).newPage();
  await visit(
    visitor,
    `/profile/${premiumName}`,
    async (p) => {
      // The name's heading carries the premium badge's label.
      await expect(p.getByRole('heading', { name: `${premiumName} Premium member`, exact: true })).toBeVisible();
      await expect(p.getByRole('grid', { name: `${premiumName}'s year` })).toBeVisible();
    },
    findings,
  );
  await visit(visitor, `/profile/${free.username}`, (p) => expect(p.getByRole('heading', { name: 'Profile is Private' })).toBeVisible(), findings);
  await visit(visitor, '/profile/nobody-has-this-name', (p) => expect(p.getByRole('heading', { name: 'User not found.' })).toBeVisible(), findings);
  await visit(visitor, `/invite/challenge/${invites.challenge}`, (p) => expect(p.getByRole('button', { name: 'I already have an account' })).toBeVisible(), findings);
  await visit(visitor, '/', (p) => expect(p.getByText('Sign in to continue.')).toBeVisible(), findings);
  await visitor.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(visitor.getByText('Create an account to start your journey.')).toBeVisible();
  await audit(visitor, '/ signing up', findings);

  // The visitor signs up: a free user at the daily limit sees the upgrade prompt, then the free offer.
  const username = longName('a11y_v');
  await visitor.getByLabel('Username').fill(username);
  await visitor.getByLabel('Password').fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Sign Up' }).click();
  await expect(visitor.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const id = await visitor.evaluate(() => localStorage.getItem('userId') as string);
  await addTasks({ page: visitor, id, username }, ['Stretch', 'Read 10 pages', 'Walk the dog']);
  await visit(visitor, '/', (p) => expect(p.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible(), findings);
  await visit(visitor, '/subscription', (p) => expect(p.getByRole('heading', { name: 'Dark Themes' })).toBeVisible(), findings);
  await visitor.context().close();
}

for (const size of SIZES) {
  for (const look of LOOKS) {
    test(`axe finds nothing serious on any screen or open state with ${look.name}, on a ${size.name}`, async ({ browser }) => {
      // Two users, a dozen screens and twenty open states, about fifty axe runs of 2 to 5 s each on a shared
      // 2-core machine: the walk takes 3 to 4 minutes there, and over 8 with other suites running beside it, so it
      // counts as stuck only after 15.
      test.setTimeout(900_000);
      shotsDir = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, `${look.theme ?? `standard-${look.scheme}`}-${size.name}`) : null;
      shotCount = 0;
      const { premium, free, invites } = await setUp(browser, look, size);
      const findings: string[] = [];
      await auditPremiumScreens(premium.page, free.username, invites, findings);
      if (look.theme) {
        // The theme really is painted, whatever the system says.
        await expect(premium.page.locator('html')).toHaveAttribute('data-scheme', /^(dark|light)$/);
        if (look.theme === 'midnight') await expect(premium.page.locator('html')).toHaveCSS('background-color', 'rgb(16, 18, 30)');
      } else {
        await auditFreeAndSignedOutScreens(browser, look, size, free, premium.username, invites, findings);
      }
      expect(findings, findings.join('\n\n')).toEqual([]);
      await premium.page.context().close();
      await free.page.context().close();
    });
  }
}
