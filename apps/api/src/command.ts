import { loadConfig, type Config } from './config';
import { buildDeps, type Deps } from './deps';
import { DataDirInUseError } from './shared/db/data-dir-lock';
import { createFilesPrivately } from './shared/private-files';

/**
 * A command run by hand beside the app (`pnpm seed`, a backfill): the files it makes are private from the first (as
 * the app's, docs/security.md D1), `work` runs on the configured database, and the database closes after it. When
 * the running app holds the embedded database, `held` answers instead: it throws what the person should be told, or
 * gets the work done another way.
 */
export async function runCommand(work: (deps: Deps) => Promise<void>, held: (err: DataDirInUseError, config: Config) => Promise<void>): Promise<void> {
  createFilesPrivately();
  const config = loadConfig();
  let deps;
  try {
    deps = await buildDeps(config);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    return held(err, config);
  }
  try {
    await work(deps);
  } finally {
    await deps.db.close();
  }
}
