import type { SessionSummary } from '@dayleaf/contracts';
import { shiftDay } from '@dayleaf/contracts/client';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_ID_KEY } from '../../features/auth/session';
import { authHandlers } from '../../test/msw/auth';
import { blocksHandlers } from '../../test/msw/blocks';
import { makeActiveSummary } from '../../test/challenges-fixtures';
import { challengesHandlers } from '../../test/msw/challenges';
import { apiError, HttpResponse } from '../../test/msw/contract';
import { recordRequests, server } from '../../test/msw/server';
import { answerNotificationSettings } from '../../test/notifications-fixtures';
import { answerReminders, makeReminders } from '../../test/reminders-fixtures';
import { usersHandlers } from '../../test/msw/users';
import { makeUser, renderWithProviders, TEST_USER_ID } from '../../test/render';
import { themeHandlers } from '../../test/themes-fixtures';
import { AppRoutes } from '../router';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

const THIS_BROWSER: SessionSummary = {
  id: '00000000-0000-4000-8000-0000000000b1',
  created_at: hoursAgo(72),
  last_used_at: hoursAgo(1),
  device: 'Firefox on Linux',
  browser: 'Firefox',
  system: 'Linux',
  current: true,
};
const PHONE: SessionSummary = {
  id: '00000000-0000-4000-8000-0000000000b2',
  created_at: hoursAgo(24 * 14),
  last_used_at: hoursAgo(2),
  device: 'Chrome on Android',
  browser: 'Chrome',
  system: 'Android',
  current: false,
};

/** The user's live sessions as the server holds them; ending one removes it there too. */
function answerSessions(initial: SessionSummary[]) {
  let live = initial;
  const ended: string[] = [];
  server.use(
    authHandlers.listSessions(() => HttpResponse.json(live)),
    authHandlers.endSession(({ params }) => {
      ended.push(params.id);
      live = live.filter((s) => s.id !== params.id);
      return HttpResponse.json({ ok: true as const });
    }),
  );
  return { ended };
}

beforeEach(() => {
  // The shell loads the user's theme and the session reloads the user.
  server.use(...themeHandlers(), usersHandlers.getUser(() => HttpResponse.json(makeUser())));
  // The Privacy and safety section lists the people the user blocked.
  server.use(blocksHandlers.listBlocks(() => HttpResponse.json([])));
  answerReminders(makeReminders());
  answerNotificationSettings();
});

function renderSettings() {
  return renderWithProviders(<AppRoutes />, { user: makeUser(), path: '/settings' });
}

describe('/settings', () => {
  it('shows the three sections, a way back to the profile, and keeps the Profile tab lit', async () => {
    answerSessions([THIS_BROWSER]);
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sessions' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Breaks' })).getByRole('heading', { name: 'Take a break' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Reminders' })).findByRole('switch', { name: 'Daily reminder' })).not.toBeChecked();
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('switch', { name: 'Quiet hours' })).toBeChecked();
    expect(within(screen.getByRole('region', { name: 'Privacy and safety' })).getByRole('heading', { name: 'Blocked users' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    expect(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Profile' })).toHaveClass('text-primary');
    expect(await screen.findByText('Firefox on Linux')).toBeInTheDocument();
  });
});

describe('changing the password', () => {
  it('when the server accepts it, then both passwords are sent, the fields empty and the toast says the other sessions ended', async () => {
    answerSessions([THIS_BROWSER]);
    const sent: unknown[] = [];
    server.use(
      authHandlers.changePassword(async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true as const });
      }),
    );
    const user = userEvent.setup();
    renderSettings();

    const current = await screen.findByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    expect(next).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(current, 'old-password-1');
    await user.type(next, 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed. Other sessions were signed out.')).toBeInTheDocument();
    expect(sent).toEqual([{ current_password: 'old-password-1', new_password: 'new-password-2' }]);
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
  });

  it("when the server refuses it, then the server's text shows by the form and the fields keep what was typed", async () => {
    answerSessions([THIS_BROWSER]);
    server.use(authHandlers.changePassword(() => apiError(403, 'Current password is incorrect.')));
    const user = userEvent.setup();
    renderSettings();

    await user.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(screen.getByLabelText('New password')).toHaveValue('new-password-2');
  });
});

describe('taking a break', () => {
  it('reads the active challenges only once the person starts on a break, and the confirmation names them before it is confirmed', async () => {
    answerSessions([THIS_BROWSER]);
    server.use(challengesHandlers.activeChallenges(() => HttpResponse.json([makeActiveSummary({ name: 'Evening stretch' })])));
    const sent = recordRequests();
    renderSettings();
    const breaks = await screen.findByRole('region', { name: 'Breaks' });
    expect(await screen.findByText('Firefox on Linux')).toBeInTheDocument();
    const activeRead = () => sent.filter((r) => r.startsWith(`GET /api/users/${TEST_USER_ID}/active-challenges`));
    expect(activeRead()).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    const last = within(breaks).getByLabelText('Last day');
    fireEvent.focus(last);
    fireEvent.change(last, { target: { value: shiftDay(today, 2) } });
    fireEvent.click(within(breaks).getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Take a break from/ });
    expect(dialog).toHaveTextContent("You're in a challenge: Evening stretch. Break days won't count toward it.");
    expect(activeRead()).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('marks this browser as This device, and signing another one out removes its row', async () => {
    const { ended } = answerSessions([THIS_BROWSER, PHONE]);
    const user = userEvent.setup();
    renderSettings();

    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Signed in 3 days ago · Last used 1 hour ago')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('This device')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Signed in 2 weeks ago · Last used 2 hours ago')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));

    await expect.poll(() => within(list).queryByText('Chrome on Android')).toBeNull();
    expect(ended).toEqual([PHONE.id]);
    expect(within(list).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('Sign out everywhere else ends the others and says how many', async () => {
    let live = [THIS_BROWSER, PHONE];
    server.use(
      authHandlers.listSessions(() => HttpResponse.json(live)),
      authHandlers.logoutAll(() => {
        live = [THIS_BROWSER];
        return HttpResponse.json({ ended: 1 });
      }),
    );
    const user = userEvent.setup();
    renderSettings();

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));

    expect(await screen.findByText('Signed out 1 other session.')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('Chrome on Android')).toBeNull();
  });
});

describe('deleting the account', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    return screen.findByRole('dialog', { name: 'Delete your account?' });
  }

  it('the delete button waits for the password and DELETE typed exactly; Escape closes the dialog', async () => {
    answerSessions([THIS_BROWSER]);
    const user = userEvent.setup();
    renderSettings();
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Delete My Account' });

    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'e2e-password-1');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeEnabled();

    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('when the server deletes it, then the app is signed out on the login screen with a toast', async () => {
    answerSessions([THIS_BROWSER]);
    const sent: unknown[] = [];
    server.use(
      usersHandlers.deleteAccount(async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'e2e-password-1');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

    expect(await screen.findByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
    expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: TEST_USER_ID, body: { password: 'e2e-password-1' } }]);
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('for a premium user, the dialog says their subscription ends too; for a free user it says nothing of one', async () => {
    answerSessions([THIS_BROWSER]);
    const member = makeUser({ subscription_status: 'premium', subscription_end_date: '2026-04-10T12:00:00.000Z' });
    server.use(usersHandlers.getUser(() => HttpResponse.json(member)));
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<AppRoutes />, { user: member, path: '/settings' });
    expect(await openDialog(user)).toHaveTextContent('Your subscription ends too: Premium, paid until April 10, 2026, stops with the account.');
    unmount();

    server.use(usersHandlers.getUser(() => HttpResponse.json(makeUser())));
    renderSettings();
    expect(await openDialog(user)).not.toHaveTextContent(/subscription/i);
  });

  it("when the password is wrong, then the server's text shows and the dialog stays open", async () => {
    answerSessions([THIS_BROWSER]);
    server.use(usersHandlers.deleteAccount(() => apiError(403, 'Incorrect password.')));
    const user = userEvent.setup();
    renderSettings();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'not-my-password');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(localStorage.getItem(USER_ID_KEY)).toBe(TEST_USER_ID);
  });
});
