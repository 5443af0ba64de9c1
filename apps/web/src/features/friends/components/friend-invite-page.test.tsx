import type { FriendInviteCard } from '@dayleaf/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { friendsHandlers } from '../../../test/msw/friends';
import { server } from '../../../test/msw/server';
import { renderAtRoute } from '../../../test/route';
import FriendInvitePage from './friend-invite-page';

const TOKEN = 'ZyXwVuTsRqPoNmLkJiHgFeDc';
const BEN: FriendInviteCard = { id: '00000000-0000-4000-8000-0000000000bb', username: 'ben', profile_photo: null, standing: null };

const renderInvite = ({ signedIn, path = `/invite/friend/${TOKEN}` }: { signedIn: boolean; path?: string }) =>
  renderAtRoute('/invite/friend/:token', <FriendInvitePage />, { signedIn, path });

describe('FriendInvitePage', () => {
  it('when a signed-out visitor opens a live link, then the person shows with Add friend, which opens sign-up here', async () => {
    server.use(friendsHandlers.friendInviteCard(() => HttpResponse.json(BEN)));
    const user = userEvent.setup();
    renderInvite({ signedIn: false });
    // The name is the person's own words: the title and the sentences take its direction, not the page's.
    expect(await screen.findByRole('heading', { level: 1, name: 'ben' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('ben', { selector: 'bdi' })).toBeInTheDocument();
    expect(screen.getByText("You're invited to be friends on Dayleaf")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add friend' }));
    const heading = await screen.findByRole('heading', { name: 'Be friends with ben' });
    expect(heading.querySelector('bdi')).toHaveTextContent(/^ben$/);
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when signed in, then Add friend confirms: the friendship is made and the profile opens with a toast', async () => {
    const accepted: string[] = [];
    server.use(
      friendsHandlers.friendInviteCard(() => HttpResponse.json({ ...BEN, standing: 'none' as const })),
      friendsHandlers.acceptFriendInvite(({ params }) => {
        accepted.push(String(params.token));
        return HttpResponse.json({ friendship_id: '00000000-0000-4000-8000-0000000000ff', status: 'accepted' as const });
      }),
    );
    const user = userEvent.setup();
    renderInvite({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('You and ben are friends now! Say hello with a cheer.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/profile/ben'));
    expect(accepted).toEqual([TOKEN]);
  });

  it('when signed in after pressing Add friend (?join), then it goes ahead by itself', async () => {
    server.use(
      friendsHandlers.friendInviteCard(() => HttpResponse.json({ ...BEN, standing: 'none' as const })),
      friendsHandlers.acceptFriendInvite(() => HttpResponse.json({ friendship_id: '00000000-0000-4000-8000-0000000000ff', status: 'accepted' as const })),
    );
    renderInvite({ signedIn: true, path: `/invite/friend/${TOKEN}?join=` });
    expect(await screen.findByText('You and ben are friends now! Say hello with a cheer.')).toBeInTheDocument();
  });

  it.each([
    ['self', 'This is your own invite link. Share it with friends to add them.', 'Go to my profile'],
    ['friends', 'You and ben are already friends.', 'View profile'],
  ] as const)('when the viewer is %s, then the card says so and offers no Add friend', async (standing, text, link) => {
    server.use(friendsHandlers.friendInviteCard(() => HttpResponse.json({ ...BEN, standing })));
    renderInvite({ signedIn: true });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
  });

  it('when the link was renewed or never was (404), then a clear page says it is no longer active', async () => {
    server.use(friendsHandlers.friendInviteCard(() => apiError(404, 'User not found.')));
    renderInvite({ signedIn: true });
    expect(await screen.findByRole('heading', { name: 'This invite link is no longer active.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dayleaf' })).toBeInTheDocument();
  });

  it('when the friendship is refused, then the reason shows under the button', async () => {
    server.use(
      friendsHandlers.friendInviteCard(() => HttpResponse.json({ ...BEN, standing: 'none' as const })),
      friendsHandlers.acceptFriendInvite(() => apiError(409, 'You are already friends.')),
    );
    const user = userEvent.setup();
    renderInvite({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already friends.');
  });
});
