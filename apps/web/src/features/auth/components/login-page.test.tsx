import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { USER_ID_KEY } from '../session';
import { LoginPage } from './login-page';

const USER = makeUser();

type FetchAnswer = { status: number; body?: string } | Error;

/** Every call answers with `answer`, its body sent as given (it may not be JSON); the calls are recorded. */
function answerEveryCall(answer: FetchAnswer) {
  return stubFetch(async () => {
    if (answer instanceof Error) throw answer;
    return new Response(answer.body ?? null, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
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
    expect(screen.getByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByText('Create an account to start your journey.')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back! Sign in to continue.')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
  });

  it.each([
    ['both fields are empty', '', ''],
    ['the password is empty', 'ana', ''],
    ['the username is empty', '', 'correct horse'],
    ['the username is only spaces', '   ', 'correct horse'],
  ])('when %s, then it asks for both and calls nothing', async (_case, username, password) => {
    const fetchMock = answerEveryCall({ status: 200, body: JSON.stringify(USER) });
    const user = renderLogin();
    await fillAndSubmit(user, 'Login', username, password);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your username and password.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the login succeeds, then the credentials were posted and the user id is stored', async () => {
    const fetchMock = answerEveryCall({ status: 200, body: JSON.stringify(USER) });
    const user = renderLogin();
    await fillAndSubmit(user, 'Login', ' ana ', 'correct horse');
    await vi.waitFor(() => expect(localStorage.getItem(USER_ID_KEY)).toBe(USER.id));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ana', password: 'correct horse' });
  });

  it('when signing up, then the sign-up call is made', async () => {
    const fetchMock = answerEveryCall({ status: 201, body: JSON.stringify(USER) });
    const user = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await fillAndSubmit(user, 'Sign Up');
    await vi.waitFor(() => expect(localStorage.getItem(USER_ID_KEY)).toBe(USER.id));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/signup');
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
    answerEveryCall(new TypeError('Failed to fetch'));
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
});
