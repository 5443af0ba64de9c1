import { defineConfig } from 'vitest/config';

// One run, three tiers: contracts and api (node) and web components (jsdom), with the web build's code (node).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'apps/web/build'],
    // Vitest leaves one core free by default, which on a 2-core machine runs the files one at a time. The API files
    // wait on child processes and sockets as much as they compute, so one worker per core keeps both busy.
    maxWorkers: '100%',
  },
});
