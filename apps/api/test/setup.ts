import { afterAll, afterEach, vi } from 'vitest';
import { runFileEnd } from './file-end';

// A console error in a test fails it: errors are never noise.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});

// Closes what the file's contexts opened (their listeners and databases), after the file's own afterAll hooks.
afterAll(runFileEnd);
