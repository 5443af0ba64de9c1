/**
 * A test fails when it logged a console error (React's act warnings and unknown-prop warnings, MSW's unhandled
 * requests, a component's own console.error), as an e2e test does: those are bugs the assertions may not see.
 * A test that provokes one on purpose declares it with `expectConsoleError`.
 */
const expected: RegExp[] = [];
let logged: string[] = [];

/** The logged text with printf-style `%s` filled in, as the console shows it (React logs its warnings that way). */
function format(...args: unknown[]): string {
  const rest = [...args];
  const head = typeof rest[0] === 'string' ? String(rest.shift()).replace(/%[sdifoOc]/g, () => String(rest.shift())) : '';
  return [head, ...rest.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a)))].filter(Boolean).join(' ');
}

const original = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = format(...args);
  logged.push(text);
  if (!expected.some((pattern) => pattern.test(text))) original(...args);
};

/** Declares that this test logs an error matching `pattern`; the test fails if it does not. */
export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

/** Run after each test (setup.ts): throws when an error was logged that the test did not declare, or a declared one never came. */
export function checkConsoleErrors() {
  const unexpected = logged.filter((text) => !expected.some((pattern) => pattern.test(text)));
  const missing = expected.filter((pattern) => !logged.some((text) => pattern.test(text)));
  logged = [];
  expected.length = 0;
  if (unexpected.length) throw new Error(`The test logged ${unexpected.length} console error(s):\n${unexpected.join('\n---\n')}`);
  if (missing.length) throw new Error(`The test expected a console error matching ${missing.join(', ')}, and none was logged.`);
}
