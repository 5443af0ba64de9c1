import { ErrorBody } from '@dayleaf/contracts';
import { afterAll, afterEach, vi } from 'vitest';
import { watchErrorBodies } from '../src/shared/http/error-body';
import { runFileEnd } from './file-end';

// Every error body any API test makes the API send carries a code of the list (ErrorBody in contracts): one without
// fails the test that provoked it.
const codeless: string[] = [];
watchErrorBodies((status, body) => {
  const checked = ErrorBody.safeParse(body);
  if (!checked.success) codeless.push(`${status} ${JSON.stringify(body).slice(0, 300)}: ${checked.error.issues.map((i) => i.message).join('; ')}`);
});
afterEach(() => {
  const found = codeless.splice(0);
  if (found.length) throw new Error(`error bodies without a known code were sent:\n${found.join('\n')}`);
});

// A console error in a test fails it: errors are never noise.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});

// Closes what the file's contexts opened (their listeners and databases), after the file's own afterAll hooks.
afterAll(runFileEnd);
