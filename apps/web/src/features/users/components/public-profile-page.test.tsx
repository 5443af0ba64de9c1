import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, networkError } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import PublicProfilePage from './public-profile-page';

/** Signed out unless `viewer` is given. */
const renderProfile = (viewer?: User) =>
  renderWithProviders(
    <Routes>
      <Route path="/profile/:username" element={<PublicProfilePage />} />
    </Routes>,
    { path: '/profile/ben', ...(viewer && { user: viewer }) },
  );

const ben = { id: '00000000-0000-4000-8000-0000000000bb', username: 'ben', bio: '', profile_photo: null, subscription_status: 'free', done_today: true, on_break: false, friendship: null, friend_streak: null } as const;

describe('PublicProfilePage', () => {
  it('when the network fails, then the page and the toast give the same one message', async () => {
    server.use(usersHandlers.publicProfile(() => networkError()));
    renderProfile();
    const heading = await screen.findByRole('heading', { name: 'An error occurred while fetching the profile.' });
    expect(heading).toBeInTheDocument();
    // The toast may show a moment after the page: wait for both.
    await waitFor(() => expect(screen.getAllByText('An error occurred while fetching the profile.')).toHaveLength(2));
    expect(screen.queryByText('Failed to load profile.')).not.toBeInTheDocument();
  });

  it('when the server fails with its own error, then the page and the toast show it', async () => {
    server.use(usersHandlers.publicProfile(() => apiError(503, 'The service is temporarily unavailable.')));
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'The service is temporarily unavailable.' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('The service is temporarily unavailable.')).toHaveLength(2));
  });

  it('when the streak is 0, then it reads 0 days, not "in a row", and the way back is a labelled link', async () => {
    const viewer = makeUser();
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(viewer)),
      usersHandlers.publicProfile(() => HttpResponse.json({ ...ben, streak_count: 0 })),
    );
    renderProfile(viewer);
    expect(await screen.findByText('0 days')).toBeInTheDocument();
    expect(screen.queryByText(/in a row/)).not.toBeInTheDocument();
    expect(screen.getByText('No streak running right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute('href', '/feed');
  });

  it('when the streak is running, then it reads N days in a row', async () => {
    server.use(usersHandlers.publicProfile(() => HttpResponse.json({ ...ben, streak_count: 4 })));
    renderProfile();
    expect(await screen.findByText('4 days in a row')).toBeInTheDocument();
  });

  it('when a friend opens the profile and they share a friend streak, then it says so; at 0 or for anyone else nothing does', async () => {
    const viewer = makeUser();
    const friends = { state: 'friends', friendship_id: '00000000-0000-4000-8000-0000000000ff' } as const;
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(viewer)),
      usersHandlers.publicProfile(() => HttpResponse.json({ ...ben, streak_count: 12, friendship: friends, friend_streak: 12 })),
    );
    const view = renderProfile(viewer);
    expect(await screen.findByText('You and ben: 12-day friend streak')).toBeInTheDocument();
    view.unmount();
    server.use(usersHandlers.publicProfile(() => HttpResponse.json({ ...ben, streak_count: 12, friendship: friends, friend_streak: 0 })));
    renderProfile(viewer);
    expect(await screen.findByText('12 days in a row')).toBeInTheDocument();
    expect(screen.queryByText(/friend streak/)).not.toBeInTheDocument();
  });

  const expectWayIn = () => {
    expect(screen.getByRole('link', { name: 'Join Dayleaf' })).toHaveAttribute('href', '/?join');
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /Feed/ })).not.toBeInTheDocument();
  };

  it('when a signed-out visitor opens a public profile, then the brand and a way in show, not a way back to a feed', async () => {
    server.use(usersHandlers.publicProfile(() => HttpResponse.json({ ...ben, streak_count: 4 })));
    renderProfile();
    expect(await screen.findByText('4 days in a row')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dayleaf' })).toHaveAttribute('href', '/');
    expectWayIn();
  });

  it('when a signed-out visitor opens a private profile, then the private card offers a way in instead of the feed', async () => {
    server.use(usersHandlers.publicProfile(() => apiError(403, 'This profile is private.')));
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile is Private' })).toBeInTheDocument();
    expectWayIn();
  });

  it('when a signed-out visitor opens a missing profile, then a card says so, with the brand and a way in', async () => {
    server.use(usersHandlers.publicProfile(() => apiError(404, 'User not found.')));
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'User not found.' })).toBeInTheDocument();
    expect(screen.getByText('No one goes by that name here. Check the link and try again.')).toBeInTheDocument();
    expectWayIn();
  });
});
