import { describe, expect, it } from 'vitest';
import { checkConsoleErrors, expectConsoleError } from './console';

// checkConsoleErrors runs after every web test (setup.ts); here it is called inside the test to see what it decides.
describe('the console error check', () => {
  it('when a test logs an error it did not declare, then it fails', () => {
    console.error('Warning: An update to %s inside a test was not wrapped in act(...)', 'TaskBoard');
    expect(() => checkConsoleErrors()).toThrow(/logged 1 console error.*\n.*update to TaskBoard inside a test/);
  });

  it('when the error was declared, then it passes; a declared error that never came fails', () => {
    expectConsoleError(/Failed to load/);
    console.error('Failed to load the likers');
    expect(() => checkConsoleErrors()).not.toThrow();
    expectConsoleError(/never logged/);
    expect(() => checkConsoleErrors()).toThrow(/expected a console error matching \/never logged\//);
  });
});
