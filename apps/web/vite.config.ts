import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { bootLoadingText } from './build/boot-loading-text';
import { catalogPreloads } from './build/catalog-preloads';
import { FIRST_REQUESTS_ENTRY, inlineFirstRequests } from './build/first-requests-script';
import { firstScreenPreloads } from './build/first-screen-preloads';
import { manifestLanguages } from './build/manifest-languages';
import { reactRouterProductionBuild } from './build/react-router-production';
import { noChunkCycles, screenChunks } from './build/screen-chunks';

const linguiConfigPath = `${import.meta.dirname}/lingui.config.ts`;
const linguiConfig = getConfig({ configPath: linguiConfigPath });

/** The catalogs' languages a person reads in translation: all but the source and the pseudo-locale. */
const translatedLocales = linguiConfig.locales.filter((locale) => locale !== linguiConfig.sourceLocale && locale !== linguiConfig.pseudoLocale);

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The Lingui macros (`<Trans>`, `t`, `plural`...) compile to message ids at build time, in the app and in its tests
    // alike (this file is the web test project's config), and lingui() compiles each .po catalog it imports
    // (docs/decisions/083-lingui.md). The build fails on a message that does not compile.
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] } }),
    lingui({ configPath: linguiConfigPath, failOnCompileError: true }),
    reactRouterProductionBuild(),
    noChunkCycles(),
    tailwindcss(),
    // The screen's first reads start from index.html, before the app's script arrives (decision record 036).
    inlineFirstRequests(`${import.meta.dirname}/${FIRST_REQUESTS_ENTRY}`),
    // The language's catalog preloaded by the page, right after that script, which picked the language.
    catalogPreloads(import.meta.dirname),
    // The page's "Loading..." in that language, before the app's script runs.
    bootLoadingText(`${import.meta.dirname}/src/locales`),
    // Each first screen's scripts, which the API names in that screen's page as module preloads (decision record 039).
    firstScreenPreloads(import.meta.dirname),
    // Each language's copy of the web app manifests, its texts from the catalogs; the page links its language's.
    manifestLanguages(`${import.meta.dirname}/public`, `${import.meta.dirname}/src/locales`, translatedLocales),
    // The service worker (src/sw.ts): precaches the build, serves app routes offline, keeps photos seen and shows
    // reminders (docs/decisions/028-offline-app-shell.md). Registered by app/service-worker.ts in builds only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // public/manifest.webmanifest is written by hand (its languages' copies by the build); the app registers the
      // worker itself, after the first paint.
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // Every chunk (each screen's code), the styles, the page, the icons and the manifests in every language;
        // not source maps.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
      },
    }),
    // Each script and style also as .br and .gz, at the strongest levels, once per build: the API sends the one the
    // browser takes (brotli is about 13% smaller than gzip for the entry) and compresses none of them per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|svg|webmanifest)$/ }),
  ],
  // What the macros compile <Trans> and useLingui to (lingui.config.ts): Lingui's, with a fallback for tests.
  resolve: { alias: { '@dayleaf/lingui-runtime': `${import.meta.dirname}/src/lib/i18n/runtime.tsx` } },
  // The API serves the built app on one origin; in development Vite proxies the API to keep it that way.
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Terser over esbuild's minifier: about 2% fewer bytes gzipped on every script, React DOM's above all, for a
    // build a few seconds longer (bench/notes/2026-12-01-first-screens.md).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // The entry and what the signed-in screens share are one chunk each, placed by hand (build/screen-chunks.ts).
    rollupOptions: { output: { manualChunks: screenChunks(import.meta.dirname), onlyExplicitManualChunks: true } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // One process and one page for every file, in turn (decision record 064): a process and jsdom per file cost more
    // than the tests. Each file still loads the app's own modules anew; the libraries that keep state of their own
    // (sonner's toasts, testing-library's hooks) are loaded with them, the rest once.
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    server: { deps: { inline: ['sonner', '@testing-library/react'] } },
    // Timeouts catch hangs, not slowness: typing with user-event or a zone loop takes many seconds when the machine
    // is busy, and every wait ends as soon as its condition holds.
    testTimeout: 60_000,
    // The tests that fix a clock state the dates they expect in UTC; a developer's own zone must not move them.
    env: { TZ: 'UTC' },
  },
});
