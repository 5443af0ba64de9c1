import { describe, expect, it } from 'vitest';
import { textsFor } from '../../shared/i18n/catalogs';
import { reminderMessage, reminderText } from './texts';

describe('reminderText', () => {
  it.each([
    [{ streak: 5, tasks: 4, left: 3, dayStartHour: 0 }, 'Your 5-day streak ends at midnight: 3 tasks to go'],
    [{ streak: 1, tasks: 2, left: 1, dayStartHour: 0 }, 'Your 1-day streak ends at midnight: 1 task to go'],
    [{ streak: 12, tasks: 2, left: 2, dayStartHour: 3 }, 'Your 12-day streak ends at 3 am: 2 tasks to go'],
    [{ streak: 5, tasks: 0, left: 0, dayStartHour: 0 }, 'Your 5-day streak ends at midnight: add a task for today and finish it to keep it going'],
    [{ streak: 5, tasks: 2, left: 0, dayStartHour: 0 }, 'Your 5-day streak ends at midnight: every task is done, complete your day to keep it'],
    [{ streak: 0, tasks: 3, left: 1, dayStartHour: 0 }, 'Today could be day one of a streak: 1 task to go'],
    [{ streak: 0, tasks: 0, left: 0, dayStartHour: 2 }, 'A small step today starts a streak: add one task and finish it before the day ends'],
    [{ streak: 0, tasks: 1, left: 0, dayStartHour: 0 }, 'Every task is done: complete your day to start a streak'],
  ])('%j reads %j', async (progress, text) => {
    expect(reminderText(progress, await textsFor('en'))).toBe(text);
  });

  it('is the body of a message that opens the app, tagged with its date', async () => {
    expect(reminderMessage('2026-03-10', { streak: 2, tasks: 1, left: 1, dayStartHour: 0 }, await textsFor('en'))).toEqual({
      title: 'Dayleaf',
      body: 'Your 2-day streak ends at midnight: 1 task to go',
      url: '/',
      tag: 'reminder-2026-03-10',
    });
  });
});

/** A number as Arabic writes it here: Intl's digits for the language (Arabic-Indic or Latin, by the ICU's data). */
const ar = (n: number) => new Intl.NumberFormat('ar').format(n);

describe('reminderText in the recipient language', () => {
  const streak = (n: number, left: number, dayStartHour = 0) => ({ streak: n, tasks: Math.max(left, 1), left, dayStartHour });

  it.each([
    ['es', streak(1, 1), 'Tu racha de 1 día termina a medianoche: te queda 1 tarea'],
    ['es', streak(5, 3, 1), 'Tu racha de 5 días termina a la 1 a. m.: te quedan 3 tareas'],
    ['es', streak(5, 2, 3), 'Tu racha de 5 días termina a las 3 a. m.: te quedan 2 tareas'],
    ['es', { streak: 0, tasks: 2, left: 0, dayStartHour: 0 }, 'Todas tus tareas están hechas: completa tu día para empezar una racha'],
    ['de', streak(1, 1), 'Deine Serie von 1 Tag endet um Mitternacht: noch 1 Aufgabe'],
    ['de', streak(12, 2, 3), 'Deine Serie von 12 Tagen endet um 3:00 Uhr: noch 2 Aufgaben'],
    ['de', { streak: 0, tasks: 0, left: 0, dayStartHour: 0 }, 'Ein kleiner Schritt heute startet eine Serie: Füge eine Aufgabe hinzu und erledige sie, bevor der Tag endet'],
  ])('in %s, %j reads %j', async (language, progress, text) => {
    expect(reminderText(progress, await textsFor(language as 'es' | 'de'))).toBe(text);
  });

  // Arabic declines a count in six forms: 0, 1, 2, 3 to 10, 11 to 99, and 100 take each their own.
  it.each([
    [0, 'لم تتبقَّ أي مهمة'],
    [1, 'تبقّت مهمة واحدة'],
    [2, 'تبقّت مهمتان'],
    [3, `تبقّت ${ar(3)} مهام`],
    [11, `تبقّت ${ar(11)} مهمة`],
    [100, `تبقّت ${ar(100)} مهمة`],
  ])('in Arabic, %i tasks left reads %j', async (left, words) => {
    const ar = await textsFor('ar');
    expect(ar._('reminder.start.left', { left })).toBe(`قد يكون اليوم أول أيام سلسلتك: ${words}`);
  });

  it.each([
    [1, 'يوم واحد'],
    [2, 'يومين'],
    [3, `${ar(3)} أيام`],
    [11, `${ar(11)} يومًا`],
    [100, `${ar(100)} يوم`],
  ])('in Arabic, a %i-day streak reads %j, and the hour its day ends is written by Intl', async (days, words) => {
    const text = reminderText(streak(days, 2, 3), await textsFor('ar'));
    expect(text).toBe(`سلسلتك المستمرة منذ ${words} تنتهي عند الساعة ${new Intl.DateTimeFormat('ar', { hour: 'numeric', hour12: true, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, 3))}: تبقّت مهمتان`);
  });

  it('in a language the account never stated, reads English', async () => {
    expect(reminderText(streak(5, 3), await textsFor(null))).toBe('Your 5-day streak ends at midnight: 3 tasks to go');
  });
});
