import { handlersFor } from './contract';

/** The sign-in routes, the password change and the user's sessions. */
export const authHandlers = handlersFor('login', 'signup', 'logout', 'me', 'changePassword', 'listSessions', 'endSession', 'logoutAll');
