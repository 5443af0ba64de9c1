/**
 * Work to do once the current test file has run, asked for wherever a context is made: a hook registered from inside
 * a beforeAll or a test never runs, so createTestContext cannot use afterAll itself. test/setup.ts registers
 * `runFileEnd` before the file's own hooks, so it runs after them (vitest runs after-hooks in reverse).
 *
 * The list lives on globalThis: were the files of a worker to share one process (the forks pool's `isolate: false`), this
 * module could be loaded again for a file while a helper that imported it before still holds the first copy.
 */
const KEY = Symbol.for('dayleaf.test.fileEnd');
type Cleanup = () => Promise<void> | void;
const pending = ((globalThis as Record<symbol, Cleanup[] | undefined>)[KEY] ??= []);

export function atFileEnd(cleanup: Cleanup): void {
  pending.push(cleanup);
}

/** Runs what the file asked for, last asked first, every one even when one fails; then reports the first failure. */
export async function runFileEnd(): Promise<void> {
  const errors: unknown[] = [];
  for (const cleanup of pending.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length) throw errors[0];
}
