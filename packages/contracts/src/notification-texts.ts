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
