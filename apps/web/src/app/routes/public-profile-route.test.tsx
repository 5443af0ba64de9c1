import type { ProfileFriendship, PublicProfile } from '@dayleaf/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse } from '../../test/msw/contract';
import { friendsHandlers } from '../../test/msw/friends';
import { recordRequests, server } from '../../test/msw/server';
import { answerDays } from '../../test/streaks-fixtures';
import { usersHandlers } from '../../test/msw/users';
import { makeUser, renderWithProviders } from '../../test/render';
import PublicProfileRoute from './public-profile-route';

const ME = makeUser();
const BEN_ID = '00000000-0000-4000-8000-0000000000bb';
const FRIENDSHIP_ID = '00000000-0000-4000-8000-0000000000ff';
const ben = (friendship: ProfileFriendship | null, doneToday = true, onBreak = false): PublicProfile => ({
  id: BEN_ID,
  username: 'ben',
  bio: '',
  profile_photo: null,
  subscription_status: 'free',
  streak_count: 2,
  done_today: doneToday,
  on_break: onBreak,
  friendship,
  friend_streak: friendship?.state === 'friends' ? 0 : null,
});
const NONE: ProfileFriendship = { state: 'none', friendship_id: null };
const SENT: ProfileFriendship = { state: 'sent', friendship_id: FRIENDSHIP_ID };
const RECEIVED: ProfileFriendship = { state: 'received', friendship_id: FRIENDSHIP_ID };
const FRIENDS: ProfileFriendship = { state: 'friends', friendship_id: FRIENDSHIP_ID };

/** The server's side: ben's profile as it stands, changed by what the buttons send, each of which is recorded. */
function answerBen(start: ProfileFriendship, { isPrivate = false, doneToday = true, onBreak = false } = {}) {
  let friendship = start;
  const sent: string[] = [];
  server.use(
    usersHandlers.getUser(() => HttpResponse.json(ME)),
    // A profile the viewer may see shows the person's year.
    answerDays().handler,
    usersHandlers.publicProfile(() =>
      isPrivate && friendship.state !== 'friends'
        ? apiError(403, 'This profile is private.', { person: { id: BEN_ID, username: 'ben', profile_photo: null }, friendship })
        : HttpResponse.json(ben(friendship, doneToday, onBreak)),
    ),
    friendsHandlers.sendFriendRequest(async ({ params, request }) => {
      sent.push(`POST ${params.id} ${JSON.stringify(await request.json())}`);
      friendship = SENT;
      return HttpResponse.json({ friendship_id: FRIENDSHIP_ID, status: 'pending' as const }, { status: 201 });
    }),
    friendsHandlers.cancelFriendRequest(({ params }) => {
      sent.push(`DELETE ${params.friendshipId}`);
      friendship = NONE;
      return new HttpResponse(null, { status: 204 });
    }),
    friendsHandlers.respondToFriendRequest(async ({ params, request }) => {
      sent.push(`PATCH ${params.friendshipId} ${JSON.stringify(await request.json())}`);
      friendship = FRIENDS;
      return HttpResponse.json({ friendship_id: FRIENDSHIP_ID, status: 'accepted' as const });
    }),
  );
  return sent;
}

function renderProfile(user = ME) {
  return renderWithProviders(
    <Routes>
      <Route path="/profile/:username" element={<PublicProfileRoute />} />
    </Routes>,
    { path: '/profile/ben', user },
  );
}

describe('PublicProfileRoute: nudging from a profile', () => {
  it('when a friend has not completed today, then Nudge sends it and reads Nudged, disabled', async () => {
    answerBen(FRIENDS, { doneToday: false });
    const sent: unknown[] = [];
    server.use(
      friendsHandlers.sendNudge(async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ date: '2026-03-10', tasks_left: 1 }, { status: 201 });
      }),
    );
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Nudge ben' }));
    expect(await screen.findByRole('button', { name: 'Nudged ben' })).toBeDisabled();
    expect(sent).toEqual([{ friendId: BEN_ID }]);
  });

  it('when the friend completed today, or they are not friends, then there is no Nudge', async () => {
    answerBen(FRIENDS);
    const { unmount } = renderProfile();
    expect(await screen.findByText('Friends')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nudge/ })).not.toBeInTheDocument();
    unmount();
    answerBen(NONE, { doneToday: false });
    renderProfile();
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nudge/ })).not.toBeInTheDocument();
  });

  it('when the friend is on a break today, then the profile says "On a break" instead of Nudge', async () => {
    answerBen(FRIENDS, { doneToday: false, onBreak: true });
    renderProfile();
    expect(await screen.findByText('On a break')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nudge/ })).not.toBeInTheDocument();
  });
});

describe('PublicProfileRoute: friends from a profile', () => {
  it('when they are not friends, then Add friend sends the request, a toast says so and the profile shows Request sent', async () => {
    const sent = answerBen(NONE);
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('Friend request sent to ben!')).toBeInTheDocument();
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
    expect(sent).toEqual([`POST ${ME.id} {"userId":"${BEN_ID}"}`]);
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('when a request was sent, then Cancel takes it back and Add friend shows again', async () => {
    const sent = answerBen(SENT);
    renderProfile();
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel friend request' }));
    expect(await screen.findByText('Friend request cancelled.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(sent).toEqual([`DELETE ${FRIENDSHIP_ID}`]);
  });

  it('when they asked the viewer, then Accept answers the request and they show as friends', async () => {
    const sent = answerBen(RECEIVED);
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Friend request accepted.')).toBeInTheDocument();
    expect(await screen.findByText('Friends')).toBeInTheDocument();
    expect(sent).toEqual([`PATCH ${FRIENDSHIP_ID} {"status":"accepted","userId":"${ME.id}"}`]);
  });

  it('when the request fails, then the server\'s text is toasted and Add friend stays', async () => {
    answerBen(NONE);
    server.use(friendsHandlers.sendFriendRequest(() => apiError(404, 'User not found.')));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add friend' })).toBeEnabled());
  });

  it('when the profile is private, then the private screen still offers Add friend, and then shows Request sent', async () => {
    answerBen(NONE, { isPrivate: true });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile is Private' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile is Private' })).toBeInTheDocument();
  });

  it('when a private user asked the viewer, then Accept on the private screen opens the profile', async () => {
    answerBen(RECEIVED, { isPrivate: true });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: 'ben' })).toBeInTheDocument();
    expect(screen.getByText('Friends')).toBeInTheDocument();
  });

  it('when signed out on a private profile, then the private screen has no friend button', async () => {
    server.use(usersHandlers.publicProfile(() => apiError(403, 'This profile is private.')));
    renderWithProviders(
      <Routes>
        <Route path="/profile/:username" element={<PublicProfileRoute />} />
      </Routes>,
      { path: '/profile/ben' },
    );
    expect(await screen.findByRole('heading', { name: 'Profile is Private' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
  });

  it('when the viewer opens their own profile, then there is no friend button', async () => {
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(ME)),
      usersHandlers.publicProfile(() => HttpResponse.json({ ...ben(null), id: ME.id, username: ME.username })),
      answerDays().handler,
    );
    renderProfile();
    expect(await screen.findByRole('heading', { name: ME.username })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'Your year' })).toBeInTheDocument();
  });
});

describe("PublicProfileRoute: the person's year", () => {
  it("when the viewer may see the profile, then ben's year shows under his streak, asked for by his id", async () => {
    server.use(usersHandlers.getUser(() => HttpResponse.json(ME)), usersHandlers.publicProfile(() => HttpResponse.json(ben(NONE))));
    const days = answerDays();
    server.use(days.handler);
    renderProfile();
    expect(await screen.findByRole('grid', { name: "ben's year" })).toBeInTheDocument();
    expect(days.asked.map((a) => a.id)).toEqual([BEN_ID]);
  });

  it('when the profile is private to the viewer, then no year is shown or asked for', async () => {
    answerBen(NONE, { isPrivate: true });
    const sent = recordRequests();
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile is Private' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "ben's year" })).not.toBeInTheDocument();
    expect(sent.filter((r) => r.includes('/days'))).toEqual([]);
  });
});
