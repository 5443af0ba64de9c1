import { handlersFor } from './contract';

/** Reminder settings, this device's push subscription and the test reminder. */
export const remindersHandlers = handlersFor('getReminders', 'updateReminders', 'addPushSubscription', 'removePushSubscription', 'sendTestReminder');
