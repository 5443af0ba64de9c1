import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { friendsHandlers } from '../../../test/msw/friends';
import { server } from '../../../test/msw/server';
import { answerFriends, makeFriend } from '../../../test/friends-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ManageFriendsDialog } from './manage-friends-dialog';

const ME = '11111111-1111-4111-8111-111111111111';
const friend = (n: number, done_today: boolean, on_break = false) => makeFriend(n, { done_today, on_break });

const renderDialog = () => renderWithProviders(<ManageFriendsDialog userId={ME} open onOpenChange={() => {}} onFriendsChanged={() => {}} />);

describe('ManageFriendsDialog: nudging a friend', () => {
  it('when a friend has not completed today, then Nudge sends it and turns to a disabled "Nudged"; a friend who completed has none', async () => {
    answerFriends([friend(1, false), friend(2, true)]);
    const sent: { id: string; body: unknown }[] = [];
    server.use(
      friendsHandlers.sendNudge(async ({ params, request }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ date: '2026-03-10', tasks_left: 2 }, { status: 201 });
      }),
    );
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Nudge pal1' }));
    const nudged = await screen.findByRole('button', { name: 'Nudged pal1' });
    expect(nudged).toBeDisabled();
    expect(nudged).toHaveTextContent('Nudged');
    expect(await screen.findByText('You nudged pal1.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: ME, body: { friendId: friend(1, false).id } }]);
    const row = screen.getByText('pal2').closest('li')!;
    expect(within(row).queryByRole('button', { name: /Nudge/ })).not.toBeInTheDocument();
  });

  it('when a friend is on a break today, then their row says "On a break" and offers no Nudge', async () => {
    answerFriends([friend(1, false, true), friend(2, false)]);
    renderDialog();
    await screen.findByRole('button', { name: 'Nudge pal2' });
    const row = screen.getByText('pal1').closest('li')!;
    expect(within(row).getByText('On a break')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Nudge/ })).not.toBeInTheDocument();
  });

  it('when the nudge is refused, then the server text is toasted and Nudge stays for another try', async () => {
    answerFriends([friend(1, false)]);
    server.use(friendsHandlers.sendNudge(() => apiError(429, 'You already nudged them today.')));
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Nudge pal1' }));
    expect(await screen.findByText('You already nudged them today.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nudge pal1' })).toBeEnabled());
  });
});
