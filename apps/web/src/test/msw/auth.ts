import { handlersFor } from './contract';

/** The sign-in routes. */
export const authHandlers = handlersFor('login', 'signup', 'logout', 'me');
