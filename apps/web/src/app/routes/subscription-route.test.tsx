import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { utcToday } from '../../lib/dates';
import { makeUser, TEST_USER_ID } from '../../test/render';
import { apiError, HttpResponse, networkError } from '../../test/msw/contract';
import { server } from '../../test/msw/server';
import { subscriptionsHandlers } from '../../test/msw/subscriptions';
import { themesHandlers } from '../../test/msw/themes';
import { usersHandlers } from '../../test/msw/users';
import { renderSignedIn } from '../../test/subscriptions-fixtures';
import { CATALOG, themeHandlers } from '../../test/themes-fixtures';
import SubscriptionRoute from './subscription-route';

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

const premium = { subscription_status: 'premium' as const, subscription_end_date: '2026-04-10T12:00:00.000Z' };
const daysAgo = (n: number) => new Date(Date.parse(`${utcToday()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('/subscription for a free user', () => {
  it('shows the status, the feature list, the price card with the upgrade link, and the gallery', async () => {
    server.use(...themeHandlers());
    renderSignedIn(makeUser(), <SubscriptionRoute />);

    expect(screen.getByRole('heading', { name: 'Dayleaf Premium' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscription Status' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText((_t, el) => el?.tagName === 'P' && el.textContent === '$4.99/month')).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('heading', { name: 'Streak Restoration' })).not.toBeInTheDocument();

    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Standard Themes', 'Nature Themes', 'Seasonal Themes', 'Dark Themes', 'Other Themes']);
    const standard = screen.getByRole('listitem', { name: 'Standard theme' });
    expect(within(standard).getByRole('button', { name: /Active/ })).toBeDisabled();
    for (const name of ['Forest', 'Midnight']) {
      const tile = screen.getByRole('listitem', { name: `${name} theme` });
      expect(within(tile).getByRole('link', { name: `Locked. Upgrade to use ${name}` })).toHaveAttribute('href', '/subscribe');
      expect(within(tile).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('shows an owned premium theme as usable after premium ended', async () => {
    server.use(...themeHandlers([{ theme_package_id: 'midnight', is_active: false }]));
    renderSignedIn(makeUser(), <SubscriptionRoute />);
    const midnight = await screen.findByRole('listitem', { name: 'Midnight theme' });
    expect(within(midnight).getByRole('button', { name: /Use Theme/ })).toBeEnabled();
  });

  it('using a theme activates it, paints its colours at once and marks it Active', async () => {
    // Forest is premium; this user used it while it was free, so it is theirs.
    let owned = [{ theme_package_id: 'forest', is_active: false }];
    const activated: string[] = [];
    server.use(
      themesHandlers.themePackages(() => HttpResponse.json(CATALOG)),
      themesHandlers.userThemes(() => HttpResponse.json(owned)),
      themesHandlers.activateTheme(({ params }) => {
        activated.push(`${params.userId} ${params.themeId}`);
        owned = [{ theme_package_id: params.themeId, is_active: true }];
        return HttpResponse.json(owned[0]!);
      }),
    );
    renderSignedIn(makeUser(), <SubscriptionRoute />);
    const forest = await screen.findByRole('listitem', { name: 'Forest theme' });
    await userEvent.click(within(forest).getByRole('button', { name: /Use Theme/ }));
    expect(await within(forest).findByRole('button', { name: /Active/ })).toBeDisabled();
    expect(activated).toEqual([`${TEST_USER_ID} forest`]);
    expect(within(screen.getByRole('listitem', { name: 'Standard theme' })).getByRole('button', { name: /Use Theme/ })).toBeEnabled();
  });
});

describe('/subscription streak restoration for a premium user', () => {
  /** The gallery's lists, and the user's record reloaded after a restore. */
  const catalog = () => [...themeHandlers(), usersHandlers.getUser(() => HttpResponse.json(makeUser({ ...premium })))];

  it('with streak 0, a broken 12 day streak and never restored, restores and shows the success toast', async () => {
    const restoredFor: string[] = [];
    server.use(
      ...catalog(),
      subscriptionsHandlers.restoreStreak(({ params }) => {
        restoredFor.push(params.userId);
        return HttpResponse.json({ restored_streak: 12 });
      }),
    );
    renderSignedIn(makeUser({ ...premium, restorable_streak: 12 }), <SubscriptionRoute />);
    expect(screen.getByText(/Bring your 12-day streak back\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Restore Streak/ }));
    expect(await screen.findByText('🎉 Streak Restored!')).toBeInTheDocument();
    expect(screen.getByText('Your streak is back to 12 days.')).toBeInTheDocument();
    expect(restoredFor).toEqual([TEST_USER_ID]);
  });

  it("with a refusal, shows the server's error", async () => {
    server.use(...catalog(), subscriptionsHandlers.restoreStreak(() => apiError(409, 'You can restore your streak again in 3 days.')));
    renderSignedIn(makeUser({ ...premium, restorable_streak: 12 }), <SubscriptionRoute />);
    await userEvent.click(screen.getByRole('button', { name: /Restore Streak/ }));
    expect(await screen.findByText('You can restore your streak again in 3 days.')).toBeInTheDocument();
  });

  it('with a network failure, shows the fallback text', async () => {
    server.use(...catalog(), subscriptionsHandlers.restoreStreak(() => networkError()));
    renderSignedIn(makeUser({ ...premium, restorable_streak: 12 }), <SubscriptionRoute />);
    await userEvent.click(screen.getByRole('button', { name: /Restore Streak/ }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('with streak 0 and a restoration 10 days ago, shows the days remaining and no button', () => {
    server.use(...catalog());
    renderSignedIn(makeUser({ ...premium, last_streak_restoration_date: daysAgo(10) }), <SubscriptionRoute />);
    expect(screen.getByText(/You can restore your streak again in 20 days\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore Streak/ })).not.toBeInTheDocument();
  });

  it('with streak 0 and no broken streak, says what restoring will do and offers no button that could only fail', () => {
    server.use(...catalog());
    renderSignedIn(makeUser({ ...premium }), <SubscriptionRoute />);
    expect(screen.getByText(/No broken streak to restore\. If a streak you build ever breaks, you can bring it back here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore Streak/ })).not.toBeInTheDocument();
  });

  it('with a running streak, encourages and offers no restore', () => {
    server.use(...catalog());
    renderSignedIn(makeUser({ ...premium, streak_count: 4 }), <SubscriptionRoute />);
    expect(screen.getByText(/You're on a 4-day streak\. Keep it going!/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore Streak/ })).not.toBeInTheDocument();
  });

  it('shows Premium status with the crown and the gallery unlocked', async () => {
    server.use(...catalog());
    renderSignedIn(makeUser({ ...premium }), <SubscriptionRoute />);
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Premium member' })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: /Use Theme/ })).length).toBe(CATALOG.length - 1);
    expect(screen.queryByRole('button', { name: /Locked/ })).not.toBeInTheDocument();
  });
});

describe('/subscription cancelling and resuming for a premium user', () => {
  // The question's code is loaded on the first press; its first transform here (Radix with it) can take longer on a
  // busy machine than a wait should, so it is transformed once before the tests.
  beforeAll(() => import('../../features/subscriptions/components/cancel-subscription-dialog'), 60_000);
  const plan = (cancel_at_period_end: boolean) => ({ ...premium, cancel_at_period_end });

  /** Answers a cancel and a resume as the server would, and records whose plan each changed. */
  function answerPlanChanges() {
    const sent = { cancel: [] as string[], resume: [] as string[] };
    server.use(
      ...themeHandlers(),
      subscriptionsHandlers.cancelSubscription(({ params }) => {
        sent.cancel.push(params.id);
        return HttpResponse.json(plan(true));
      }),
      subscriptionsHandlers.resumeSubscription(({ params }) => {
        sent.resume.push(params.id);
        return HttpResponse.json(plan(false));
      }),
    );
    return sent;
  }

  it('shows when premium ends and a Cancel subscription button; a free user has none', () => {
    server.use(...themeHandlers());
    const { unmount } = renderSignedIn(makeUser({ ...premium }), <SubscriptionRoute />);
    expect(screen.getByText('Premium until April 10, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
    unmount();

    renderSignedIn(makeUser(), <SubscriptionRoute />);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('asks first, saying premium stays until the date; confirming cancels and the card offers to resume', async () => {
    const sent = answerPlanChanges();
    const user = userEvent.setup();
    renderSignedIn(makeUser({ ...premium }), <SubscriptionRoute />);
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('You keep Premium until April 10, 2026, and it ends then.');
    expect(sent.cancel).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription cancelled')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Your subscription is cancelled. Premium ends on April 10, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeEnabled();
    expect(sent).toEqual({ cancel: [TEST_USER_ID], resume: [] });
  });

  it('Keep Premium closes the question and sends nothing', async () => {
    const sent = answerPlanChanges();
    const user = userEvent.setup();
    renderSignedIn(makeUser({ ...premium }), <SubscriptionRoute />);
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep Premium' }));
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Premium until April 10, 2026.')).toBeInTheDocument();
    expect(sent).toEqual({ cancel: [], resume: [] });
  });

  it('a cancelled user resumes and the card shows the Cancel subscription button again', async () => {
    const sent = answerPlanChanges();
    const user = userEvent.setup();
    renderSignedIn(makeUser({ ...premium, cancel_at_period_end: true }), <SubscriptionRoute />);
    expect(screen.getByText('Your subscription is cancelled. Premium ends on April 10, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Subscription resumed')).toBeInTheDocument();
    expect(screen.getByText('Premium until April 10, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    expect(sent).toEqual({ cancel: [], resume: [TEST_USER_ID] });
  });

  it("when premium ended before the resume, then the server's text shows and the page reads the user again", async () => {
    server.use(
      ...themeHandlers(),
      subscriptionsHandlers.resumeSubscription(() => apiError(409, 'Your premium has already ended. Subscribe again to get it back.')),
      usersHandlers.getUser(() => HttpResponse.json(makeUser({ subscription_end_date: premium.subscription_end_date }))),
    );
    const user = userEvent.setup();
    renderSignedIn(makeUser({ ...premium, cancel_at_period_end: true }), <SubscriptionRoute />);
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Your premium has already ended. Subscribe again to get it back.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
  });
});
