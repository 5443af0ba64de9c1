import { SIGNED_OUT_ELSEWHERE } from '@dayleaf/contracts/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { AppRoutes } from '../../app/router';
import { authHandlers } from '../../test/msw/auth';
import { apiError, HttpResponse } from '../../test/msw/contract';
import { server } from '../../test/msw/server';
import { usersHandlers } from '../../test/msw/users';
import { makeUser, renderWithProviders } from '../../test/render';
import { sessionsQueryOptions } from './api/get-sessions';
import { LoginPage } from './components/login-page';
import { USER_ID_KEY, useSession } from './session';

const USER = makeUser();
const NOTICE = 'You were signed out from another device.';
const endedElsewhere = () => apiError(401, NOTICE, { reason: SIGNED_OUT_ELSEWHERE });
const plainRefusal = () => apiError(401, 'Please log in to continue.');

function renderApp() {
  render(
    <Providers>
      <AppRoutes />
    </Providers>,
  );
}

/** The signed-in user and whether the notice is still held, or the login screen. */
function SessionOrLogin() {
  const { session, signedOutElsewhere } = useSession();
  if (session.status !== 'signed-in') return <LoginPage />;
  return (
    <p>
      signed in as {session.user.username}, notice held: {String(signedOutElsewhere)}
    </p>
  );
}

describe('a session ended from another device', () => {
  it('when the stored user lookup answers that the session was ended elsewhere, then the login screen says so', async () => {
    localStorage.setItem(USER_ID_KEY, USER.id);
    server.use(usersHandlers.getUser(endedElsewhere));

    renderApp();

    expect(await screen.findByText(NOTICE)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
  });

  it('when the session simply expired, then the login screen shows without the notice', async () => {
    localStorage.setItem(USER_ID_KEY, USER.id);
    server.use(usersHandlers.getUser(plainRefusal));

    renderApp();

    expect(await screen.findByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('when another read hears it while signed in, then the user is looked up again and the login screen says so; signing in again clears it', async () => {
    localStorage.setItem(USER_ID_KEY, USER.id);
    let ended = false;
    let lookups = 0;
    server.use(
      usersHandlers.getUser(() => {
        lookups += 1;
        return ended ? endedElsewhere() : HttpResponse.json(USER);
      }),
      authHandlers.listSessions(endedElsewhere),
      authHandlers.login(() => HttpResponse.json(USER)),
    );
    const { queryClient } = renderWithProviders(<SessionOrLogin />);
    expect(await screen.findByText(`signed in as ${USER.username}, notice held: false`)).toBeInTheDocument();
    expect(lookups).toBe(1);

    ended = true;
    await act(() => queryClient.fetchQuery(sessionsQueryOptions()).catch(() => undefined));

    expect(await screen.findByText(NOTICE)).toHaveAttribute('role', 'status');
    expect(lookups).toBe(2);

    ended = false;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), USER.username);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByText(`signed in as ${USER.username}, notice held: false`)).toBeInTheDocument());
  });
});
