import type { Notification } from '@dayleaf/contracts';
import type { I18n } from '@lingui/core';

/*
 * What a push says of an item, in its recipient's language (`t`, from textsFor): the list's words
 * (notification-texts.ts in contracts, which the web shows) from the API's catalogs, English byte for byte as the
 * list says it (push-texts.test.ts). Counts go to the catalog as numbers, so each language declines them.
 */

/** "ben", "ben and cleo", "ben and 3 others": the newest actor first, the rest counted. */
export function actorsPushText(item: Pick<Notification, 'actors' | 'actor_count'>, t: I18n): string {
  const [first, second] = item.actors;
  if (!first) return t._('actors.someone');
  const others = item.actor_count - 1;
  if (others <= 0) return first.username;
  if (others === 1 && second) return t._('actors.two', { first: first.username, second: second.username });
  return t._('actors.many', { first: first.username, others });
}

/** A nudge, in its item and its push: "ana is cheering you on: 2 tasks to go". */
export function nudgePushText(sender: string, tasksLeft: number, t: I18n): string {
  return tasksLeft <= 0 ? t._('nudge.finish', { sender }) : t._('nudge.left', { sender, left: tasksLeft });
}

/** What an item's push says (docs/product.md#notifications). `count` lets a language make the verb agree. */
export function notificationPushText(item: Notification, t: I18n): string {
  const who = actorsPushText(item, t);
  const count = Math.max(1, item.actor_count);
  const challenge = item.challenge?.name ?? t._('notification.a_challenge');
  switch (item.kind) {
    case 'like':
    case 'comment':
    case 'friend_request':
    case 'friend_accepted':
    case 'cheer':
      return t._(`notification.${item.kind}`, { who, count });
    case 'challenge_joined':
      return t._('notification.challenge_joined', { who, count, challenge });
    case 'challenge_ended':
      return item.place === 1
        ? t._('notification.challenge_won', { challenge })
        : t._('notification.challenge_ended', { challenge, place: item.place ?? 1 });
    case 'milestone':
      return t._('notification.milestone', { who, count, days: item.days ?? 0 });
    case 'nudge':
      return nudgePushText(who, item.tasks_left ?? 0, t);
  }
}
