import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import rules between parts of the code (docs/conventions.md): shared code never depends on a feature; only the
 * composition roots (api app.ts/deps.ts/main.ts, web app/) put features together. An API feature may use another
 * only through its `index.ts` and only one listed before it in API_FEATURE_ORDER, so the features form layers with
 * no cycle. Web features never reach into each other; `auth` is the exception (the session every screen needs).
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
  'tasks',
  'moods',
  'quotes',
  'subscriptions',
  'themes',
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
      disallow: [['web-feature', { feature: '!({{ from.captured.feature }}|auth)' }]],
      message:
        'features/${from.feature} must not import features/${target.feature} (only features/auth is shared); compose screens in app/routes.',
    },
    {
      from: ['api-shared', 'api-integrations'],
      disallow: ['api-feature'],
      message: 'Shared API code must not depend on a feature.',
    },
    {
      from: ['web-shared'],
      disallow: ['web-feature', 'web-app'],
      message: 'components/, lib/ and config/ must not depend on a feature or on app/.',
    },
    {
      // Test helpers render inside the session every screen has, as features may (features/auth).
      from: ['web-test'],
      disallow: [['web-feature', { feature: '!auth' }], 'web-app'],
      message: 'test/ helpers may use features/auth (the shared session) but no other feature, nor app/.',
    },
    {
      from: ['contracts'],
      disallow: ['api-feature', 'api-shared', 'api-integrations', 'api-root', 'web-feature', 'web-app', 'web-shared', 'web-test'],
      message: 'Contracts are shared by both apps and depend on neither.',
    },
  ],
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
    // The main contracts entry carries zod and every schema; a value imported from it lands them in the
    // web's first script. The web takes routes, limits and rules from the zod-free client entry.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@dayleaf/contracts',
              allowTypeImports: true,
              message: "Import values from '@dayleaf/contracts/client' (types may come from here with `import type`).",
            },
            {
              // A screen importing sonner would carry it in its first script; lib/lazy-toast.ts loads it with the first toast.
              name: 'sonner',
              allowTypeImports: true,
              message: "Raise toasts with `toast` from 'lib/lazy-toast' (only app/toaster.tsx and tests import sonner).",
            },
          ],
          patterns: [
            {
              // A screen importing the write queue would carry it in its first script (decision record 065).
              group: ['**/lib/outbox', './outbox'],
              allowTypeImports: true,
              message: "Queue writes and read the queue through 'lib/lazy-outbox' (tests and lib/offline.ts's dynamic import excepted).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/toaster.tsx', 'apps/web/src/test/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@dayleaf/contracts', allowTypeImports: true, message: "Import values from '@dayleaf/contracts/client'." }] },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
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
