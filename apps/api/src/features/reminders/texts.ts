import type { I18n } from '@lingui/core';
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

/** How each language writes an hour of the night: "3 a. m.", "3 ص"; German says "um 3:00 Uhr". */
const HOUR_STYLE: Record<string, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', hour12: true },
  de: { hour: 'numeric', minute: '2-digit', hour12: false },
};

/**
 * "midnight", or the hour the user's day ends at ("3 am"): we never name a time that is not when it ends. The hour
 * is the recipient's own wall time, written by Intl for their language ("3 a. m.", "3:00 Uhr", "3 ص"); English keeps
 * the spec's "3 am".
 */
function dayEnd(t: I18n, dayStartHour: number): string {
  if (dayStartHour === 0) return t._('reminder.midnight');
  const time = new Intl.DateTimeFormat(t.locale, { ...(HOUR_STYLE[t.locale] ?? HOUR_STYLE.en), timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, dayStartHour));
  return t._('reminder.hour', { hour: dayStartHour, time });
}

/** The reminder's words (docs/product.md#reminders), in the recipient's language (`t`, from textsFor). */
export function reminderText(p: DayProgress, t: I18n): string {
  const end = dayEnd(t, p.dayStartHour);
  const which = p.tasks === 0 ? 'no_tasks' : p.left === 0 ? 'all_done' : 'left';
  return t._(`reminder.${p.streak > 0 ? 'streak' : 'start'}.${which}`, { streak: p.streak, end, left: p.left });
}

/** The push message of the reminder for `day`: one tag per date, so a device shows at most one of a day. */
export function reminderMessage(day: string, progress: DayProgress, t: I18n): PushMessage {
  return { title: t._('push.title'), body: reminderText(progress, t), url: '/', tag: `reminder-${day}` };
}
