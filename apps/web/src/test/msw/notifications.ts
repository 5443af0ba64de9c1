import { handlersFor } from './contract';

/** The notifications list and its read marker. */
export const notificationsHandlers = handlersFor('getNotifications', 'markNotificationsRead', 'getNotificationSettings', 'updateNotificationSettings');
