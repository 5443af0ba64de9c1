import { handlersFor } from './contract';

/** A user's own record, public profiles and deleting the account. */
export const usersHandlers = handlersFor('getUser', 'updateProfile', 'updateSettings', 'deleteAccount', 'publicProfile');
