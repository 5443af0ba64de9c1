import type { BlockedUser } from '@dayleaf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { blocksHandlers } from '../../../test/msw/blocks';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { answerList, type ListPages } from '../../../test/msw/pages';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { BlockedUsersCard } from './blocked-users-card';

const ME = makeUser();
const blocked = (n: number): BlockedUser => ({
  id: `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`,
  username: `gone${n}`,
  profile_photo: null,
  blocked_at: `2026-03-${String(10 - n).padStart(2, '0')}T09:00:00.000Z`,
});

/** The list's pages by the `before` they answer ('' for the first); returns each list request's cursor. */
const answerBlocked = (pages: ListPages<BlockedUser>) => answerList(blocksHandlers.listBlocks, pages, { id: ME.id });

beforeEach(() => server.use(usersHandlers.getUser(() => HttpResponse.json(ME))));

describe('BlockedUsersCard', () => {
  it('when nobody is blocked, then it says so', async () => {
    answerBlocked({ '': { body: [] } });
    renderWithProviders(<BlockedUsersCard />, { user: ME });
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when the list has another page, then Load more asks for it with the cursor and adds its people', async () => {
    const asked = answerBlocked({ '': { body: [blocked(1), blocked(2)], next: 'c2' }, c2: { body: [blocked(3)] } });
    renderWithProviders(<BlockedUsersCard />, { user: ME });
    const list = await screen.findByRole('list', { name: 'Blocked users' });
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Unblock gone1', 'Unblock gone2']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('gone3')).toBeInTheDocument();
    expect(asked).toEqual(['', 'c2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when Unblock is pressed, then that person is sent, leaves the list and a toast says so', async () => {
    answerBlocked({ '': { body: [blocked(1), blocked(2)] } });
    const sent: { id: string; blockedId: string }[] = [];
    server.use(
      blocksHandlers.unblockUser(({ params }) => {
        sent.push({ id: params.id, blockedId: params.blockedId });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<BlockedUsersCard />, { user: ME });
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock gone2' }));
    expect(await screen.findByText('Unblocked gone2.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('gone2')).not.toBeInTheDocument());
    expect(screen.getByText('gone1')).toBeInTheDocument();
    expect(sent).toEqual([{ id: ME.id, blockedId: blocked(2).id }]);
  });

  it('when Unblock fails, then the server text is toasted and the person stays', async () => {
    answerBlocked({ '': { body: [blocked(1)] } });
    server.use(blocksHandlers.unblockUser(() => apiError(404, 'You have not blocked this user.')));
    renderWithProviders(<BlockedUsersCard />, { user: ME });
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock gone1' }));
    expect(await screen.findByText('You have not blocked this user.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock gone1' })).toBeEnabled();
  });
});
