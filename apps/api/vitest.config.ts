import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Timeouts catch hangs, not slowness: every wait in a test ends when its condition holds, and on a 2-core machine
    // with other work running a file's setup or a property test can take several times as long as on a quiet one.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
