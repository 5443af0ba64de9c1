import { defineConfig } from 'vitest/config';

// The build's own code (vite.config.ts's plugins and chunking) runs in Node, not in a page: its tests run without
// jsdom and the app's test setup. esbuild, which bundles index.html's first script, refuses to load under jsdom.
export default defineConfig({
  test: {
    name: 'web-build',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    // Timeouts catch hangs, not slowness: a test that runs a build step takes seconds on a busy machine.
    testTimeout: 60_000,
  },
});
