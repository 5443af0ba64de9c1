/**
 * The web's messages come in four catalogs per language (docs/decisions/083-lingui.md):
 * - the first script's (the login screen and the app's frame, `src/locales/entry/`), which the page loads beside it;
 * - a signed-out visitor's of a public profile (`src/locales/visitor/`), which that page loads beside its code;
 * - the API's error codes' sentences (`src/locales/errors/`), which load with the first refusal;
 * - the rest of the app's (`src/locales/`), which come with any other code beyond the first script.
 * The login screen and a shared profile link then carry only their own words, and no screen the 190 sentences of
 * refusals it may never meet.
 */

/** The first script's files that hold messages (main.tsx's static imports; build/entry-modules.test.ts holds them equal). */
export const FIRST_SCRIPT_MESSAGE_FILES = [
  'src/app/app-shell.tsx',
  'src/app/offline-banner.tsx',
  'src/app/screen-error-boundary.tsx',
  'src/components/ui/language-select.tsx',
  'src/features/auth/components/login-page.tsx',
  'src/lib/api-client.ts',
  'src/lib/i18n/i18n.ts',
];

/** The entry catalog's folder under src/locales. */
export const ENTRY_CATALOG_DIR = 'entry';

/**
 * The files with messages that a signed-out visitor's public profile adds to the first script's (the static imports of
 * app/routes/visitor-profile-route.tsx and app/queries.tsx; build/entry-modules.test.ts holds them equal).
 */
export const VISITOR_MESSAGE_FILES = [
  'src/app/routes/visitor-profile-route.tsx',
  'src/components/ui/premium-badge.tsx',
  'src/features/streaks/components/card-states.tsx',
  'src/features/streaks/components/their-year.tsx',
  'src/features/streaks/year.ts',
  'src/features/users/components/block-user-button.tsx',
  'src/features/users/components/public-profile-page.tsx',
  'src/features/users/components/streak-card.tsx',
];
export const VISITOR_CATALOG_DIR = 'visitor';

/** The error codes' texts (lib/i18n/error-text.ts finds them by id), and their catalog's folder under src/locales. */
export const ERROR_MESSAGE_FILES = ['src/lib/i18n/error-messages.ts'];
export const ERRORS_CATALOG_DIR = 'errors';
