import { WEEK_STRIP_DAYS } from '@dayleaf/contracts/client';
import { handlersFor, HttpResponse } from './contract';

/** A day's tasks and completing the day. */
export const tasksHandlers = handlersFor('getTasks', 'createTask', 'updateTask', 'deleteTask', 'completeDailyTasks', 'getWeek');

/** A week strip whose days before today are all done, for tests about something else on the tasks screen. */
export const answerWeek = () =>
  tasksHandlers.getWeek(() => {
    const today = new Date().toISOString().slice(0, 10);
    const days = Array.from({ length: WEEK_STRIP_DAYS }, (_, i) => {
      const date = new Date(Date.parse(`${today}T12:00:00Z`) - (WEEK_STRIP_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
      return { date, state: i === WEEK_STRIP_DAYS - 1 ? ('today' as const) : ('done' as const) };
    });
    return HttpResponse.json({ days });
  });
