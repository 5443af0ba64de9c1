import { handlersFor } from './contract';

/** A day's tasks and completing the day. */
export const tasksHandlers = handlersFor('getTasks', 'createTask', 'updateTask', 'deleteTask', 'completeDailyTasks');
