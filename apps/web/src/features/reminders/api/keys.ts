export const reminderKeys = {
  settings: (userId: string) => ['reminders', userId, 'settings'] as const,
  /** What this browser can do (support, a subscription held): asked of the browser, never of the user or the server. */
  thisDevice: (userId: string) => ['reminders', userId, 'this-device'] as const,
};

/** Every write of the reminder settings runs in this scope, one after the other, so the last change is the one stored. */
export const REMINDER_WRITES = { id: 'reminder-settings' };
