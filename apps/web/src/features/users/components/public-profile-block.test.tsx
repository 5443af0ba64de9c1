import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blocksHandlers } from '../../../test/msw/blocks';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import PublicProfilePage from './public-profile-page';

const ME = makeUser();
const ben = { id: '00000000-0000-4000-8000-0000000000bb', username: 'ben', bio: '', profile_photo: null, subscription_status: 'free', streak_count: 2, done_today: false, on_break: false, friendship: null, friend_streak: null } as const;

function renderAt(path: string, user = ME) {
  return renderWithProviders(
    <Routes>
      <Route path="/profile/:username" element={<PublicProfilePage />} />
      <Route path="/feed" element={<h1>Feed screen</h1>} />
      <Route path="/challenges" element={<Link to="/profile/ben">See ben</Link>} />
    </Routes>,
    { path, user },
  );
}

/** Answers ben's profile and records each block request's path id and body. */
function answerProfileAndBlocks(answer: () => Response | HttpResponse<typeof blockedBen> = () => HttpResponse.json(blockedBen, { status: 201 })) {
  const sent: { id: string; body: unknown }[] = [];
  server.use(
    usersHandlers.publicProfile(() => HttpResponse.json(ben)),
    usersHandlers.getUser(() => HttpResponse.json(ME)),
    blocksHandlers.blockUser(async ({ params, request }) => {
      sent.push({ id: params.id, body: await request.json() });
      return answer();
    }),
  );
  return sent;
}

const blockedBen = { id: ben.id, username: ben.username, profile_photo: null, blocked_at: '2026-03-10T09:00:00.000Z' };

describe('PublicProfilePage: blocking', () => {
  it('when the viewer blocks and confirms, then the block is sent, a toast says so and the profile is left for the feed', async () => {
    const sent = answerProfileAndBlocks();
    renderAt('/profile/ben');
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block ben?' });
    expect(within(dialog).getByText(/Your friendship ends and neither of you can send a friend request/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('heading', { name: 'Feed screen' })).toBeInTheDocument();
    expect(await screen.findByText('Blocked ben.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: ME.id, body: { userId: ben.id } }]);
  });

  it('when the profile was opened from another screen, then blocking goes back to it', async () => {
    answerProfileAndBlocks();
    renderAt('/challenges');
    await userEvent.click(screen.getByRole('link', { name: 'See ben' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('link', { name: 'See ben' })).toBeInTheDocument();
  });

  it('when the viewer cancels, then nothing is sent and the profile stays', async () => {
    const sent = answerProfileAndBlocks();
    renderAt('/profile/ben');
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'ben' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('when the block fails, then the server text is toasted and the profile stays', async () => {
    answerProfileAndBlocks(() => apiError(503, 'The service is temporarily unavailable.'));
    renderAt('/profile/ben');
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('The service is temporarily unavailable.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'ben' })).toBeInTheDocument();
  });

  it('when the viewer opens their own profile, then there is no Block button', async () => {
    server.use(usersHandlers.publicProfile(() => HttpResponse.json({ ...ben, id: ME.id, username: ME.username })), usersHandlers.getUser(() => HttpResponse.json(ME)));
    renderAt(`/profile/${ME.username}`);
    expect(await screen.findByRole('heading', { name: ME.username })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('when signed out, then there is no Block button', async () => {
    server.use(usersHandlers.publicProfile(() => HttpResponse.json(ben)));
    renderWithProviders(
      <Routes>
        <Route path="/profile/:username" element={<PublicProfilePage />} />
      </Routes>,
      { path: '/profile/ben' },
    );
    expect(await screen.findByRole('heading', { name: 'ben' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });
});
