import type { Notification } from '@dayleaf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { notificationsHandlers } from '../../../test/msw/notifications';
import { answerList, type ListPages } from '../../../test/msw/pages';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeNotification, person } from '../../../test/notifications-fixtures';
import { createTestQueryClient, makeUser, renderWithProviders } from '../../../test/render';
import { userKeys } from '../../auth/api/keys';
import NotificationsPage from './notifications-page';

const ME = makeUser({ unread_notifications: 2 });
const item = (n: number, overrides: Partial<Notification> = {}) =>
  makeNotification({ id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`, ...overrides });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The screen at /notifications, with a stand-in at every other path that says where a tap went. */
function renderPage(queryClient = createTestQueryClient()) {
  renderWithProviders(
    <Routes>
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { user: ME, path: '/notifications', queryClient },
  );
  return queryClient;
}

/** The list's pages by the `before` they answer ('' for the first); returns each list request's cursor. */
const answerNotifications = (pages: ListPages<Notification>) => answerList(notificationsHandlers.getNotifications, pages, { id: ME.id });

function recordMarks() {
  const marked: string[] = [];
  server.use(
    notificationsHandlers.markNotificationsRead(async ({ params, request }) => {
      expect(params.id).toBe(ME.id);
      marked.push(((await request.json()) as { up_to: string }).up_to);
      return HttpResponse.json({ ok: true as const });
    }),
    usersHandlers.getUser(() => HttpResponse.json({ ...ME, unread_notifications: 0 })),
  );
  return marked;
}

// The session reads the user's record again as it starts.
beforeEach(() => server.use(usersHandlers.getUser(() => HttpResponse.json(ME))));

describe('NotificationsPage', () => {
  it('when items are unread, then each says who did what, the newest is marked read with every older one, and the count drops', async () => {
    answerNotifications({
      '': {
        body: [
          item(3, { kind: 'like', actors: [person('ben'), person('cleo'), person('dan')], actor_count: 4 }),
          item(2, { kind: 'friend_request', post: null }),
          item(1, { kind: 'comment', read: true }),
        ],
      },
    });
    const marked = recordMarks();
    const queryClient = renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('ben and 3 others liked your photo'),
      expect.stringContaining('ben sent you a friend request'),
      expect.stringContaining('ben commented on your photo'),
    ]);
    // What was new keeps its look for this visit.
    expect(within(rows[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Unread')).not.toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([item(3).id]));
    await waitFor(() => expect(queryClient.getQueryData<typeof ME>(userKeys.user(ME.id))?.unread_notifications).toBe(0));
  });

  it('when the newest is already read, then nothing is sent', async () => {
    const asked = answerNotifications({ '': { body: [item(2, { read: true }), item(1, { read: true })] } });
    const marked = recordMarks();
    renderPage();
    await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(asked).toEqual(['']));
    expect(marked).toEqual([]);
  });

  it('when an item is tapped, then it goes to the thing it tells of', async () => {
    answerNotifications({ '': { body: [item(2, { kind: 'comment', read: true })] } });
    recordMarks();
    renderPage();
    await userEvent.click(await screen.findByRole('link', { name: /ben commented on your photo/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/feed?post=p1&comments=open');
  });

  it('when there is nothing yet, then it says what will come here', async () => {
    answerNotifications({ '': { body: [] } });
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('when the list cannot be read, then it says so and Try again asks once more', async () => {
    let tries = 0;
    server.use(
      notificationsHandlers.getNotifications(() => {
        tries += 1;
        return tries === 1 ? apiError(500, 'Internal server error') : HttpResponse.json([item(1, { read: true })]);
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });
});
