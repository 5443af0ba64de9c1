import { handlersFor } from './contract';

/** The daily quote. */
export const quotesHandlers = handlersFor('motivationalQuote');
