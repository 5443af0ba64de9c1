import { notificationText, nudgeText, type Notification } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../../shared/i18n/catalogs';
import { notificationPushText, nudgePushText } from './push-texts';
import { makeNotification as item, person } from '@dayleaf/contracts/testing';

const many = { actors: [person('ben'), person('cleo')], actor_count: 4 };
const items: Notification[] = [
  item(),
  item({ actors: [person('ben'), person('cleo')], actor_count: 2 }),
  item({ ...many }),
  item({ actors: [], actor_count: 0 }),
  item({ kind: 'comment', ...many }),
  item({ kind: 'friend_request' }),
  item({ kind: 'friend_accepted' }),
  item({ kind: 'challenge_joined', challenge: { id: 'c1', name: 'Walk daily' } }),
  item({ kind: 'challenge_joined', challenge: null }),
  item({ kind: 'challenge_ended', challenge: { id: 'c1', name: 'Walk daily' }, place: 1 }),
  ...[2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((place) => item({ kind: 'challenge_ended', challenge: { id: 'c1', name: 'Walk daily' }, place })),
  item({ kind: 'challenge_ended', challenge: null, place: null }),
  item({ kind: 'milestone', days: 30 }),
  item({ kind: 'cheer', ...many }),
  item({ kind: 'nudge', tasks_left: 0 }),
  item({ kind: 'nudge', tasks_left: 1 }),
  item({ kind: 'nudge', tasks_left: 3 }),
];

describe('notificationPushText', () => {
  it('in English, says each item byte for byte as the list does', async () => {
    const en = await textsFor('en');
    for (const it of items) expect(notificationPushText(it, en)).toBe(notificationText(it));
    expect(nudgePushText('ana', 2, en)).toBe(nudgeText('ana', 2));
    expect(notificationPushText(item(), await textsFor(null))).toBe('ben liked your photo');
  });

  it.each([
    ['es', item(), 'A ben le gustó tu foto'],
    ['es', item({ ...many }), 'A ben y 3 personas más les gustó tu foto'],
    ['es', item({ kind: 'challenge_ended', challenge: { id: 'c1', name: 'Caminar' }, place: 3 }), '«Caminar» ha terminado: quedaste en 3.º lugar'],
    ['es', item({ kind: 'nudge', tasks_left: 1 }), 'ben te está animando: te queda 1 tarea'],
    ['de', item({ kind: 'comment', ...many }), 'ben und 3 weitere Personen haben dein Foto kommentiert'],
    ['de', item({ kind: 'milestone', days: 1 }), 'ben hat eine Serie von 1 Tag erreicht 🔥'],
    ['de', item({ kind: 'nudge', tasks_left: 2 }), 'ben feuert dich an: noch 2 Aufgaben'],
    ['ar', item({ kind: 'friend_request' }), 'أرسل إليك ben طلب صداقة'],
    ['ar', item({ kind: 'nudge', tasks_left: 2 }), 'ben يشجّعك: تبقّت مهمتان'],
    ['ar', item({ kind: 'milestone', days: 2 }), 'بلغ ben سلسلة من يومين 🔥'],
  ])('in %s, writes %j as %j', async (language, notification, text) => {
    expect(notificationPushText(notification, await textsFor(language as 'es'))).toBe(text);
  });

  it.each([
    [2, 'شخص آخر'],
    [3, 'شخصان آخران'],
    [4, `${new Intl.NumberFormat('ar').format(3)} أشخاص آخرون`],
    [12, `${new Intl.NumberFormat('ar').format(11)} شخصًا آخر`],
    [101, `${new Intl.NumberFormat('ar').format(100)} شخص آخر`],
  ])('in Arabic, %i people who acted count the others in their plural form', async (count, others) => {
    const ar = await textsFor('ar');
    expect(notificationPushText(item({ actors: [person('ben'), person('cleo')], actor_count: count }), ar)).toBe(
      count === 2 ? 'أُعجب ben وcleo بصورتك' : `أُعجب ben و${others} بصورتك`,
    );
  });
});
