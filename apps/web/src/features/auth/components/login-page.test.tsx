import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@dayleaf/contracts';
import { USERNAME_RULE } from '@dayleaf/contracts/client';
import { authHandlers } from '../../../test/msw/auth';
import { apiError, HttpResponse, networkError } from '../../../test/msw/contract';
import { recordRequests, server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { fakeBrowserZone } from '../../../test/time-zone';
import { USER_ID_KEY } from '../session';
import { noteSignedInHere } from '../stored-id';
import { LoginPage } from './login-page';

const USER = makeUser();

/** The signed-in user; a refusal's status and body, sent as given (it may not be JSON); or no answer at all. */
type Answer = { user: User; status: 200 | 201 } | { status: number; body?: string } | 'network down';

/** Login and sign-up both answer with `answer`; returns the requests as the server received them. */
function answerEveryCall(answer: Answer) {
  const received: { path: string; body: unknown }[] = [];
  const reply = async ({ request }: { request: Request }) => {
    received.push({ path: new URL(request.url).pathname, body: await request.json() });
    if (answer === 'network down') return networkError();
    if ('user' in answer) return HttpResponse.json(answer.user, { status: answer.status });
    return new Response(answer.body ?? null, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  // Once signed in, the session loads the user's record.
  server.use(authHandlers.login(reply), authHandlers.signup(reply), usersHandlers.getUser(() => HttpResponse.json(USER)));
  return received;
}

function renderLogin() {
  renderWithProviders(<LoginPage />);
  return userEvent.setup();
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, mode: 'Login' | 'Sign Up', username = 'ana', password = 'correct horse') {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: mode }));
}

describe('LoginPage', () => {
  it('when the toggle is used, then the welcome text and the submit button follow the mode', async () => {
    const user = renderLogin();
    expect(screen.getByText('Sign in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByText('Create an account to start your journey.')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to continue.')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByText('Sign in to continue.')).toBeInTheDocument();
  });

  it('when someone has signed in on this browser before, then the login says "Welcome back!"; a first visit does not', () => {
    renderLogin();
    expect(screen.queryByText(/Welcome back!/)).not.toBeInTheDocument();
    cleanup();
    noteSignedInHere();
    renderLogin();
    expect(screen.getByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
  });

  it('when the page is opened from "Join Dayleaf" (/?join), then it starts on Sign Up', () => {
    renderWithProviders(<LoginPage />, { path: '/?join' });
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Create an account to start your journey.')).toBeInTheDocument();
  });

  it('when signing up, then the username rule is said under the field before any refusal', async () => {
    const user = renderLogin();
    expect(screen.queryByText(USERNAME_RULE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(USERNAME_RULE);
  });

  it.each([
    ['both fields are empty', '', ''],
    ['the password is empty', 'ana', ''],
    ['the username is empty', '', 'correct horse'],
    ['the username is only spaces', '   ', 'correct horse'],
  ])('when %s, then it asks for both and calls nothing', async (_case, username, password) => {
    const sent = recordRequests();
    answerEveryCall({ user: USER, status: 200 });
    const user = renderLogin();
    await fillAndSubmit(user, 'Login', username, password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your username and password.');
    expect(sent).toEqual([]);
  });

  it('when the login succeeds, then the credentials were posted and the user id is stored', async () => {
    const received = answerEveryCall({ user: USER, status: 200 });
    const user = renderLogin();
    await fillAndSubmit(user, 'Login', ' ana ', 'correct horse');
    await vi.waitFor(() => expect(localStorage.getItem(USER_ID_KEY)).toBe(USER.id));
    expect(received).toEqual([{ path: '/api/auth/login', body: { username: 'ana', password: 'correct horse' } }]);
  });

  it('when signing up, then the sign-up call is made', async () => {
    fakeBrowserZone('Asia/Tokyo');
    const received = answerEveryCall({ user: USER, status: 201 });
    const user = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await fillAndSubmit(user, 'Sign Up');
    await vi.waitFor(() => expect(localStorage.getItem(USER_ID_KEY)).toBe(USER.id));
    // With the browser's zone, so the new user's days are local from the first, and the screen's language.
    expect(received).toEqual([{ path: '/api/auth/signup', body: { username: 'ana', password: 'correct horse', time_zone: 'Asia/Tokyo', language: 'en' } }]);
  });

  it("when the server does not know the browser's zone, then the sign-up is sent again without it and succeeds", async () => {
    fakeBrowserZone('Asia/Tokyo');
    const received: unknown[] = [];
    server.use(
      authHandlers.signup(async ({ request }) => {
        const body = await request.json();
        received.push(body);
        if ('time_zone' in body) return apiError(400, 'time_zone must be a time zone name such as Europe/Paris.', { details: [{ in: 'body', path: 'time_zone', message: 'time_zone must be a time zone name such as Europe/Paris.' }] });
        return HttpResponse.json(USER, { status: 201 });
      }),
      usersHandlers.getUser(() => HttpResponse.json(USER)),
    );
    const user = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await fillAndSubmit(user, 'Sign Up');
    await vi.waitFor(() => expect(localStorage.getItem(USER_ID_KEY)).toBe(USER.id));
    expect(received).toEqual([
      { username: 'ana', password: 'correct horse', time_zone: 'Asia/Tokyo', language: 'en' },
      { username: 'ana', password: 'correct horse', language: 'en' },
    ]);
  });

  it("when the server refuses with an error text, then that text is shown", async () => {
    answerEveryCall({ status: 401, body: JSON.stringify({ error: 'Invalid username or password.' }) });
    const user = renderLogin();
    await fillAndSubmit(user, 'Login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
  });

  it("when a sign-up is refused with an error text, then that text is shown", async () => {
    answerEveryCall({ status: 409, body: JSON.stringify({ error: 'That username is already taken.' }) });
    const user = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await fillAndSubmit(user, 'Sign Up');
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is already taken.');
  });

  it.each([
    ['no body', { status: 500 }],
    ['a body without an error field', { status: 400, body: JSON.stringify({ message: 'nope' }) }],
    ['a body that is not JSON', { status: 502, body: '<html>Bad gateway</html>' }],
  ])('when a login fails with %s, then "Login failed"', async (_case, answer) => {
    answerEveryCall(answer);
    const user = renderLogin();
    await fillAndSubmit(user, 'Login');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('when a sign-up fails without an error text, then "Signup failed"', async () => {
    answerEveryCall({ status: 500 });
    const user = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await fillAndSubmit(user, 'Sign Up');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signup failed$/);
  });

  it.each(['Login', 'Sign Up'] as const)('when the network fails during %s, then "An error occurred."', async (mode) => {
    answerEveryCall('network down');
    const user = renderLogin();
    if (mode === 'Sign Up') await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await fillAndSubmit(user, mode);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred\.$/);
  });

  it('when the mode is switched after an error, then the error is cleared', async () => {
    answerEveryCall({ status: 500 });
    const user = renderLogin();
    await fillAndSubmit(user, 'Login');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while the server has not answered, then the button says "Please wait..." and cannot be pressed again', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let calls = 0;
    server.use(
      authHandlers.login(async () => {
        calls++;
        await answered;
        return apiError(401, 'Invalid username or password.');
      }),
    );
    const user = renderLogin();
    await fillAndSubmit(user, 'Login');
    const waiting = await screen.findByRole('button', { name: 'Please wait...' });
    expect(waiting).toBeDisabled();
    await user.click(waiting);
    expect(calls).toBe(1);

    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
