import { handlersFor } from './contract';

/** A user's own record and public profiles. */
export const usersHandlers = handlersFor('getUser', 'updateProfile', 'updateSettings', 'publicProfile');
