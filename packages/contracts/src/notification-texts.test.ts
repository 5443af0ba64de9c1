import { describe, expect, it } from 'vitest';
import { actorsText, notificationLink, notificationText, nudgeText, ordinal } from './notification-texts';
import { makeNotification, person } from './testing';
import type { Notification } from './notifications';

describe('actorsText', () => {
  it('names one, two, and the first of many with the rest counted', () => {
    expect(actorsText({ actors: [person('ben')], actor_count: 1 })).toBe('ben');
    expect(actorsText({ actors: [person('ben'), person('cleo')], actor_count: 2 })).toBe('ben and cleo');
    expect(actorsText({ actors: [person('ben'), person('cleo'), person('dan')], actor_count: 4 })).toBe('ben and 3 others');
    // Two in all, but only one of them may be named to this viewer.
    expect(actorsText({ actors: [person('ben')], actor_count: 2 })).toBe('ben and 1 other');
  });
});

describe('ordinal', () => {
  it('writes English ordinals, the teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th',
    ]);
  });
});

describe('notificationText and notificationLink', () => {
  it('says each kind in words and goes to the thing it tells of', () => {
    const many = { actors: [person('ben'), person('cleo'), person('dan')], actor_count: 4 };
    const challenge = { id: 'c1', name: 'Read daily' };
    const cases: [Partial<Notification>, string, string][] = [
      [{ kind: 'like', ...many }, 'ben and 3 others liked your photo', '/feed?post=p1'],
      [{ kind: 'comment' }, 'ben commented on your photo', '/feed?post=p1&comments=open'],
      [{ kind: 'friend_request', post: null }, 'ben sent you a friend request', '/feed?friends=requests'],
      [{ kind: 'friend_accepted', post: null }, 'ben accepted your friend request', '/profile/ben'],
      [{ kind: 'challenge_joined', post: null, challenge }, 'ben joined your challenge "Read daily"', '/challenges?challenge=c1'],
      [{ kind: 'challenge_ended', post: null, actors: [], actor_count: 0, challenge, place: 1 }, '"Read daily" has ended: you came 1st 🏆', '/challenges?challenge=c1'],
      [{ kind: 'challenge_ended', post: null, actors: [], actor_count: 0, challenge, place: 3 }, '"Read daily" has ended: you came 3rd', '/challenges?challenge=c1'],
      [{ kind: 'milestone', post: null, days: 30 }, 'ben reached a 30-day streak 🔥', '/profile/ben'],
      [{ kind: 'cheer', post: null, date: '2026-11-29' }, 'ben cheered your day', '/profile/ben'],
      [{ kind: 'cheer', post: null, date: '2026-11-29', ...many }, 'ben and 3 others cheered your day', '/profile/ben'],
      [{ kind: 'nudge', post: null, date: '2026-11-30', tasks_left: 2 }, 'ben is cheering you on: 2 tasks to go', '/'],
    ];
    for (const [overrides, text, link] of cases) {
      const item = makeNotification(overrides);
      expect(notificationText(item), item.kind).toBe(text);
      expect(notificationLink(item), item.kind).toBe(link);
    }
  });

  it('links a profile by its name made safe for a path', () => {
    expect(notificationLink(makeNotification({ kind: 'milestone', actors: [person('a b/c')], post: null }))).toBe('/profile/a%20b%2Fc');
  });
});

describe('nudgeText', () => {
  it('when tasks are left, then it counts them, singular at 1', () => {
    expect(nudgeText('ana', 2)).toBe('ana is cheering you on: 2 tasks to go');
    expect(nudgeText('ana', 1)).toBe('ana is cheering you on: 1 task to go');
  });

  it('when no task is left to tick, then it asks to finish the day', () => {
    expect(nudgeText('ana', 0)).toBe('ana is cheering you on: finish your day');
  });
});
