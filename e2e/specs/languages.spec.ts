import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, PASSWORD, shoot, signUpAs, test, uniqueUser } from '../fixtures';

/*
 * The app in other languages (docs/decisions/083-lingui.md): the pseudo-locale (accented and 40% longer) on every
 * main screen, with nothing left in English and nothing clipped at 390 px; and Arabic, right to left, clean
 * for axe. E2E_SHOTS_DIR keeps screenshots of each for looking at.
 */

const LOCALE_KEY = 'dayleaf-locale';

/** Visible text in `scope` that is still plain English: a word of three or more unaccented Latin letters. */
async function untranslated(page: Page, scope: string, allowed: string[]): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots, allow) => {
    const found: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        // The language picker's names, times, and the daily quote's box (its words are the server's, in English).
        if (!el || el.closest('select, time, a[href="/quote-widget"]') || !el.checkVisibility()) continue;
        let text = node.textContent ?? '';
        for (const a of allow) text = text.split(a).join(' ');
        // Dates, times, zones and relative times are Intl's (or the app's Intl-equal English), in English under the pseudo-locale.
        text = text.replace(/\b(\d+ (second|minute|hour|day|week|month|year)s? ago|just now|now|yesterday|GMT)\b/g, ' ');
        text = text.replace(/\b(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|January|February|March|April|May|June|July|August|September|October|November|December|Sun|Mon|Tue|Wed|Thu|Fri|Sat|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec|UTC)\b/g, ' ');
        if (/\b[A-Za-z]{3,}\b/.test(text)) found.push(text.trim());
      }
    }
    return found;
  }, allowed);
}

/** Elements of `scope` that cut their own text: wider content than box, where the box hides what overflows. */
async function clipped(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const found: string[] = [];
    const readerOnly = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) if (getComputedStyle(at).clipPath === 'inset(50%)') return true;
      return false;
    };
    // What a sideways scroller holds (the year's weeks) is reached by scrolling it, not cut.
    const inScroller = (el: Element) => {
      for (let at = el.parentElement; at; at = at.parentElement) if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return true;
      return false;
    };
    // Each element of the screen must stay inside it (the page's own width also counts the falling leaves, a
    // decoration that may drift past the edge for a moment).
    for (const root of roots) {
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        // Screen-reader-only text is a 1 px clipped box by design, whether always (sr-only) or at a width (max-[399px]:sr-only).
        if (!el.checkVisibility() || !el.textContent?.trim() || readerOnly(el)) continue;
        const style = getComputedStyle(el);
        const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        if (hides && el.scrollWidth > el.clientWidth + 1 && el.children.length === 0) found.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`);
        const box = el.getBoundingClientRect();
        if (box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1) && style.position !== 'fixed' && !inScroller(el)) found.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" outside the screen`);
      }
    }
    return found;
  });
}

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('in the pseudo-locale, every main screen has no English left and nothing clipped at 390 px', async ({ page }) => {
  // A hang bound, not a speed goal: every wait below ends as soon as its condition holds.
  test.setTimeout(600_000);
  const username = await signUpAs(page);
  await page.evaluate((key) => localStorage.setItem(key, 'pseudo'), LOCALE_KEY);
  // Names, not words: the user's, the brand, the languages' own, and the browser and system a session was read from.
  const allowed = [username, 'Dayleaf', 'English', 'Español', 'Deutsch', 'Chrome', 'Linux'];
  // Each first screen opens with its own part of the messages (docs/decisions/089-first-screen-catalogs.md); a
  // message its part lacked would be a console error, which fails the test.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const loadedPart = (slug: string) => requested.some((file) => file.startsWith(`/assets/catalog-${slug}-en-XA-`));

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  expect(loadedPart('home')).toBe(true);
  expect(await untranslated(page, 'main, nav', allowed)).toEqual([]);
  expect(await clipped(page, 'main, nav')).toEqual([]);
  await shoot(page, 'pseudo-today');

  for (const [path, name] of [
    ['/feed', 'feed'],
    ['/challenges', 'challenges'],
    ['/profile', 'profile'],
    ['/notifications', 'notifications'],
    ['/subscription', 'subscription'],
    ['/settings', 'settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    if (path !== '/notifications') expect(loadedPart(name), path).toBe(true);
    // Every card has read its data: no loading shape and no loading text left.
    await expect(page.locator('main [aria-busy="true"], main [role="status"]:has-text("...")')).toHaveCount(0);
    expect(await untranslated(page, 'main, nav', allowed), path).toEqual([]);
    expect(await clipped(page, 'main, nav'), path).toEqual([]);
    await shoot(page, `pseudo-${name}`);
  }
});

test('in Arabic, the app is laid out right to left, its main screens are clean for axe, and the choice is the account’s', async ({ page }) => {
  // Ten pages with axe on each: a hang bound, not a speed goal (a busy 2-core machine took over a minute for six).
  test.setTimeout(600_000);
  await page.goto('/');
  // Picked on the login screen, before signing up: the new account speaks it.
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('tab', { name: 'إنشاء حساب' }).click();
  await page.getByLabel('اسم المستخدم').fill(uniqueUser());
  await page.getByLabel('كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(nav).toBeVisible();
  const me = await page.evaluate(() => localStorage.getItem('userId'));
  const account = (await (await page.request.get(`/api/users/${me}`)).json()) as { language: string | null };
  expect(account.language).toBe('ar');

  for (const [path, name] of [
    ['/', 'today'],
    ['/feed', 'feed'],
    ['/challenges', 'challenges'],
    ['/profile', 'profile'],
    ['/settings', 'settings'],
  ] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await axeFindings(page), `${path} at ${size.width}px`).toEqual([]);
      await shoot(page, `ar-${name}-${size.width}`);
    }
  }

  // Mirrored: from 1024 px the navigation is a rail down the right side.
  const box = (await nav.boundingBox())!;
  expect(box.x).toBeGreaterThan(1440 / 2);

  // Back to English from Settings: at once, and saved on the account.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('اللغة').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect.poll(async () => ((await (await page.request.get(`/api/users/${me}`)).json()) as { language: string | null }).language).toBe('en');
});

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the page links the Spanish manifest, whose shortcuts are Spanish; a language picked later links its own', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute('href', '/manifest.es.webmanifest');
    // What Chromium takes as the page's manifest: the one it would install.
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.es\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const spanish = JSON.parse(manifest.data) as { lang: string; description: string; shortcuts: Array<{ name: string; short_name: string; url: string }> };
    expect(spanish).toMatchObject({ lang: 'es', dir: 'ltr', description: 'Pequeñas tareas diarias, rachas y retos con amigos.' });
    expect(spanish.shortcuts.map(({ name, short_name, url }) => [name, short_name, url])).toEqual([
      ['Hoy', 'Hoy', '/'],
      ['La frase de hoy', 'Frase', '/quote-widget'],
    ]);

    // Picked on the login screen: at once, and the quote page links its own manifest in that language.
    await page.getByLabel('Idioma').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(link).toHaveAttribute('href', '/manifest.ar.webmanifest');
    await page.goto('/quote-widget');
    await expect(page.getByRole('link', { name: 'العودة إلى التطبيق' })).toBeVisible();
    await expect(link).toHaveAttribute('href', '/quote-widget.ar.webmanifest');
  });
});
