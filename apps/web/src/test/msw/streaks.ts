import { handlersFor } from './contract';

/** Breaks, a user's days and their streak figures. */
export const streaksHandlers = handlersFor('setBreak', 'endBreak', 'getDays', 'getStats');
