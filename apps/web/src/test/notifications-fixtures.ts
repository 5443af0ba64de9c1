import type { NotificationSettings } from '@dayleaf/contracts';
import { HttpResponse } from './msw/contract';
import { notificationsHandlers } from './msw/notifications';
import { server } from './msw/server';

export { makeNotification, person } from '@dayleaf/contracts/testing';

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
