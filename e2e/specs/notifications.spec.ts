import { readFileSync } from 'node:fs';
import path from 'node:path';
import { befriend, expect, shoot, signUpAs, test, userId } from '../fixtures';

const PHOTO = readFileSync(path.join(import.meta.dirname, '../assets/photo.jpg'));

test('a friend accepts, likes and comments on a photo: the bell counts it, the list says it, a tap opens the comments and the count clears', async ({ page, browser }) => {
  // Two users, an upload and the notifications handled on the job queue: longer than the default budget.
  test.setTimeout(120_000);
  const nameA = await signUpAs(page);
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const nameB = await signUpAs(pageB);
  const [idA, idB] = [await userId(page), await userId(pageB)];

  await befriend(page, pageB);
  const shared = await page.request.post('/api/posts', {
    multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PHOTO }, caption: 'Morning light', user_id: idA },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { id: postId } = (await shared.json()) as { id: string };
  const liked = await pageB.request.post(`/api/posts/${postId}/like`, { data: { user_id: idB } });
  expect(liked.ok(), await liked.text()).toBe(true);
  const commented = await pageB.request.post(`/api/posts/${postId}/comments`, { data: { user_id: idB, content: 'Lovely!' } });
  expect(commented.status(), await commented.text()).toBe(201);

  // The items are written after the commits, on the job queue: the count reaches the user record within moments. A
  // has three: B accepted the request, then liked and commented.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/users/${idA}`)).json()) as { unread_notifications: number }).unread_notifications)
    .toBe(3);

  await page.goto('/');
  const bell = page.getByRole('link', { name: 'Notifications, 3 unread' });
  await expect(bell).toBeVisible();
  await shoot(page, 'notifications-bell');
  await bell.click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link')).toHaveCount(3);
  await expect(list.getByRole('link').nth(0)).toContainText(`${nameB} commented on your photo`);
  await expect(list.getByRole('link').nth(1)).toContainText(`${nameB} liked your photo`);
  await expect(list.getByRole('link').nth(2)).toContainText(`${nameB} accepted your friend request`);
  await shoot(page, 'notifications-list');

  // Seen, they are read: the count is gone once the record is read again.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/users/${idA}`)).json()) as { unread_notifications: number }).unread_notifications)
    .toBe(0);
  await list.getByRole('link', { name: new RegExp(`${nameB} commented on your photo`) }).click();
  await expect(page).toHaveURL(new RegExp(`/feed\\?post=${postId}&comments=open$`));
  const post = page.getByRole('article', { name: `Post by ${nameA}` });
  await expect(post.getByRole('list', { name: 'Comments' }).getByText('Lovely!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await contextB.close();
});
