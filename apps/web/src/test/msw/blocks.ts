import { handlersFor } from './contract';

/** Blocking someone, the blocked list and unblocking (users feature, also offered in the friends list). */
export const blocksHandlers = handlersFor('listBlocks', 'blockUser', 'unblockUser');
