import { handlersFor } from './contract';

/** The trophy catalogue and a user's trophies. */
export const trophiesHandlers = handlersFor('listTrophies', 'getUserTrophies', 'markTrophies');
