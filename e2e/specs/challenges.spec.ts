import type { Page } from '@playwright/test';
import { expect, shoot, signUpAs, test } from '../fixtures';

const idOf = (page: Page) => page.evaluate(() => localStorage.getItem('userId') as string);

/** Makes two signed-in users friends through the friends API: one asks, the other accepts. */
async function befriend(asker: Page, answerer: Page) {
  const askerId = await idOf(asker);
  const answererId = await idOf(answerer);
  const sent = await asker.request.post(`/api/users/${askerId}/friends`, { data: { userId: answererId } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { friendship_id } = (await sent.json()) as { friendship_id: string };
  const answered = await answerer.request.patch(`/api/friend-requests/${friendship_id}`, {
    data: { status: 'accepted', userId: answererId },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
}

test('a friend finds a new challenge under Friends, joins it, looks at it, leaves it, and finds it in the history', async ({ page, browser }) => {
  // Two people, two browsers and some thirty steps: near a minute on a quiet machine.
  test.setTimeout(120_000);
  const challengeName = `Morning walk ${Date.now().toString(36)}`;

  // A starts with nothing: every empty state of the screen.
  const creatorName = await signUpAs(page);
  await page.getByRole('link', { name: 'Challenges' }).click();
  await expect(page.getByRole('heading', { name: 'Challenges', exact: true })).toBeVisible();
  await expect(page.getByText('Compete with friends!')).toBeVisible();
  await expect(page.getByText('No Challenges Yet')).toBeVisible();
  await expect(page.getByText('No challenges found. Create one to get started!')).toBeVisible();
  await shoot(page, 'empty');
  await page.getByRole('tab', { name: 'Challenge History' }).click();
  await expect(page.getByText('No challenge history yet. Join your first challenge to start building your record!')).toBeVisible();
  await page.getByRole('tab', { name: 'Available Challenges' }).click();

  // A creates a 7-day challenge; the submit button waits for every field.
  await page.getByRole('button', { name: 'Create New Challenge' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Challenge' });
  const submit = form.getByRole('button', { name: 'Create Challenge' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Challenge Name').fill(challengeName);
  await form.getByLabel('Description').fill('Walk for 20 minutes before breakfast, every day.');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Duration').selectOption('7');
  await shoot(page, 'create-dialog');
  await submit.click();
  await expect(form).toBeHidden();

  // Hers is listed once, among her active challenges, with her invitation rather than a join button.
  const active = page.getByRole('region', { name: 'Your Active Challenges' });
  const ownCard = active.getByRole('article', { name: challengeName });
  await expect(ownCard.getByText('Your Challenge')).toBeVisible();
  await expect(ownCard.getByText('1 participant')).toBeVisible();
  await expect(ownCard.getByText('7 days left')).toBeVisible();
  await expect(ownCard.getByText('0/7 days')).toBeVisible();
  await expect(ownCard.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(ownCard.getByRole('button', { name: 'Leave' })).toHaveCount(0);
  const browse = page.getByRole('region', { name: 'Browse Challenges' });
  await expect(browse.getByRole('article', { name: challengeName })).toHaveCount(0);
  await expect(browse.getByText('No challenges found. Create one to get started!')).toBeVisible();

  // Invite friends: the share sheet where the browser has one, else the invitation on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const shares = await page.evaluate(() => typeof navigator.share === 'function');
  if (!shares) {
    await ownCard.getByRole('button', { name: 'Invite friends' }).click();
    await expect(page.getByText('Invitation copied. Paste it to your friends.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Join my challenge '${challengeName}' on Dayleaf!`);
    expect(copied).toContain('/invite/challenge/');
    await page.getByRole('button', { name: 'Close toast' }).click();
  }
  await shoot(page, 'own-active');

  // B becomes A's friend and finds the challenge on the Friends tab.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const friendErrors: string[] = [];
  friend.on('pageerror', (err) => friendErrors.push(err.message));
  friend.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) friendErrors.push(msg.text());
  });
  const friendName = await signUpAs(friend);
  await befriend(page, friend);
  await friend.getByRole('link', { name: 'Challenges' }).click();
  await expect(friend.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
  const friendBrowse = friend.getByRole('region', { name: 'Browse Challenges' });
  const card = friendBrowse.getByRole('article', { name: challengeName });
  await expect(card.getByText(creatorName)).toBeVisible();
  await expect(card.getByText('1 participant joined')).toBeVisible();
  await card.getByRole('button', { name: 'Join Challenge' }).click();
  const toast = friend.getByText(`You've joined the '${challengeName}' challenge!`);
  await expect(toast).toBeVisible();

  // Joined, it moves from the browse list to B's active challenges.
  const friendActive = friend.getByRole('region', { name: 'Your Active Challenges' });
  const joinedCard = friendActive.getByRole('article', { name: challengeName });
  await expect(joinedCard.getByText('2 participants')).toBeVisible();
  await expect(joinedCard.getByRole('button', { name: 'Leave' })).toBeVisible();
  await expect(joinedCard.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
  await expect(card).toHaveCount(0);

  // The toast sits over the lower cards on a phone; dismiss it as a user would.
  await friend.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toBeHidden();
  await shoot(friend, 'available');

  // The details list both, the creator and the viewer marked.
  await joinedCard.getByRole('button', { name: 'View' }).click();
  const details = friend.getByRole('dialog', { name: challengeName });
  await expect(details.getByText('Walk for 20 minutes before breakfast, every day.')).toBeVisible();
  const rows = details.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const creatorRow = rows.filter({ hasText: creatorName });
  const friendRow = rows.filter({ hasText: friendName });
  await expect(creatorRow).toContainText('Creator');
  await expect(creatorRow).not.toContainText('You');
  await expect(friendRow).toContainText('You');
  await expect(friendRow).not.toContainText('Creator');
  await expect(details.getByText('🔥 0 days')).toHaveCount(2);
  await expect(details.getByRole('button', { name: 'Already Joined' })).toBeDisabled();
  await shoot(friend, 'details');
  await details.getByRole('button', { name: 'Close' }).click();

  // B leaves, after saying yes.
  await joinedCard.getByRole('button', { name: 'Leave' }).click();
  const confirm = friend.getByRole('alertdialog', { name: `Leave '${challengeName}'?` });
  await expect(confirm).toContainText('you cannot join this challenge again');
  await shoot(friend, 'leave-confirm');
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(friend.getByText(`You left the '${challengeName}' challenge.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(joinedCard).toHaveCount(0);
  await expect(friendActive.getByText('No Challenges Yet')).toBeVisible();
  await expect(card).toHaveCount(0);
  await friend.getByRole('button', { name: 'Close toast' }).click();

  // The history keeps it, as left, with the progress B had.
  await friend.getByRole('tab', { name: 'Challenge History' }).click();
  const item = friend.getByRole('article', { name: challengeName });
  await expect(item.getByText('Left', { exact: true })).toBeVisible();
  await expect(item.getByText('0/7 days')).toBeVisible();
  await expect(item.getByText('0%')).toBeVisible();
  await shoot(friend, 'history');

  await friendContext.close();
  expect(friendErrors, 'console errors of the friend').toEqual([]);
});
