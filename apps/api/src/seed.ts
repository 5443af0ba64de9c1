/**
 * Demo data for trying the app by hand: `pnpm seed`, whether or not the app is running.
 * - With DATABASE_URL: seeds that PostgreSQL directly (it serves many processes).
 * - Embedded database, no app running: opens it (taking its lock), seeds, closes it.
 * - Embedded database held by the running app: asks the app to seed inside its own process, through the
 *   owner channel, because a second process writing the same files would lose one side's commits.
 * Safe to run twice: existing demo users are left as they are.
 */
import { runCommand } from './command';
import { embeddedDbDir } from './deps';
import { seedDemoData } from './demo-data';
import { DataDirInUseError, isStale, type LockHolder } from './shared/db/data-dir-lock';
import { askOwner, type OwnerAnswer } from './shared/db/owner-channel';

async function main() {
  await runCommand(
    async (deps) => console.log(await seedDemoData(deps)),
    async (err, config) => {
      const answer = await askTheApp(embeddedDbDir(config), err.holder);
      // Nobody answers: the holder is not a running app (another seed, or a process of another kind).
      if (!answer) throw err;
      if (!answer.ok) throw new Error(`The running app (process ${err.holder?.pid}) could not seed: ${answer.error}`);
      console.log(`The app is running (process ${err.holder?.pid}): seeded through it.`);
      console.log(answer.output);
    },
  );
}

/**
 * Asks the app holding the database to seed. An app that has just started holds the lock a moment before it
 * listens: while the holder is an app that is still alive, its socket is tried again (for a minute at most).
 */
async function askTheApp(dbDir: string, holder: LockHolder | null): Promise<OwnerAnswer | null> {
  const isApp = holder !== null && /^main\.[cm]?[jt]s$/.test(holder.command);
  for (let tries = 0; ; tries++) {
    try {
      return await askOwner(dbDir, 'seed');
    } catch {
      if (!isApp || isStale(holder) || tries >= 300) return null;
      if (tries === 0) console.log(`Waiting for the app (process ${holder.pid}) to finish starting...`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
