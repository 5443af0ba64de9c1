import { handlersFor } from './contract';

/** Today's mood, logging it, and the history. */
export const moodsHandlers = handlersFor('getTodayMood', 'getMoodLogs', 'logMood');
