import { describe, expect, it } from 'vitest';
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
  ])('%j reads %j', (progress, text) => {
    expect(reminderText(progress)).toBe(text);
  });

  it('is the body of a message that opens the app, tagged with its date', () => {
    expect(reminderMessage('2026-03-10', { streak: 2, tasks: 1, left: 1, dayStartHour: 0 })).toEqual({
      title: 'Dayleaf',
      body: 'Your 2-day streak ends at midnight: 1 task to go',
      url: '/',
      tag: 'reminder-2026-03-10',
    });
  });
});
