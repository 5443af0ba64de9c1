import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_ID_KEY, useSession } from './session';
import { authHandlers } from '../../test/msw/auth';
import { HttpResponse } from '../../test/msw/contract';
import { recordRequests, server } from '../../test/msw/server';
import { usersHandlers } from '../../test/msw/users';
import { makeUser, renderWithProviders, TEST_USER_ID } from '../../test/render';
import { beforeSignOut } from '../../lib/before-sign-out';

function SignOutButton() {
  const { session, signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      {session.status === 'signed-in' ? 'Log Out' : session.status}
    </button>
  );
}

describe('sign-out steps', () => {
  const removals: (() => void)[] = [];
  beforeEach(() =>
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(makeUser())),
      authHandlers.logout(() => HttpResponse.json({ ok: true as const })),
    ),
  );
  afterEach(() => removals.splice(0).forEach((remove) => remove()));

  it('when the user signs out, then every step runs with their id and has finished before the session ends', async () => {
    const sent = recordRequests();
    const ran: string[] = [];
    removals.push(
      beforeSignOut(async (userId) => {
        // Finishes only after a round of the event loop, so a sign-out that did not wait would end the session first.
        await new Promise((resolve) => setTimeout(resolve, 0));
        ran.push(`step for ${userId}, logout sent: ${sent.includes('POST /api/auth/logout')}`);
      }),
    );
    renderWithProviders(<SignOutButton />, { user: makeUser() });

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('button', { name: 'signed-out' })).toBeInTheDocument();
    expect(ran).toEqual([`step for ${TEST_USER_ID}, logout sent: false`]);
    expect(sent).toContain('POST /api/auth/logout');
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
  });

  it('when a step fails, then the user is still signed out and the other steps ran', async () => {
    const ran: string[] = [];
    removals.push(
      beforeSignOut(() => Promise.reject(new Error('offline'))),
      beforeSignOut(async () => void ran.push('second step')),
    );
    renderWithProviders(<SignOutButton />, { user: makeUser() });

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('button', { name: 'signed-out' })).toBeInTheDocument();
    expect(ran).toEqual(['second step']);
  });
});
