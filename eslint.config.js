import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import rules between parts of the code (docs/conventions.md): shared code never depends on a feature; only the
 * composition roots (api app.ts/deps.ts/main.ts, web app/) put features together. An API feature may use another
 * only through its `index.ts` and only one listed before it in API_FEATURE_ORDER, so the features form layers with
 * no cycle. Web features never reach into each other; two are shared: `auth` owns the session every screen needs,
 * and `offline` the device's last copies and write queue, which every feature's offline write goes through (it knows
 * no feature: each declares its queued routes itself, and app/queued-routes.ts gathers them). Web features import no
 * app/ module but that list, which the queue loads with itself; their tests may render the app.
 */
const API_FEATURE_ORDER = [
  'trophies',
  'friends',
  'streaks',
  'reminders',
  'users',
  'auth',
  'photos',
  'challenges',
  'posts',
  // Handles the events of the features above (event types only); nothing below it uses it.
  'notifications',
  'tasks',
  'moods',
  'quotes',
  'subscriptions',
  'themes',
  // A shared link's preview reads users, trophies and challenges through their index.ts; nothing uses it.
  'previews',
];
const apiLayerRules = API_FEATURE_ORDER.map((feature, rank) => ({
  from: [['api-feature', { feature }]],
  disallow: [['api-feature', { feature: `!(${[...API_FEATURE_ORDER.slice(0, rank), feature].join('|')})` }]],
  message: `features/${feature} may use only the features listed before it in API_FEATURE_ORDER (eslint.config.js), never features/\${target.feature}.`,
}));

const boundaryElements = [
  { type: 'api-feature', pattern: 'apps/api/src/features/*', mode: 'folder', capture: ['feature'] },
  { type: 'api-shared', pattern: 'apps/api/src/shared', mode: 'folder' },
  { type: 'api-integrations', pattern: 'apps/api/src/integrations', mode: 'folder' },
  { type: 'api-root', pattern: 'apps/api/src/*.ts', mode: 'file' },
  { type: 'api-root', pattern: 'apps/api/src/{demo,scripts}', mode: 'folder' },
  { type: 'api-test', pattern: 'apps/api/test', mode: 'folder' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', mode: 'folder', capture: ['feature'] },
  // Before web-app, so the write queue may load it (see featuresImportNoApp).
  { type: 'web-queued-routes', pattern: 'apps/web/src/app/queued-routes.ts', mode: 'file' },
  { type: 'web-app', pattern: 'apps/web/src/app', mode: 'folder' },
  { type: 'web-shared', pattern: 'apps/web/src/{components,lib,config}', mode: 'folder' },
  { type: 'web-test', pattern: 'apps/web/src/test', mode: 'folder' },
  { type: 'contracts', pattern: 'packages/contracts', mode: 'folder' },
];

const boundaryRules = {
  default: 'allow',
  rules: [
    ...apiLayerRules,
    {
      from: ['web-feature'],
      disallow: [['web-feature', { feature: '!({{ from.captured.feature }}|auth|offline)' }]],
      message:
        'features/${from.feature} must not import features/${target.feature} (only features/auth and features/offline are shared); compose screens in app/routes.',
    },
    {
      from: ['api-shared', 'api-integrations'],
      disallow: ['api-feature'],
      message: 'Shared API code must not depend on a feature.',
    },
    {
      from: ['web-shared'],
      disallow: ['web-feature', 'web-app', 'web-queued-routes'],
      message: 'components/, lib/ and config/ must not depend on a feature or on app/.',
    },
    {
      // Test helpers render inside the session every screen has and start each test on an empty device, as features
      // may use both (features/auth, features/offline).
      from: ['web-test'],
      disallow: [['web-feature', { feature: '!(auth|offline)' }], 'web-app', 'web-queued-routes'],
      message: 'test/ helpers may use the shared features (auth, offline) but no other feature, nor app/.',
    },
    {
      from: ['contracts'],
      disallow: ['api-feature', 'api-shared', 'api-integrations', 'api-root', 'web-feature', 'web-app', 'web-queued-routes', 'web-shared', 'web-test'],
      message: 'Contracts are shared by both apps and depend on neither.',
    },
  ],
};

/** App code composes the features, never the other way round; a feature's tests may render the app (not listed here). */
const featuresImportNoApp = {
  from: ['web-feature'],
  disallow: ['web-app'],
  message: 'features/${from.feature} must not import app/, which composes the features (only their tests may render it).',
};

/** Web import restrictions (no-restricted-imports), each keeping code out of the scripts that must go without it. */
// The main contracts entry carries zod and every schema; a value imported from it lands them in the web's first
// script. The web takes routes, limits and rules from the zod-free client entry.
const contractsEntry = {
  name: '@dayleaf/contracts',
  allowTypeImports: true,
  message: "Import values from '@dayleaf/contracts/client' (types may come from here with `import type`).",
};
// A screen importing sonner would carry it in its first script; lib/lazy-toast.ts loads it with the first toast.
const sonnerEntry = {
  name: 'sonner',
  allowTypeImports: true,
  message: "Raise toasts with `toast` from 'lib/lazy-toast' (only app/toaster.tsx and tests import sonner).",
};
// A screen importing the write queue or the last copies would carry them in its first script (decision records 030,
// 065); features/offline loads them after the first screen, with dynamic imports.
const offlineMachinery = {
  group: ['**/offline/outbox', './outbox', '**/offline/last-copies', './last-copies'],
  allowTypeImports: true,
  message: "Queue writes and read the queue through 'features/offline/lazy-outbox' (tests and features/offline's dynamic imports excepted).",
};
// A feature's queued routes load with the queue; a screen that imported them would carry them (decision record 069).
const queuedRouteTables = {
  group: ['**/api/queued-routes'],
  allowTypeImports: true,
  message: 'Only app/queued-routes.ts imports a feature\'s queued routes: a write names its route, and the queue loads the tables itself.',
};

/**
 * The web files whose texts are all messages (docs/decisions/083-lingui.md): a text a person sees that is not in a
 * catalog fails lint here. The list grows as screens are converted; the rest is named in the decision's "Left".
 */
const LOCALIZED_WEB_FILES = [
  'apps/web/src/app/**/*.tsx',
  'apps/web/src/app/service-worker.ts',
  'apps/web/src/app/manifest-texts.ts',
  'apps/web/src/app/routes/profile-share.ts',
  'apps/web/src/components/ui/{block-confirm-dialog,confirm-dialog,dialog,invite-layout,language-select,load-more,premium-badge,query-card,share-button}.tsx',
  'apps/web/src/lib/{download,share-link}.ts',
  'apps/web/src/lib/share-card/share-card.ts',
  'apps/web/src/features/auth/**/*.{ts,tsx}',
  'apps/web/src/features/subscriptions/**/*.{ts,tsx}',
  'apps/web/src/features/themes/**/*.{ts,tsx}',
  'apps/web/src/features/offline/**/*.{ts,tsx}',
  'apps/web/src/features/tasks/components/**/*.tsx',
  'apps/web/src/features/users/**/*.{ts,tsx}',
  'apps/web/src/features/streaks/**/*.{ts,tsx}',
  'apps/web/src/features/reminders/**/*.{ts,tsx}',
  'apps/web/src/features/notifications/components/**/*.tsx',
  'apps/web/src/features/challenges/**/*.{ts,tsx}',
  'apps/web/src/features/friends/**/*.{ts,tsx}',
  'apps/web/src/features/posts/**/*.{ts,tsx}',
  'apps/web/src/features/moods/**/*.{ts,tsx}',
  'apps/web/src/features/quotes/**/*.{ts,tsx}',
  'apps/web/src/features/trophies/**/*.{ts,tsx}',
  'apps/web/src/lib/i18n/error-messages.ts',
];
/** What no-unlocalized-strings may pass over: class names, ids, keys, paths, and calls that take no person's text. */
const unlocalizedStringsOptions = {
  ignoreNames: [
    { regex: { pattern: '^(className|class|id|key|to|href|src|type|role|name|htmlFor|hotkey|filename|errorLog|autoComplete|autoCapitalize|inputMode|mode|variant|size|dir|lang|method|rel|target|value|defaultValue|accept|pattern|side|align|as|style|testId|weekday|timeZone|month|day|year|hour|minute|numeric|enterKeyHint|kind|data-.*|aria-(controls|describedby|labelledby|hidden|live|atomic|current|haspopup|orientation|busy))$' } },
    { regex: { pattern: '(Class|ClassName|Key|Id|Path|Url|Query|Kind|State|Status|Style)$' } },
    // A failure's line in the console, for the developer (lib/query-client.ts).
    { regex: { pattern: '^errorLog$' } },
  ],
  ignoreFunctions: ['cn', 'console.*', 'Error', 'TypeError', 'DOMException', 'cva', 'Symbol', 'URL', 'URLSearchParams', 'useMediaQuery', 'matchMedia', '*.matchMedia', '*.headers.get', 'document.*', 'localStorage.*', 'querySelector', '*.querySelector', 'invariant', 'import'],
  // No letters; a path or module; the brand's name; one word in lower case (a key: without type information the
  // rule cannot tell 'login' of a union from a text, so a lower-case one-word text is left to review).
  ignore: ['^[^A-Za-z]*$', '^\\.{0,2}/', '^\\S*🌿? ?Dayleaf$', '^[a-z][a-zA-Z0-9_-]*$'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // Copies of a build kept to compare against (bench turns --a-entry).
      '**/dist-*/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractsEntry, sonnerEntry], patterns: [offlineMachinery, queuedRouteTables] }] },
  },
  {
    files: LOCALIZED_WEB_FILES,
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', unlocalizedStringsOptions],
      'lingui/t-call-in-function': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    // The one module that gathers the features' queued routes; it loads with the queue.
    files: ['apps/web/src/app/queued-routes.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractsEntry, sonnerEntry], patterns: [offlineMachinery] }] },
  },
  {
    files: ['apps/web/src/app/toaster.tsx', 'apps/web/src/test/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractsEntry] }] },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: { 'boundaries/element-types': ['error', { ...boundaryRules, rules: [...boundaryRules.rules, featuresImportNoApp] }] },
  },
  {
    // On the web, lazy imports and re-exports too: a screen's code loaded on demand crosses the same lines.
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: { 'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'] },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/element-types': ['error', boundaryRules] },
  },
  {
    // An API feature is used through its index.ts; its own tests and the API's test helpers may reach inside.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          message: 'Use features/${target.feature} through its index.ts.',
          rules: [
            { target: ['api-feature'], allow: 'index.ts' },
            { target: ['api-shared', 'api-integrations', 'api-root', 'api-test', 'contracts'], allow: '**' },
          ],
        },
      ],
    },
  },
);
