export { minuteOf, nextReminderAt, timeOf } from './reminder-time';
export { remindersRoutes } from './routes';
export { type ReminderScheduler, startReminderScheduler } from './scheduler';
export { pushToUser, type PushDeps } from './service';
