import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, makePremium, signUpAs, test, userId } from '../fixtures';

/*
 * Share on the own profile makes the card in the browser (a real canvas, a real PNG): handed to the share sheet
 * where the browser can share files, else saved as a download with the link copied; in a premium theme, in that
 * theme's colours. CARD_SHOTS_DIR names a folder (outside the repository) to keep the cards for looking at; a normal
 * run writes nothing.
 */

interface Shared {
  name: string;
  type: string;
  size: number;
  url: string | undefined;
  text: string | undefined;
  png: string;
}

/** A share sheet that takes files, which keeps what it was given (window.sharedCards). */
async function acceptFiles(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedCards: shared });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => (data.files?.length ?? 0) > 0 });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const file = data.files![0]!;
        const bytes = new Uint8Array(await file.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        shared.push({ name: file.name, type: file.type, size: file.size, url: data.url, text: data.text, png: btoa(binary) });
      },
    });
  });
}

test('the share sheet gets the profile card as a PNG file, with its words and the profile link', async ({ page, baseURL }) => {
  await acceptFiles(page);
  const username = await signUpAs(page);
  await page.goto('/profile');
  const share = page.getByRole('button', { name: 'Share your profile card' });
  await expect(share).toBeVisible();
  await share.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedCards: unknown[] }).sharedCards.length)).toBe(1);
  const [card] = await page.evaluate(() => (window as unknown as { sharedCards: Shared[] }).sharedCards);
  expect(card!.name).toBe(`dayleaf-${username}.png`);
  expect(card!.type).toBe('image/png');
  expect(card!.size).toBeGreaterThan(10_000);
  expect(card!.url).toBe(`${baseURL}/profile/${username}`);
  expect(card!.text).toContain(username);
  const png = Buffer.from(card!.png, 'base64');
  // The PNG's own header: 1080 x 1350, whatever the screen's pixel ratio (2 here).
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
  if (process.env.CARD_SHOTS_DIR) writeFileSync(`${process.env.CARD_SHOTS_DIR}/h54c-e2e-shared.png`, png);
  await expect(share).toHaveText('Share');
});

test('without a share sheet for files, the card is downloaded and the link copied, and a toast says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
  });
  const username = await signUpAs(page);
  await page.goto('/profile');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share your profile card' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`dayleaf-${username}.png`);
  const path = await download.path();
  expect(path).toBeTruthy();
  await expect(page.getByText('Card saved. Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/profile/${username}`);
  if (process.env.CARD_SHOTS_DIR) await download.saveAs(`${process.env.CARD_SHOTS_DIR}/h54c-e2e-downloaded.png`);
});

test('in a premium theme the card is painted in the theme: Midnight gives a Midnight card', async ({ page }) => {
  await acceptFiles(page);
  await signUpAs(page);
  await makePremium(page);
  const activated = await page.request.post(`/api/users/${await userId(page)}/themes/midnight/activate`);
  expect(activated.ok(), await activated.text()).toBe(true);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(16, 18, 30)');
  await page.getByRole('button', { name: 'Share your profile card' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedCards: unknown[] }).sharedCards.length)).toBe(1);
  // The card's corner is its background: the theme's, not the Standard theme's light green.
  const corner = await page.evaluate(async () => {
    const [card] = (window as unknown as { sharedCards: Shared[] }).sharedCards;
    const bytes = Uint8Array.from(atob(card!.png), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const [r, g, b] = ctx.getImageData(8, 8, 1, 1).data;
    return `rgb(${r}, ${g}, ${b})`;
  });
  expect(corner).toBe('rgb(16, 18, 30)');
  if (process.env.CARD_SHOTS_DIR) {
    const [card] = await page.evaluate(() => (window as unknown as { sharedCards: Shared[] }).sharedCards);
    writeFileSync(`${process.env.CARD_SHOTS_DIR}/h54c-e2e-midnight.png`, Buffer.from(card!.png, 'base64'));
  }
});
