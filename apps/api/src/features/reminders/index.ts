export { minuteOf, timeOf } from './reminder-time';
export { moveReminder } from './repo';
export { remindersRoutes } from './routes';
export { type ReminderScheduler, startReminderScheduler } from './scheduler';
export { pushToUser, type PushDeps } from './service';
