import type { Notification } from './notifications';

/*
 * What a notification says and where it leads, in one place for the screen that lists them and the pushes that tell
 * of them (docs/product.md#notifications). The links are the web app's routes.
 */
const profileLink = (username: string) => `/profile/${encodeURIComponent(username)}`;

/** "ben", "ben and cleo", "ben and 3 others": the newest actor first, the rest counted. */
export function actorsText(item: Pick<Notification, 'actors' | 'actor_count'>): string {
  const [first, second] = item.actors;
  if (!first) return 'Someone';
  const others = item.actor_count - 1;
  if (others <= 0) return first.username;
  if (others === 1 && second) return `${first.username} and ${second.username}`;
  return `${first.username} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** What a nudge says, in its item and its push: "ana is cheering you on: 2 tasks to go". */
export function nudgeText(sender: string, tasksLeft: number): string {
  if (tasksLeft <= 0) return `${sender} is cheering you on: finish your day`;
  return `${sender} is cheering you on: ${tasksLeft} ${tasksLeft === 1 ? 'task' : 'tasks'} to go`;
}

/** What an item says (docs/product.md#notifications). */
export function notificationText(item: Notification): string {
  const who = actorsText(item);
  const challenge = item.challenge?.name ?? 'a challenge';
  switch (item.kind) {
    case 'like':
      return `${who} liked your photo`;
    case 'comment':
      return `${who} commented on your photo`;
    case 'friend_request':
      return `${who} sent you a friend request`;
    case 'friend_accepted':
      return `${who} accepted your friend request`;
    case 'challenge_joined':
      return `${who} joined your challenge "${challenge}"`;
    case 'challenge_ended':
      return item.place === 1
        ? `"${challenge}" has ended: you came 1st 🏆`
        : `"${challenge}" has ended: you came ${ordinal(item.place ?? 1)}`;
    case 'milestone':
      return `${who} reached a ${item.days ?? 0}-day streak 🔥`;
    case 'cheer':
      return `${who} cheered your day`;
    case 'nudge':
      return nudgeText(who, item.tasks_left ?? 0);
  }
}

/** Where tapping an item goes: the thing it tells of. */
export function notificationLink(item: Notification): string {
  const actor = item.actors[0];
  switch (item.kind) {
    case 'like':
      return item.post ? `/feed?post=${item.post.id}` : '/feed';
    case 'comment':
      return item.post ? `/feed?post=${item.post.id}&comments=open` : '/feed';
    case 'friend_request':
      return '/feed?friends=requests';
    case 'challenge_joined':
    case 'challenge_ended':
      return item.challenge ? `/challenges?challenge=${item.challenge.id}` : '/challenges';
    case 'nudge':
      return '/';
    case 'friend_accepted':
    case 'milestone':
    case 'cheer':
      return actor ? profileLink(actor.username) : '/feed';
  }
}

/**
 * A text both apps translate: its id in each app's message catalog (apps/web/src/locales for the web), its English
 * text, which is the product's and what notificationText writes, and its values. Each app renders it with its own
 * Lingui instance (`i18n._(message)`) in the reader's language; contracts depend on no i18n library. The
 * `i18n` comments mark each descriptor for `lingui extract`.
 */
export interface SharedMessage {
  id: string;
  message: string;
  values?: Record<string, string | number | SharedMessage>;
}

/** The actors of an item as a message: "ben", "ben and cleo", "ben and 3 others", "Someone". */
export function actorsMessage(item: Pick<Notification, 'actors' | 'actor_count'>): SharedMessage {
  const [first, second] = item.actors;
  if (!first) return /*i18n*/ { id: 'notification.actors.someone', message: 'Someone' };
  const others = item.actor_count - 1;
  if (others <= 0) return /*i18n*/ { id: 'notification.actors.one', message: '{first}', values: { first: first.username } };
  if (others === 1 && second) {
    return /*i18n*/ { id: 'notification.actors.two', message: '{first} and {second}', values: { first: first.username, second: second.username } };
  }
  return /*i18n*/ {
    id: 'notification.actors.many',
    message: '{first} and {others, plural, one {# other} other {# others}}',
    values: { first: first.username, others },
  };
}

/** What a nudge says as a message: "ana is cheering you on: 2 tasks to go". */
export function nudgeMessage(sender: string | SharedMessage, tasksLeft: number): SharedMessage {
  if (tasksLeft <= 0) return /*i18n*/ { id: 'notification.nudge.finish', message: '{sender} is cheering you on: finish your day', values: { sender } };
  return /*i18n*/ {
    id: 'notification.nudge.left',
    message: '{sender} is cheering you on: {tasksLeft, plural, one {# task} other {# tasks}} to go',
    values: { sender, tasksLeft },
  };
}

/** What an item says as a message (the same words as notificationText in English). */
export function notificationMessage(item: Notification): SharedMessage {
  const who = actorsMessage(item);
  // How many acted, for the languages whose verb agrees with them (English's does not: "ben and 2 others liked").
  const count = Math.max(1, item.actor_count);
  const challenge = item.challenge?.name;
  switch (item.kind) {
    case 'like':
      return /*i18n*/ { id: 'notification.like', message: '{who} liked your photo', values: { who, count } };
    case 'comment':
      return /*i18n*/ { id: 'notification.comment', message: '{who} commented on your photo', values: { who, count } };
    case 'friend_request':
      return /*i18n*/ { id: 'notification.friend_request', message: '{who} sent you a friend request', values: { who, count } };
    case 'friend_accepted':
      return /*i18n*/ { id: 'notification.friend_accepted', message: '{who} accepted your friend request', values: { who, count } };
    case 'challenge_joined':
      return challenge === undefined
        ? /*i18n*/ { id: 'notification.challenge_joined.unnamed', message: '{who} joined your challenge "a challenge"', values: { who, count } }
        : /*i18n*/ { id: 'notification.challenge_joined', message: '{who} joined your challenge "{challenge}"', values: { who, count, challenge } };
    case 'challenge_ended': {
      const place = item.place ?? 1;
      const name = challenge ?? 'a challenge';
      return item.place === 1
        ? /*i18n*/ { id: 'notification.challenge_ended.first', message: '"{name}" has ended: you came 1st 🏆', values: { name } }
        : /*i18n*/ {
            id: 'notification.challenge_ended',
            message: '"{name}" has ended: you came {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
            values: { name, place },
          };
    }
    case 'milestone':
      return /*i18n*/ { id: 'notification.milestone', message: '{who} reached a {days}-day streak 🔥', values: { who, days: item.days ?? 0 } };
    case 'cheer':
      return /*i18n*/ { id: 'notification.cheer', message: '{who} cheered your day', values: { who, count } };
    case 'nudge':
      return nudgeMessage(who, item.tasks_left ?? 0);
  }
}
