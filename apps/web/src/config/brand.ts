/** The app's name, the same in every language (never a message). */
export const BRAND = 'Dayleaf';
