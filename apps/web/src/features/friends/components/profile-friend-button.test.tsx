import type { ProfileFriendship } from '@dayleaf/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { friendsHandlers } from '../../../test/msw/friends';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { ProfileFriendButton } from './profile-friend-button';

const ME = '11111111-1111-4111-8111-111111111111';
const BEN = { id: '00000000-0000-4000-8000-0000000000bb', username: 'ben' };
const FRIENDSHIP_ID = '00000000-0000-4000-8000-0000000000ff';
const NONE: ProfileFriendship = { state: 'none', friendship_id: null };
const SENT: ProfileFriendship = { state: 'sent', friendship_id: FRIENDSHIP_ID };

/** The profile's reading again, held until the test lets it finish. */
function heldRead() {
  let finish!: () => void;
  const onChanged = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { onChanged, finish: () => finish() };
}

const renderButton = (friendship: ProfileFriendship, onChanged: () => Promise<unknown>) =>
  renderWithProviders(<ProfileFriendButton userId={ME} person={BEN} friendship={friendship} onChanged={onChanged} />);

describe('ProfileFriendButton', () => {
  it('when Add friend is pressed, then it stays busy until the profile is read again, with the toast once sent', async () => {
    const sent: unknown[] = [];
    server.use(
      friendsHandlers.sendFriendRequest(async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ friendship_id: FRIENDSHIP_ID, status: 'pending' as const }, { status: 201 });
      }),
    );
    const read = heldRead();
    renderButton(NONE, read.onChanged);
    await userEvent.click(screen.getByRole('button', { name: 'Add friend' }));
    expect(screen.getByRole('button', { name: 'Add friend' })).toBeDisabled();
    expect(await screen.findByText('Friend request sent to ben!')).toBeInTheDocument();
    // Sent, but the profile is not read again yet: a second press would act on the old state.
    await waitFor(() => expect(read.onChanged).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Add friend' })).toBeDisabled();

    read.finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add friend' })).toBeEnabled());
    expect(sent).toEqual([{ userId: BEN.id }]);
  });

  it('when a request was sent, then Cancel is busy while it runs and the toast says it was cancelled', async () => {
    server.use(friendsHandlers.cancelFriendRequest(() => new HttpResponse(null, { status: 204 })));
    const read = heldRead();
    renderButton(SENT, read.onChanged);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel friend request' }));
    expect(screen.getByRole('button', { name: 'Cancel friend request' })).toBeDisabled();
    expect(await screen.findByText('Friend request cancelled.')).toBeInTheDocument();
    read.finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel friend request' })).toBeEnabled());
  });

  it("when the request is refused, then the server's text is toasted, the profile is not read again and Add friend can be pressed again", async () => {
    server.use(friendsHandlers.sendFriendRequest(() => apiError(409, 'Friend request already sent.')));
    const read = heldRead();
    renderButton(NONE, read.onChanged);
    await userEvent.click(screen.getByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('Friend request already sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add friend' })).toBeEnabled());
    expect(read.onChanged).not.toHaveBeenCalled();
  });
});
