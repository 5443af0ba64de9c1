import type { User } from '@dayleaf/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { createTestQueryClient, makeUser, renderWithProviders } from '../../../test/render';
import { userKeys } from '../../auth/api/keys';
import NotificationBell, { unreadBadge } from './notification-bell';

/** The bell for this user, whose record the session reads again as it starts. */
function renderBell(user: User) {
  server.use(usersHandlers.getUser(() => HttpResponse.json(user)));
  renderWithProviders(<NotificationBell />, { user });
}

describe('NotificationBell', () => {
  it('when nothing is unread, then it is the bell alone, named Notifications', async () => {
    renderBell(makeUser({ unread_notifications: 0 }));
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('');
  });

  it('when 3 are unread, then the badge says 3 and the name says how many', async () => {
    renderBell(makeUser({ unread_notifications: 3 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
  });

  it('when the record says 99 (its cap), then the badge says 99+', async () => {
    renderBell(makeUser({ unread_notifications: 99 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
    expect([0, 1, 98, 99, 150].map(unreadBadge)).toEqual(['0', '1', '98', '99+', '99+']);
  });

  it('when the person comes back to the page, then the user record is read again and the count follows it', async () => {
    const user = makeUser({ unread_notifications: 1 });
    let reads = 0;
    server.use(
      usersHandlers.getUser(() => {
        reads += 1;
        return HttpResponse.json({ ...user, unread_notifications: 4 });
      }),
    );
    const queryClient = createTestQueryClient();
    renderWithProviders(<NotificationBell />, { user, queryClient });
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    // The record was read a minute ago: past the freshness the app gives it. A fresh one is not asked for again.
    queryClient.setQueryData(userKeys.user(user.id), user, { updatedAt: Date.now() - 60_000 });
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
      expect(reads).toBeGreaterThanOrEqual(1);
    } finally {
      if (visibility) Object.defineProperty(document, 'visibilityState', visibility);
      else delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });
});
