import type { Notification, NotificationSettings } from '@dayleaf/contracts';
import { HttpResponse } from './msw/contract';
import { notificationsHandlers } from './msw/notifications';
import { server } from './msw/server';

/** Someone who acted, as items name them. */
export const person = (username: string) => ({ id: `id-${username}`, username, profile_photo: null });

/** A like by ben on the photo p1, unread; a test overrides what it looks at. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '55555555-5555-4555-8555-000000000001',
    kind: 'like',
    actors: [person('ben')],
    actor_count: 1,
    post: { id: 'p1', thumbnail_url: '/photos/p1-360.webp' },
    comment_id: null,
    challenge: null,
    friendship_id: null,
    days: null,
    place: null,
    date: null,
    tasks_left: null,
    created_at: '2026-11-30T08:00:00.000Z',
    read: false,
    ...overrides,
  };
}


/** Every kind on, quiet from 22:00 to 08:00: a user who changed nothing. */
export function makeNotificationSettings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    push: {
      like: true,
      comment: true,
      friend_request: true,
      friend_accepted: true,
      challenge_joined: true,
      challenge_ended: true,
      milestone: true,
      cheer: true,
      nudge: true,
    },
    quiet_hours: { enabled: true, start: '22:00', end: '08:00' },
    ...overrides,
  };
}

/**
 * The settings as the server holds them: a PATCH changes what it names and answers the whole; `sent` records each
 * body.
 */
export function answerNotificationSettings(initial: NotificationSettings = makeNotificationSettings()) {
  let held = initial;
  const sent: unknown[] = [];
  server.use(
    notificationsHandlers.getNotificationSettings(() => HttpResponse.json(held)),
    notificationsHandlers.updateNotificationSettings(async ({ request }) => {
      const body = (await request.json()) as { push?: Partial<NotificationSettings['push']>; quiet_hours?: Partial<NotificationSettings['quiet_hours']> };
      sent.push(body);
      held = { push: { ...held.push, ...body.push }, quiet_hours: { ...held.quiet_hours, ...body.quiet_hours } };
      return HttpResponse.json(held);
    }),
  );
  return { sent };
}
