import { configDefaults, defineProject } from 'vitest/config';

/** Files that change what the whole process shares (its umask), which a worker thread may not: each gets a process. */
export const OWN_PROCESS_FILES = ['src/shared/db/owner-channel.test.ts'];

export const apiTestOptions = {
  environment: 'node',
  setupFiles: ['./test/setup.ts'],
  globalSetup: ['./test/global-setup.ts'],
  // Timeouts catch hangs, not slowness: every wait in a test ends when its condition holds, and on a 2-core machine
  // with other work running a file's setup or a property test can take several times as long as on a quiet one.
  testTimeout: 120_000,
  hookTimeout: 180_000,
};

export default defineProject({
  test: {
    ...apiTestOptions,
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...OWN_PROCESS_FILES],
    // Each worker thread takes file after file (the root config's `isolate: false`): the app's modules load once per
    // worker instead of once per file, and the files share the worker's database, emptied for each (test/test-db.ts).
    // What a file opens is closed at its end (test/file-end.ts).
    pool: 'threads',
  },
});
