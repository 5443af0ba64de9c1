import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, shoot, signUpAs, test } from '../fixtures';

const PHOTO = path.join(import.meta.dirname, '../assets/photo.jpg');
const idOf = (page: Page) => page.evaluate(() => localStorage.getItem('userId') as string);

/** Completes today for the signed-in user through the daily API, so friends get an activity card. */
async function completeToday(page: Page, tasks: string[]) {
  const userId = await idOf(page);
  const date = new Date().toISOString().slice(0, 10);
  for (const name of tasks) {
    const res = await page.request.post('/api/tasks', { data: { user_id: userId, name, emoji: '✅', date, completed: false } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const done = await page.request.post(`/api/users/${userId}/complete-daily-tasks`, { data: { date } });
  expect(done.ok(), await done.text()).toBe(true);
}

async function openFeed(page: Page) {
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Friends Feed' })).toBeVisible();
  await expect(page.getByText('Loading feed...')).toBeHidden();
}

test('two friends share, like and comment on a photo, and the owner edits and deletes it', async ({ page, browser }) => {
  // Two users, an upload and light and dark screenshots: longer than the default budget on a shared machine.
  test.setTimeout(180_000);
  // A starts alone: the empty feed invites to add friends.
  const nameA = await signUpAs(page);
  await openFeed(page);
  await expect(page.getByRole('heading', { name: 'No Friends Yet' })).toBeVisible();
  await shoot(page, 'feed-empty');

  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const errorsB: string[] = [];
  pageB.on('pageerror', (err) => errorsB.push(err.message));
  pageB.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errorsB.push(msg.text());
  });
  const nameB = await signUpAs(pageB);

  // A finds B and sends a request.
  await page.getByRole('button', { name: 'Add Friends' }).click();
  const friendsA = page.getByRole('dialog', { name: 'Manage Friends' });
  await expect(friendsA.getByText("You haven't added any friends yet.")).toBeVisible();
  await friendsA.getByPlaceholder('Search for a friend...').fill(nameB.toUpperCase());
  await expect(friendsA.getByText(nameB, { exact: true })).toBeVisible();
  await shoot(page, 'friends-search');
  await friendsA.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(`Friend request sent to ${nameB}!`)).toBeVisible();
  await friendsA.getByText('Close', { exact: true }).click();
  await expect(friendsA).toBeHidden();

  // B accepts it from the feed's friends manager.
  await openFeed(pageB);
  await pageB.getByRole('button', { name: /Manage friends/ }).click();
  const friendsB = pageB.getByRole('dialog', { name: 'Manage Friends' });
  await expect(friendsB.getByText('Incoming Requests (1)')).toBeVisible();
  await shoot(pageB, 'friends-request');
  await friendsB.getByRole('button', { name: `Accept ${nameA}` }).click();
  await expect(pageB.getByText('Friend request accepted.')).toBeVisible();
  await expect(friendsB.getByText('Your Friends (1)')).toBeVisible();
  await expect(friendsB.getByText(nameA, { exact: true })).toBeVisible();
  await friendsB.getByText('Close', { exact: true }).click();
  await completeToday(pageB, ['Morning run', 'Read 10 pages']);

  // A shares a photo; the caption is markup, which must show as plain text.
  const caption = 'Sunset <b>walk</b> & tea';
  await openFeed(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share a Photo' });
  await expect(share.getByRole('button', { name: 'Share Photo' })).toBeDisabled();
  await share.locator('#share-photo-file').setInputFiles(PHOTO);
  await expect(share.getByRole('img', { name: 'Selected photo preview' })).toBeVisible();
  await expect(share.getByText('Change', { exact: true })).toBeVisible();
  await expect(share.getByLabel('Change photo')).toHaveAttribute('type', 'file');
  await share.getByPlaceholder("What's happening?").fill(caption);
  await shoot(page, 'share-dialog');
  await share.getByRole('button', { name: 'Share Photo' }).click();
  await expect(share).toBeHidden();
  const postA = page.getByRole('article', { name: `Post by ${nameA}` });
  await expect(postA.getByText(caption)).toBeVisible();
  await expect(postA.locator('b')).toHaveCount(0);
  await expect(postA.getByRole('button', { name: '0 likes' })).toBeDisabled();

  // B sees it, likes it and comments.
  await openFeed(pageB);
  const postB = pageB.getByRole('article', { name: `Post by ${nameA}` });
  await expect(postB.getByText(caption)).toBeVisible();
  await expect(postB.getByRole('button', { name: 'Post options' })).toHaveCount(0);
  // The 800x600 photo is offered at its stored sizes narrower than itself, with its own width and height, and the
  // browser's pick loads (docs/decisions/024-photo-sizes.md); each size is served to the friend.
  const photoB = postB.getByRole('img', { name: `Photo by ${nameA}: ${caption}` });
  await expect(photoB).toHaveAttribute('srcset', /\?w=360 360w, .+\?w=720 720w, \/uploads\/[0-9a-f-]{36}\.webp 800w$/);
  await expect(photoB).toHaveAttribute('width', '800');
  await expect(photoB).toHaveAttribute('height', '600');
  await expect.poll(() => photoB.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const photoUrl = (await photoB.getAttribute('src'))!;
  for (const size of ['?w=360', '?w=720']) {
    const res = await pageB.request.get(`${photoUrl}${size}`);
    expect(res.status(), size).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
  }
  await postB.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(postB.getByRole('button', { name: '1 like' })).toBeEnabled();
  await postB.getByRole('button', { name: 'Comment', exact: true }).click();
  await postB.getByPlaceholder('Add a comment...').fill('Beautiful light!');
  await postB.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(pageB.getByText('Comment posted!')).toBeVisible();
  await expect(postB.getByRole('list', { name: 'Comments' }).getByText('Beautiful light!')).toBeVisible();
  // B fixes the comment inline; it then says it was edited.
  await postB.getByRole('button', { name: 'Edit your comment' }).click();
  await postB.getByRole('textbox', { name: 'Edit comment' }).fill('Beautiful light! Where is this?');
  await postB.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageB.getByText('Comment updated!')).toBeVisible();
  await expect(postB.getByRole('list', { name: 'Comments' }).getByText('Beautiful light! Where is this?')).toBeVisible();
  await expect(postB.getByText('· Edited')).toBeVisible();
  await shoot(pageB, 'feed-friend');

  // A sees one like and one comment, and who liked it.
  await openFeed(page);
  await expect(postA.getByRole('button', { name: '1 like' })).toBeVisible();
  await expect(postA.getByRole('button', { name: 'View 1 comment' })).toBeVisible();
  await expect(page.getByText('Completed their daily tasks!')).toBeVisible();
  await expect(page.getByText('Read 10 pages')).toBeVisible();
  await postA.getByRole('button', { name: '1 like' }).click();
  const likedBy = page.getByRole('dialog', { name: 'Liked by' });
  await expect(likedBy.getByRole('link', { name: nameB })).toBeVisible();
  await shoot(page, 'feed-owner-likers');
  await page.keyboard.press('Escape');
  await postA.getByRole('button', { name: 'View 1 comment' }).click();
  await expect(postA.getByText('Beautiful light! Where is this?')).toBeVisible();

  // A, the post's owner, deletes B's comment after a confirm.
  await postA.getByRole('button', { name: `Delete comment by ${nameB}` }).click();
  const confirmComment = page.getByRole('alertdialog', { name: 'Delete comment?' });
  await confirmComment.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comment deleted!')).toBeVisible();
  await expect(postA.getByText('Beautiful light! Where is this?')).toHaveCount(0);
  await expect(postA.getByText('No comments yet.')).toBeVisible();

  // A edits the caption, then deletes the post.
  await postA.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await postA.getByRole('textbox', { name: 'Caption' }).fill('Sunset walk, edited');
  await postA.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Post updated!')).toBeVisible();
  await expect(postA.getByText('Sunset walk, edited')).toBeVisible();

  await postA.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Post?' });
  await expect(confirm.getByText('Are you sure you want to permanently delete this post?')).toBeVisible();
  await shoot(page, 'delete-dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted!')).toBeVisible();
  await expect(postA).toHaveCount(0);

  // Nobody else can see A's posts: B no longer finds it either.
  await openFeed(pageB);
  await expect(pageB.getByRole('article', { name: `Post by ${nameA}` })).toHaveCount(0);

  expect(errorsB, 'console errors of the second user').toEqual([]);
  await contextB.close();
});
