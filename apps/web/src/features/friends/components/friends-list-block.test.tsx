import type { Friend } from '@dayleaf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blocksHandlers } from '../../../test/msw/blocks';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { friendsHandlers } from '../../../test/msw/friends';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { ManageFriendsDialog } from './manage-friends-dialog';

const ME = '11111111-1111-4111-8111-111111111111';
const friend = (n: number): Friend => ({
  id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
  username: `pal${n}`,
  profile_photo: null,
  subscription_status: 'free',
  streak_count: 1,
  friend_streak: 0,
  done_today: true, on_break: false,
});

function answerFriends(friends: Friend[]) {
  server.use(
    friendsHandlers.getFriends(() => HttpResponse.json(friends, { headers: { 'X-Total-Count': String(friends.length) } })),
    friendsHandlers.getFriendRequests(() => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    friendsHandlers.getSentRequests(() => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  );
}

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
