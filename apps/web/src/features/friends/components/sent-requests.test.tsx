import type { FriendRequest } from '@dayleaf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { friendsHandlers } from '../../../test/msw/friends';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { ManageFriendsDialog } from './manage-friends-dialog';

const ME = '11111111-1111-4111-8111-111111111111';
const asked = (n: number): FriendRequest => ({
  id: `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`,
  username: `pal${n}`,
  profile_photo: null,
  subscription_status: null,
  friendship_id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`,
});

/** The friends routes with `sent` as the user's sent requests, paged by `before` ('' is the first page); cancels come off the list. */
function answerRoutes(pages: Record<string, { body: FriendRequest[]; headers?: Record<string, string> }>, cancelAnswer?: () => Response) {
  const cancelled: string[] = [];
  const sentAsked: string[] = [];
  server.use(
    friendsHandlers.getFriends(() => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    friendsHandlers.getFriendRequests(() => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    friendsHandlers.getSentRequests(({ request }) => {
      const url = new URL(request.url);
      sentAsked.push(url.pathname + url.search);
      const page = pages[url.searchParams.get('before') ?? ''];
      const body = (page?.body ?? []).filter((r) => !cancelled.includes(r.friendship_id));
      return HttpResponse.json(body, { headers: page?.headers });
    }),
    friendsHandlers.cancelFriendRequest(({ params }) => {
      if (cancelAnswer) return cancelAnswer();
      cancelled.push(params.friendshipId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { cancelled, sentAsked };
}

const renderDialog = () => renderWithProviders(<ManageFriendsDialog userId={ME} open onOpenChange={() => {}} onFriendsChanged={() => {}} />);

describe('ManageFriendsDialog: sent requests', () => {
  it('when the user sent requests, then they are listed with the whole count and Load more asks for the next page', async () => {
    const { sentAsked } = answerRoutes({
      '': { body: [asked(1), asked(2)], headers: { 'X-Total-Count': '3', 'X-Next-Cursor': 'page-2' } },
      'page-2': { body: [asked(3)] },
    });
    renderDialog();
    expect(await screen.findByRole('heading', { name: 'Sent Requests (3)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pal1' })).toBeInTheDocument();
    expect(screen.getAllByText('waiting for an answer')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'pal3' })).toBeInTheDocument();
    expect(sentAsked).toContain(`/api/users/${ME}/sent-requests?before=page-2`);
  });

  it('when a request is cancelled, then its id is sent, a toast says so and it leaves the list', async () => {
    const { cancelled } = answerRoutes({ '': { body: [asked(1), asked(2)], headers: { 'X-Total-Count': '2' } } });
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request to pal2' }));
    expect(await screen.findByText('Friend request cancelled.')).toBeInTheDocument();
    expect(cancelled).toEqual([asked(2).friendship_id]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'pal2' })).not.toBeInTheDocument());
    const section = screen.getByRole('heading', { name: /^Sent Requests/ }).closest('section')!;
    expect(within(section).getByRole('link', { name: 'pal1' })).toBeInTheDocument();
  });

  it('when the cancel is refused, then the server\'s text is toasted', async () => {
    answerRoutes({ '': { body: [asked(1)], headers: { 'X-Total-Count': '1' } } }, () => apiError(409, 'You are already friends.'));
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request to pal1' }));
    expect(await screen.findByText('You are already friends.')).toBeInTheDocument();
  });

  it('when none are waiting, then the section is not shown', async () => {
    answerRoutes({});
    renderDialog();
    expect(await screen.findByText('Your Friends (0)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Sent Requests/ })).not.toBeInTheDocument();
  });
});
