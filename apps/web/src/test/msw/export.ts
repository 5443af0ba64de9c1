import { handlersFor } from './contract';

/** The data export: a zip the server streams. */
export const exportHandlers = handlersFor('exportData');
