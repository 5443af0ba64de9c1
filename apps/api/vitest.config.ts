import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own fresh database; bcrypt and migrations make the first request of a file slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
