import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type * as Yauzl from 'yauzl';
import { expect, shoot, signUpAs, test } from '../fixtures';

const PHOTO = path.join(import.meta.dirname, '../assets/photo.jpg');
// The API's own dev dependency opens the zip as an unzip tool would; e2e has no packages of its own.
const yauzl = createRequire(path.join(import.meta.dirname, '../../apps/api/package.json'))('yauzl') as typeof Yauzl;

/** Every file of a zip by its name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<Yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, file) => (err ? reject(err) : resolve(file))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: Yauzl.Entry) =>
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      }),
    );
    zip.readEntry();
  });
  return files;
}

async function sharePhoto(page: Page, caption: string) {
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Friends Feed' })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share a Photo' });
  await share.locator('#share-photo-file').setInputFiles(PHOTO);
  await share.getByPlaceholder("What's happening?").fill(caption);
  await share.getByRole('button', { name: 'Share Photo' }).click();
  await expect(share).toBeHidden();
}

test('export: Download my data saves a zip with the JSON of the account and its photo', async ({ page }) => {
  const username = await signUpAs(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  const today = new Date().toISOString().slice(0, 10);
  const task = await page.request.post('/api/tasks', { data: { user_id: me.id, name: 'Stretch', emoji: '🧘', date: today, completed: false } });
  expect(task.status()).toBe(201);
  await sharePhoto(page, 'Morning light');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const card = page.getByRole('heading', { name: 'Export my data' });
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'settings-export');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^dayleaf-export-${username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  await expect(page.getByText('Your data was downloaded.')).toBeVisible();
  await shoot(page, 'settings-export-done');

  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const files = await unzip(bytes);
  const data = JSON.parse(files.get('dayleaf-export.json')!.toString('utf8')) as {
    format_version: number;
    profile: { username: string };
    tasks: { name: string }[];
    posts: { caption: string; photo: string }[];
  };
  expect(data.format_version).toBe(1);
  expect(data.profile.username).toBe(username);
  expect(data.tasks.map((t) => t.name)).toEqual(['Stretch']);
  expect(data.posts).toEqual([expect.objectContaining({ caption: 'Morning light', photo: expect.stringMatching(/^photos\//) })]);
  const photo = files.get(data.posts[0]!.photo)!;
  expect(photo.length).toBeGreaterThan(1000);
});
