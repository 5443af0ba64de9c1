import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { AppRoutes } from '../../app/router';
import { deviceStore } from '../offline/device-store';
import { PHOTOS_CACHE } from '../offline/offline-work';
import { readOutbox, sendOrQueue } from '../offline/outbox';
import { authHandlers } from '../../test/msw/auth';
import { apiError, HttpResponse, networkError } from '../../test/msw/contract';
import { moodsHandlers } from '../../test/msw/moods';
import { recordRequests, server } from '../../test/msw/server';
import { usersHandlers } from '../../test/msw/users';
import { makeUser, renderWithProviders } from '../../test/render';
import { userKeys } from './api/keys';
import { USER_ID_KEY, useSession } from './session';

const USER = makeUser();
const STORED_ID = USER.id;

type Answer = { ok: true } | { status: number; error: string };

/** Answers GET /api/users/:id with whatever `answer` holds at the time of the call; records the ids asked for. */
function answerUser(initial: Answer) {
  let answer = initial;
  const askedFor: string[] = [];
  server.use(
    usersHandlers.getUser(({ params }) => {
      askedFor.push(params.id);
      return 'ok' in answer ? HttpResponse.json(USER) : apiError(answer.status, answer.error);
    }),
  );
  return { askedFor, answerWith: (next: Answer) => (answer = next) };
}

function SessionStatus() {
  const { session } = useSession();
  return <p data-testid="status">{session.status === 'signed-in' ? `signed-in as ${session.user.username}` : session.status}</p>;
}

describe('session bootstrap', () => {
  it.each([
    ['401 (the session expired)', 401],
    ['404 (the user is gone)', 404],
  ])('when the stored user id cannot be loaded, %s, then the id is removed and the login screen shows', async (_case, status) => {
    localStorage.setItem(USER_ID_KEY, STORED_ID);
    const { askedFor } = answerUser({ status, error: 'Please log in to continue.' });

    render(
      <Providers>
        <AppRoutes />
      </Providers>,
    );

    expect(await screen.findByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
    expect(askedFor).toContain(STORED_ID);
  });

  it('when nothing is stored, then the login screen shows without any call', async () => {
    const sent = recordRequests();
    render(
      <Providers>
        <AppRoutes />
      </Providers>,
    );
    // A browser no one has signed in on: no "Welcome back!".
    expect(await screen.findByText('Sign in to continue.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('when the stored user loads, then the session is signed in and the id kept; a later passing failure keeps it, a 401 ends it', async () => {
    localStorage.setItem(USER_ID_KEY, STORED_ID);
    const { answerWith } = answerUser({ ok: true });
    const { queryClient } = renderWithProviders(<SessionStatus />);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(await screen.findByText('signed-in as ana')).toBeInTheDocument();
    expect(localStorage.getItem(USER_ID_KEY)).toBe(STORED_ID);

    answerWith({ status: 503, error: 'The service is temporarily unavailable.' });
    await act(() => queryClient.refetchQueries({ queryKey: userKeys.user(STORED_ID) }));
    expect(queryClient.getQueryState(userKeys.user(STORED_ID))?.status).toBe('error');
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in as ana');
    expect(localStorage.getItem(USER_ID_KEY)).toBe(STORED_ID);

    answerWith({ status: 401, error: 'Please log in to continue.' });
    await act(() => queryClient.refetchQueries({ queryKey: userKeys.user(STORED_ID) }));
    // Signing out follows the failed query through the session's state: wait for it, however busy the machine.
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
  });
});

/** Waits until this device holds a last copy of the user's record, or (`present` false) none. */
async function lastCopyOfUser(present = true) {
  await waitFor(async () => {
    const stored = await deviceStore().get<{ copies: Record<string, { queryKey: unknown[] }> }>('last-copies');
    const hasUser = Object.values(stored?.copies ?? {}).some((c) => JSON.stringify(c.queryKey) === JSON.stringify(userKeys.user(STORED_ID)));
    expect(hasUser).toBe(present);
  });
}

/** A first visit online: the user loads, and the device keeps its last copy. */
async function visitOnline() {
  localStorage.setItem(USER_ID_KEY, STORED_ID);
  answerUser({ ok: true });
  const first = renderWithProviders(<SessionStatus />);
  expect(await screen.findByText('signed-in as ana')).toBeInTheDocument();
  await lastCopyOfUser();
  first.unmount();
}

/** Sign out, and when writes still wait, how many and "Sign out anyway". */
function SignOutButton() {
  const { session, signOut } = useSession();
  const [unsent, setUnsent] = useState(0);
  const press = (dropUnsent: boolean) => void signOut({ dropUnsent }).then((r) => setUnsent(r.signedOut ? 0 : r.unsent));
  return (
    <>
      <SessionStatus />
      {session.status === 'signed-in' ? (
        <button type="button" onClick={() => press(false)}>
          Sign out
        </button>
      ) : null}
      {unsent ? (
        <button type="button" onClick={() => press(true)}>
          Sign out anyway ({unsent} unsent)
        </button>
      ) : null}
    </>
  );
}

describe('session with no network', () => {
  it('when the lookup gets no answer and the device kept the user, then the session is that user, not the login screen', async () => {
    await visitOnline();
    server.use(usersHandlers.getUser(() => networkError()));
    renderWithProviders(<SessionStatus />);
    expect(await screen.findByText('signed-in as ana')).toBeInTheDocument();
    expect(localStorage.getItem(USER_ID_KEY)).toBe(STORED_ID);
  });

  it('when the lookup gets no answer and the device kept nothing, then the login screen shows', async () => {
    localStorage.setItem(USER_ID_KEY, STORED_ID);
    server.use(usersHandlers.getUser(() => networkError()));
    render(
      <Providers>
        <AppRoutes />
      </Providers>,
    );
    expect(await screen.findByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
  });

  it('when the server answers 401, then the session ends even though the device kept the user, and the copies go', async () => {
    await visitOnline();
    answerUser({ status: 401, error: 'Please log in to continue.' });
    renderWithProviders(<SessionStatus />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
    await lastCopyOfUser(false);
  });

  it('when the person signs out (anyway, past the queued write), then the last copies, the queued writes and the photos seen are removed from the device', async () => {
    await visitOnline();
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    server.use(
      authHandlers.logout(() => HttpResponse.json({ ok: true })),
      // A write made with no network waits on the device.
      moodsHandlers.logMood(() => networkError()),
    );
    await sendOrQueue({ userId: STORED_ID, route: 'logMood', description: 'Log a mood', failed: 'Failed to log mood.', input: () => ({ body: { user_id: STORED_ID, mood: 'happy' as const } }) });
    expect((await readOutbox(STORED_ID)).waiting).toBe(1);

    renderWithProviders(<SignOutButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    // The write still cannot be sent: the session stays until the person confirms.
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out anyway (1 unsent)' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    await lastCopyOfUser(false);
    await waitFor(() => expect(deleted).toEqual([PHOTOS_CACHE]));
    expect((await readOutbox(STORED_ID)).waiting).toBe(0);
  });
});
