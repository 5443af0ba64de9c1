import type { PushMessage } from '../../integrations/push/push';

/** What the reminder says depends on these, read for the user's date the reminder is for. */
export interface DayProgress {
  /** The streak as it shows now: it ends when this day ends unless the day is completed. */
  streak: number;
  /** Tasks of the day (not the completion marker) and how many of them are not done. */
  tasks: number;
  left: number;
  /** The user's day start hour: their day, and so the streak, ends then rather than at midnight. */
  dayStartHour: number;
}

/** "midnight", or the hour the user's day ends at ("3 am"): we never name a time that is not when it ends. */
function dayEnd(dayStartHour: number): string {
  return dayStartHour === 0 ? 'midnight' : `${dayStartHour} am`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The reminder's words (docs/product.md#reminders). */
export function reminderText(p: DayProgress): string {
  const end = dayEnd(p.dayStartHour);
  if (p.streak > 0) {
    if (p.tasks === 0) return `Your ${p.streak}-day streak ends at ${end}: add a task for today and finish it to keep it going`;
    if (p.left === 0) return `Your ${p.streak}-day streak ends at ${end}: every task is done, complete your day to keep it`;
    return `Your ${p.streak}-day streak ends at ${end}: ${plural(p.left, 'task', 'tasks')} to go`;
  }
  if (p.tasks === 0) return 'A small step today starts a streak: add one task and finish it before the day ends';
  if (p.left === 0) return 'Every task is done: complete your day to start a streak';
  return `Today could be day one of a streak: ${plural(p.left, 'task', 'tasks')} to go`;
}

/** The push message of the reminder for `day`: one tag per date, so a device shows at most one of a day. */
export function reminderMessage(day: string, progress: DayProgress): PushMessage {
  return { title: 'Dayleaf', body: reminderText(progress), url: '/', tag: `reminder-${day}` };
}
