import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import {
  ENTRY_CATALOG_DIR,
  ERROR_MESSAGE_FILES,
  ERRORS_CATALOG_DIR,
  FIRST_SCRIPT_MESSAGE_FILES,
  VISITOR_CATALOG_DIR,
  VISITOR_MESSAGE_FILES,
} from './build/catalog-parts';

/**
 * The web app's message catalogs (docs/decisions/083-lingui.md): English is the source and the spec's own copy; the
 * pseudo-locale is accented by the compiler and made longer when it loads (src/lib/i18n/pseudo.ts), for the e2e walk
 * that looks for untranslated or clipped text. The contracts' shared texts (notification sentences) are extracted
 * here too: they are message descriptors marked for extraction, which each app translates in its own catalog.
 * Each language has four catalogs (build/catalog-parts.ts): the first script's messages, a visitor's public profile's,
 * the error codes' and the rest of the app's. A text two of them use is in both, with the same translation (src/locales/catalogs.test.ts).
 */
const firstScriptFiles = FIRST_SCRIPT_MESSAGE_FILES.map((file) => `<rootDir>/${file}`);
const visitorFiles = VISITOR_MESSAGE_FILES.map((file) => `<rootDir>/${file}`);
const errorFiles = ERROR_MESSAGE_FILES.map((file) => `<rootDir>/${file}`);
const tests = ['**/*.test.{ts,tsx}', '<rootDir>/src/test/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: `<rootDir>/src/locales/${ENTRY_CATALOG_DIR}/{locale}`, include: firstScriptFiles, exclude: tests },
    { path: `<rootDir>/src/locales/${VISITOR_CATALOG_DIR}/{locale}`, include: visitorFiles, exclude: tests },
    { path: `<rootDir>/src/locales/${ERRORS_CATALOG_DIR}/{locale}`, include: errorFiles, exclude: tests },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../../packages/contracts/src/notification-texts.ts'],
      exclude: [...tests, ...firstScriptFiles, ...visitorFiles, ...errorFiles],
    },
  ],
  // Line numbers would change every catalog on any edit above a message; the file names are enough to find it.
  format: formatter({ lineNumbers: false }),
  // The macros compile to this module's Trans and useLingui, which fall back to the one i18n instance when no
  // provider is above them (a component rendered alone in a test); in the app the provider is always there.
  // (The specifier is an alias of vite.config.ts: the macro writes it into every file that uses Trans or useLingui.)
  runtimeConfigModule: {
    Trans: ['@dayleaf/lingui-runtime', 'Trans'],
    useLingui: ['@dayleaf/lingui-runtime', 'useLingui'],
  },
});
