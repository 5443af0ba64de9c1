import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blocksHandlers } from '../../../test/msw/blocks';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { answerFriends, makeFriend } from '../../../test/friends-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ManageFriendsDialog } from './manage-friends-dialog';

const ME = '11111111-1111-4111-8111-111111111111';
const friend = (n: number) => makeFriend(n);

function renderDialog() {
  const onFriendsChanged = vi.fn();
  renderWithProviders(<ManageFriendsDialog userId={ME} open onOpenChange={() => {}} onFriendsChanged={onFriendsChanged} />);
  return onFriendsChanged;
}

describe('ManageFriendsDialog: blocking a friend', () => {
  it('when a friend is blocked and confirmed, then the block is sent, they leave the list and the count, and a toast says so', async () => {
    answerFriends([friend(1), friend(2)]);
    const sent: { id: string; body: unknown }[] = [];
    server.use(
      blocksHandlers.blockUser(async ({ params, request }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ id: friend(2).id, username: 'pal2', profile_photo: null, blocked_at: '2026-03-10T09:00:00.000Z' }, { status: 201 });
      }),
    );
    const onFriendsChanged = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Block pal2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block pal2?' });
    expect(within(confirm).getByText(/They aren't told/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked pal2.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('pal2')).not.toBeInTheDocument());
    expect(screen.getByText('pal1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Friends (1)' })).toBeInTheDocument();
    expect(sent).toEqual([{ id: ME, body: { userId: friend(2).id } }]);
    expect(onFriendsChanged).toHaveBeenCalledOnce();
  });

  it('when the block is cancelled, then nothing is sent and the friend stays', async () => {
    answerFriends([friend(1)]);
    const sent: unknown[] = [];
    server.use(blocksHandlers.blockUser(({ params }) => (sent.push(params), apiError(500))));
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Block pal1' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('pal1')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('when the block fails, then the server text is toasted and the friend stays', async () => {
    answerFriends([friend(1)]);
    server.use(blocksHandlers.blockUser(() => apiError(503, 'The service is temporarily unavailable.')));
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Block pal1' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('The service is temporarily unavailable.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('pal1')).toBeInTheDocument();
  });
});
