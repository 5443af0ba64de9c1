/**
 * The web's messages come in three catalogs per language (docs/decisions/083-lingui.md): the first script's (the
 * login screen and the app's frame, `src/locales/entry/`), which the page loads beside that script; the API's error
 * codes' sentences (`src/locales/errors/`), which load with the first refusal; and the rest of the app's
 * (`src/locales/`), which comes with any code beyond the first script. The login screen then carries only its own
 * words, and no screen the 190 sentences of refusals it may never meet.
 */

/** The first script's files that hold messages (main.tsx's static imports; build/entry-modules.test.ts holds them equal). */
export const FIRST_SCRIPT_MESSAGE_FILES = [
  'src/app/app-shell.tsx',
  'src/app/offline-banner.tsx',
  'src/app/screen-error-boundary.tsx',
  'src/components/ui/language-select.tsx',
  'src/features/auth/components/login-page.tsx',
  'src/lib/api-client.ts',
];

/** The entry catalog's folder under src/locales. */
export const ENTRY_CATALOG_DIR = 'entry';

/** The error codes' texts (lib/i18n/error-text.ts finds them by id), and their catalog's folder under src/locales. */
export const ERROR_MESSAGE_FILES = ['src/lib/i18n/error-messages.ts'];
export const ERRORS_CATALOG_DIR = 'errors';
