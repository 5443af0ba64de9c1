/**
 * Demo data for trying the app by hand: `pnpm seed`, whether or not the app is running.
 * - With DATABASE_URL: seeds that PostgreSQL directly (it serves many processes).
 * - Embedded database, no app running: opens it (taking its lock), seeds, closes it.
 * - Embedded database held by the running app: asks the app to seed inside its own process, through the
 *   owner channel, because a second process writing the same files would lose one side's commits.
 * Safe to run twice: existing demo users are left as they are.
 */
import { loadConfig } from './config';
import { buildDeps, embeddedDbDir } from './deps';
import { seedDemoData } from './demo-data';
import { DataDirInUseError } from './shared/db/data-dir-lock';
import { askOwner } from './shared/db/owner-channel';

async function main() {
  const config = loadConfig();
  let deps;
  try {
    deps = await buildDeps(config);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    const answer = await askOwner(embeddedDbDir(config), 'seed').catch(() => null);
    // Nobody answers: the holder is not a running app (another seed, or a process of another kind).
    if (!answer) throw err;
    if (!answer.ok) throw new Error(`The running app (process ${err.holder?.pid}) could not seed: ${answer.error}`);
    console.log(`The app is running (process ${err.holder?.pid}): seeded through it.`);
    console.log(answer.output);
    return;
  }
  try {
    console.log(await seedDemoData(deps));
  } finally {
    await deps.db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
