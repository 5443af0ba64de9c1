import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { AppRoutes } from '../../app/router';
import { apiError, HttpResponse } from '../../test/msw/contract';
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
    expect(await screen.findByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
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
