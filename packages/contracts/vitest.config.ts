import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    // Timeouts catch hangs, not slowness: a property test of a few thousand cases takes seconds on a busy machine.
    testTimeout: 60_000,
  },
});
