import { defineConfig } from 'vitest/config';

// One run: contracts, the API (node), the web components (jsdom) and the web build's code (node).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/api/vitest.own-process.config.ts', 'apps/web', 'apps/web/build'],
    // Vitest leaves one core free by default, which on a 2-core machine runs the files one at a time. The API files
    // wait on child processes and sockets as much as they compute, so one worker per core keeps both busy.
    maxWorkers: '100%',
    // The API's files run in threads that each take file after file (apps/api/vitest.config.ts); every other file
    // in a process of its own.
    poolOptions: { threads: { isolate: false } },
  },
});
