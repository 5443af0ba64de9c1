import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readOutbox, sendOrQueue } from '../../offline/outbox';
import { useSession } from '../../auth/session';
import { beforeSignOut } from '../../../lib/before-sign-out';
import { authHandlers } from '../../../test/msw/auth';
import { apiError, HttpResponse, networkError } from '../../../test/msw/contract';
import { moodsHandlers } from '../../../test/msw/moods';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ProfilePage } from './profile-page';

const USER = makeUser();

function Status() {
  const { session } = useSession();
  return <p data-testid="status">{session.status}</p>;
}

/** The requests that reached the server, in order: mood logs and the logout. */
let sent: string[] = [];
/** How the server answers a mood log now. */
let moodAnswer: 'ok' | 'no network' | 'refused' = 'no network';

beforeEach(() => {
  sent = [];
  moodAnswer = 'no network';
  server.use(
    usersHandlers.getUser(() => HttpResponse.json(USER)),
    authHandlers.logout(() => {
      sent.push('logout');
      return HttpResponse.json({ ok: true });
    }),
    moodsHandlers.logMood(() => {
      if (moodAnswer === 'no network') return networkError();
      sent.push('logMood');
      return moodAnswer === 'ok' ? HttpResponse.json({ id: 'm1' } as never) : apiError(400, 'That day is over.');
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

/** Moods logged with no network: they wait on the device. */
async function queueMoods(count: number) {
  for (let i = 0; i < count; i++) {
    await sendOrQueue({ userId: USER.id, route: 'logMood', description: 'Log a mood', failed: 'Failed to log mood.', input: () => ({ body: { user_id: USER.id, mood: 'happy' as const } }) });
  }
  expect((await readOutbox(USER.id)).waiting).toBe(count);
}

/** The own profile, and its Log Out button (with the rest of the profile, just after the first paint). */
function renderProfile() {
  renderWithProviders(
    <>
      <Status />
      <ProfilePage />
    </>,
    { user: USER },
  );
  return screen.findByRole('button', { name: 'Log Out' });
}

const signedOut = () => waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));

describe('Log Out with writes queued offline', () => {
  it('when the network is back, then the waiting writes are sent first, and the person is signed out without a question', async () => {
    await queueMoods(2);
    moodAnswer = 'ok';
    await userEvent.click(await renderProfile());

    await signedOut();
    expect(sent).toEqual(['logMood', 'logMood', 'logout']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when they still cannot be sent, then a dialog says how many would be lost; Stay signed in keeps the session and the writes', async () => {
    await queueMoods(3);
    const logOut = await renderProfile();
    await userEvent.click(logOut);

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out with unsent changes?' });
    expect(dialog).toHaveAccessibleDescription('3 changes made offline have not reached Dayleaf yet. Signing out deletes them from this device.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(logOut).toHaveFocus());
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
    expect(sent).toEqual([]);
    expect((await readOutbox(USER.id)).waiting).toBe(3);
  });

  it('when the person signs out anyway, then the session ends and the waiting write is deleted', async () => {
    await queueMoods(1);
    await userEvent.click(await renderProfile());

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out with unsent changes?' });
    expect(dialog).toHaveAccessibleDescription('1 change made offline has not reached Dayleaf yet. Signing out deletes it from this device.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));

    await signedOut();
    expect(sent).toEqual(['logout']);
    await waitFor(async () => expect((await readOutbox(USER.id)).waiting).toBe(0));
  });

  it('when the browser says it is offline, then nothing is tried and the dialog asks', async () => {
    await queueMoods(2);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    moodAnswer = 'ok';
    await userEvent.click(await renderProfile());

    expect(await screen.findByRole('alertdialog', { name: 'Sign out with unsent changes?' })).toHaveAccessibleDescription(/^2 changes made offline/);
    expect(sent).toEqual([]);
  });

  it('when the server refuses them as they are sent, then they are under "Not saved" already and are not asked about', async () => {
    await queueMoods(1);
    moodAnswer = 'refused';
    await userEvent.click(await renderProfile());

    await signedOut();
    expect(sent).toEqual(['logMood', 'logout']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('Log Out that fails on this device', () => {
  it('when a step of the sign-out throws, then the profile stays, says nothing went out, and Log Out can be pressed again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const removeStep = beforeSignOut(() => {
      throw new Error('step broke');
    });
    try {
      const logOut = await renderProfile();
      await userEvent.click(logOut);
      await waitFor(() => expect(warn).toHaveBeenCalledWith('Log out failed', expect.any(Error)));
      expect(await screen.findByRole('button', { name: 'Log Out' })).not.toHaveAttribute('aria-busy', 'true');
      expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
      expect(sent).toEqual([]);
    } finally {
      removeStep();
    }
  });
});
