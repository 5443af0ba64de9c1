import { handlersFor } from './contract';

/** The theme catalogue, a user's themes and activating one. */
export const themesHandlers = handlersFor('themePackages', 'userThemes', 'activateTheme');
