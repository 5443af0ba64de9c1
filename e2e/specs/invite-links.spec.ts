import type { Page } from '@playwright/test';
import { expect, makePremium, PASSWORD, shoot, signUpAs, test, uniqueUser, userId } from '../fixtures';

/**
 * Invite links (docs/decisions/085-invite-links.md): a challenge's, opened signed out and signed in with a premium
 * theme, and a friend link, signed in.
 */

async function createChallenge(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/challenges', { data: { name, description: 'Ten minutes outside.', duration_days: 7, created_by: await userId(page) } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a challenge link opened signed out goes through sign-up and ends with the new user in the challenge', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Sunrise walk ${Date.now().toString(36)}`;
  const name = `🌅 ${title}`;
  const creator = await signUpAs(page);
  const id = await createChallenge(page, name);
  const invite = await page.request.get(`/api/challenges/${id}/invite`);
  const { code } = (await invite.json()) as { code: string };

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const errors: string[] = [];
  visitor.on('pageerror', (err) => errors.push(err.message));
  await visitor.goto(`/invite/challenge/${code}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(creator)).toBeVisible();
  await expect(visitor.getByText('days left')).toBeVisible();
  await shoot(visitor, 'invite-challenge-signed-out');

  await visitor.getByRole('button', { name: 'Join' }).click();
  await expect(visitor.getByRole('heading', { name: `Join ${title}` })).toBeVisible();
  const newcomer = uniqueUser('invited');
  await visitor.getByLabel('Username').fill(newcomer);
  await visitor.getByLabel('Password').fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Sign Up' }).click();

  await expect(visitor).toHaveURL(new RegExp(`/challenges/${id}$`));
  await expect(visitor.getByText(`You're in! Welcome to ${name}. Have a great first day.`)).toBeVisible();
  await expect(visitor.getByRole('dialog', { name })).toBeVisible();
  const active = await visitor.request.get(`/api/users/${await userId(visitor)}/active-challenges`);
  expect(((await active.json()) as { id: string }[]).map((c) => c.id)).toEqual([id]);
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('region', { name: 'Your Active Challenges' }).getByRole('article', { name })).toBeVisible();
  expect(errors).toEqual([]);
  await visitorContext.close();
});

test('a friend link opened signed in makes friends after the confirm', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await signUpAs(page);
  const { code } = (await (await page.request.get(`/api/users/${await userId(page)}/friend-invite`)).json()) as { code: string };

  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await signUpAs(friend);
  await friend.goto(`/invite/friend/${code}`);
  await expect(friend.getByRole('heading', { level: 1, name: owner })).toBeVisible();
  await shoot(friend, 'invite-friend-signed-in');
  // Nothing happens before the confirm.
  const before = await friend.request.get(`/api/users/${await userId(friend)}/friends`);
  expect(await before.json()).toEqual([]);

  await friend.getByRole('button', { name: 'Add friend' }).click();
  await expect(friend.getByText(`You and ${owner} are friends now! Say hello with a cheer.`)).toBeVisible();
  await expect(friend).toHaveURL(new RegExp(`/profile/${owner}$`));
  await expect(friend.getByText('Friends', { exact: true })).toBeVisible();
  const after = await friend.request.get(`/api/users/${await userId(friend)}/friends`);
  expect(((await after.json()) as { username: string }[]).map((f) => f.username)).toEqual([owner]);
  await friendContext.close();
});

/** A theme variable as the browser paints it now ('rgb(...)'), e.g. 'card' for hsl(var(--card)). */
function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `hsl(var(--${name}))`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

/** The red, green and blue of a computed colour, 0 to 255: 'rgb(r, g, b)', or 'color(srgb r g b)' for a mix. */
function channels(colour: string): number[] {
  const values = (colour.match(/\d*\.?\d+/g) ?? []).slice(0, 3).map(Number);
  return colour.startsWith('color(srgb') ? values.map((v) => v * 255) : values;
}

// The invitation and the welcome after it in a premium theme's own colours: a colour written into the page or a
// library's fixed palette (a white card, a mint toast on Midnight) fails here.
for (const [theme, name] of [
  ['midnight', 'Midnight'],
  ['cherry-blossom', 'Cherry Blossom'],
] as const) {
  test(`a challenge link opened signed in with the premium theme ${name} is painted in the theme, and so is the welcome`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signUpAs(page);
    const title = `Sunrise walk ${Date.now().toString(36)}`;
    const id = await createChallenge(page, `🌅 ${title}`);
    const { code } = (await (await page.request.get(`/api/challenges/${id}/invite`)).json()) as { code: string };

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await signUpAs(visitor);
    await makePremium(visitor);
    const activated = await visitor.request.post(`/api/users/${await userId(visitor)}/themes/${theme}/activate`);
    expect(activated.ok(), await activated.text()).toBe(true);
    await visitor.goto(`/invite/challenge/${code}`);
    const card = visitor.getByRole('region', { name: title });
    await expect(card.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('data-scheme', theme === 'midnight' ? 'dark' : 'light');
    if (theme === 'midnight') await expect(visitor.locator('html')).toHaveCSS('background-color', 'rgb(16, 18, 30)');
    await expect(card).toHaveCSS('background-color', await tokenColour(visitor, 'card'));
    await expect(card).toHaveCSS('color', await tokenColour(visitor, 'card-foreground'));
    const join = card.getByRole('button', { name: 'Join' });
    await expect(join).toHaveCSS('background-color', await tokenColour(visitor, 'primary'));
    await expect(join).toHaveCSS('color', await tokenColour(visitor, 'primary-foreground'));
    await shoot(visitor, `invite-challenge-signed-in-${theme}`);

    await join.click();
    const welcome = visitor.locator('[data-sonner-toast]', { hasText: `You're in! Welcome to 🌅 ${title}.` });
    await expect(welcome).toBeVisible();
    await expect(welcome).toHaveCSS('color', await tokenColour(visitor, 'card-foreground'));
    // A card tinted with the theme's colour: near the theme's card, whatever the tint.
    const [background, cardColour] = [await welcome.evaluate((el) => getComputedStyle(el).backgroundColor), await tokenColour(visitor, 'card')];
    const apart = channels(background).map((c, i) => Math.abs(c - channels(cardColour)[i]!));
    expect(Math.max(...apart), `the welcome's ${background} beside the card's ${cardColour}`).toBeLessThanOrEqual(40);
    await visitorContext.close();
  });
}
