import { notificationMessage, notificationText } from '@dayleaf/contracts/client';
import type { Notification } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './i18n';
import { formatNumber } from './format';
import { translateShared } from './shared-message';
import { makeNotification, person } from '@dayleaf/contracts/testing';

/** An item with no photo unless it names one. */
const item = (overrides: Partial<Notification>): Notification => makeNotification({ post: null, ...overrides });

const ITEMS: Notification[] = [
  item({}),
  item({ actors: [], actor_count: 0 }),
  item({ kind: 'comment', actors: [person('ben'), person('cleo')], actor_count: 2 }),
  item({ kind: 'comment', actors: [person('ben'), person('cleo')], actor_count: 3 }),
  item({ kind: 'comment', actors: [person('ben'), person('cleo')], actor_count: 5 }),
  item({ kind: 'friend_request' }),
  item({ kind: 'friend_accepted' }),
  item({ kind: 'challenge_joined', challenge: { id: 'c1', name: 'Run 5k' } }),
  item({ kind: 'challenge_joined' }),
  ...[1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((place) => item({ kind: 'challenge_ended', actors: [], actor_count: 0, challenge: { id: 'c1', name: 'Run 5k' }, place })),
  item({ kind: 'challenge_ended', actors: [], actor_count: 0 }),
  item({ kind: 'milestone', days: 30 }),
  item({ kind: 'cheer' }),
  ...[0, 1, 2, 3].map((tasks_left) => item({ kind: 'nudge', tasks_left })),
];

describe('the notification texts the contracts share', () => {
  it('in English, are the contracts’ own sentences byte for byte', async () => {
    await activateLocale('en');
    for (const n of ITEMS) expect(translateShared(i18n, notificationMessage(n))).toBe(notificationText(n));
  });

  // Arabic has six plural forms: zero, one, two, few (3 to 10), many (11 to 99) and other (100 and up).
  it.each([
    [0, 'ana يشجّعك: أكمل يومك'],
    [1, 'ana يشجّعك: بقيت مهمة واحدة'],
    [2, 'ana يشجّعك: بقيت مهمتان'],
    [3, `ana يشجّعك: بقيت ${formatNumber(3, 'ar')} مهام`],
    [11, `ana يشجّعك: بقيت ${formatNumber(11, 'ar')} مهمة`],
    [100, `ana يشجّعك: بقيت ${formatNumber(100, 'ar')} مهمة`],
  ])('in Arabic, a nudge with %i tasks to go takes its own plural form', async (tasks_left, text) => {
    await activateLocale('ar');
    expect(translateShared(i18n, notificationMessage(item({ kind: 'nudge', actors: [person('ana')], tasks_left })))).toBe(text);
  });

  it('in Spanish and German, a nudge counts the tasks to go', async () => {
    await activateLocale('es');
    expect(translateShared(i18n, notificationMessage(item({ kind: 'nudge', actors: [person('ana')], tasks_left: 1 })))).toBe('ana te anima: te queda 1 tarea');
    expect(translateShared(i18n, notificationMessage(item({ kind: 'nudge', actors: [person('ana')], tasks_left: 3 })))).toBe('ana te anima: te quedan 3 tareas');
    await activateLocale('de');
    expect(translateShared(i18n, notificationMessage(item({ kind: 'comment', actors: [person('ben'), person('cleo')], actor_count: 4 })))).toBe('ben und 3 weitere haben dein Foto kommentiert');
  });
});
