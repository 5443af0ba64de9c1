import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { buildServingDeps, createLogger, embeddedDbDir, type Deps } from './deps';
import { seedDemoData } from './demo-data';
import { serveOwnerChannel } from './shared/db/owner-channel';
import { EXPIRING_ROWS } from './expiring-rows';
import { startExpiredRowCleanup } from './shared/expired-rows';
import { appEventHandlers } from './event-handlers';
import { startFeedFanout } from './features/posts';
import { startStreakSettling } from './features/streaks';
import { startChallengeEndTelling } from './features/challenges';
import { startReminderScheduler, type ReminderScheduler } from './features/reminders';
import { startEventDispatcher, type EventDispatcher } from './shared/events/dispatcher';
import { createAppServer } from './shared/http/app-server';
import { drainableServer } from './shared/http/graceful-shutdown';
import { removeStaleUploads } from './shared/http/uploads';
import { createFilesPrivately, makePrivate } from './shared/private-files';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  // The data, photos and keys are for the user running the app alone (docs/security.md D1), from the first file on.
  createFilesPrivately();
  const config = loadConfig();
  const logger = createLogger(config);
  tidyDataDir(config, logger);
  // Listens before the database answers: until it is up and migrated, requests get 503 instead of a refused connection.
  const { deps, migrated } = await buildServingDeps(config, logger);
  const channel = await openOwnerChannel(deps, config, migrated);
  const server = createAppServer(createApp(deps));
  const drainable = drainableServer(server);
  server.listen(config.port, config.host, () => {
    // The bound port, not the configured one: with PORT=0 the system picks it, and this line is how to find it.
    const { port } = server.address() as AddressInfo;
    logger.info(`Dayleaf is running at http://localhost:${port} (${deps.db.engine})`);
  });
  const background = startOnceMigrated(deps, config, migrated);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // In-flight requests and seeds finish and idle keep-alive sockets close; then the database closes
    // (for the embedded one, that also frees its directory for the next process).
    await Promise.all([drainable.drain(), channel?.close(), background.stop()]);
    await deps.db.close().catch((err) => logger.error({ err }, 'database close failed'));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
}

/** Makes the data folder's files this user's alone, and removes the upload files a killed process left behind. */
function tidyDataDir(config: Config, logger: Logger): void {
  const { changed, refused } = makePrivate(config.dataDir, config.uploadDir);
  if (changed) logger.info({ files: changed }, 'files other users could open made private');
  if (refused.length) logger.warn({ files: refused.length, first: refused[0] }, 'files other users can open are not this user\'s to change');
  // The cleanup timer keeps doing it (shared/expired-rows.ts).
  void removeStaleUploads(config.uploadTmpDir).then((files) => {
    if (files) logger.info({ files }, 'stale upload files removed');
  });
}

/**
 * The embedded database is this process's alone: `pnpm seed` asks it to seed instead of opening the files. The
 * channel only makes seeding convenient, so the app starts without it when it cannot listen (and with PostgreSQL).
 */
async function openOwnerChannel(deps: Deps, config: Config, migrated: Promise<void>): Promise<{ close: () => Promise<void> } | undefined> {
  if (deps.db.engine !== 'pglite') return undefined;
  const { logger } = deps;
  return serveOwnerChannel(embeddedDbDir(config), { seed: seedInside(deps, migrated) }, (err) => logger.warn({ err }, 'owner channel error')).catch(
    (err: unknown) => {
      logger.warn({ err }, 'owner channel not available: pnpm seed cannot ask this app to seed while it runs');
      return undefined;
    },
  );
}

type Stoppable = { stop: () => Promise<void> };

/**
 * The work every instance does beside answering requests, started once the migrations are applied; exits when they
 * fail. `stop` stops what has started, and what has not yet started never will (a shutdown during the migrations has
 * closed, or is about to close, the database).
 */
function startOnceMigrated(deps: Deps, config: Config, migrated: Promise<void>): { stop: () => Promise<unknown> } {
  const { logger } = deps;
  let started: Stoppable[] = [];
  let reminders: Promise<ReminderScheduler | undefined> = Promise.resolve(undefined);
  let events: Promise<EventDispatcher | undefined> = Promise.resolve(undefined);
  let stopping = false;
  migrated.then(
    () => {
      if (stopping) return;
      logger.info('database ready');
      started = [
        // Every instance runs it; passes are safe side by side (shared/expired-rows.ts).
        startExpiredRowCleanup({ ...deps, expiring: EXPIRING_ROWS, uploadTmpDir: config.uploadTmpDir }),
        // The feed's fan-out past what a request writes itself; also safe on every instance (features/posts/feed-timeline.ts).
        startFeedFanout(deps),
        // Freezes used for the dates that ended; safe on every instance (features/streaks/settle-job.ts).
        startStreakSettling(deps),
        // Challenges whose end passed are told once (challenge.ended); safe on every instance (features/challenges/end-job.ts).
        startChallengeEndTelling(deps),
        // Sessions and the challenge pages are kept in this process while it hears of their changes, on every channel
        // their stores follow (docs/decisions/074-kept-copies-invalidated-one-way.md).
        deps.changes.listen(),
      ];
      // Reminders on pg-boss in the database: every instance works the queue, each reminder is sent once.
      reminders = startReminderScheduler(deps).catch((err: unknown) => {
        logger.error({ err }, 'reminder scheduler did not start; reminders are not sent by this instance');
        return undefined;
      });
      // Domain events on the same queue: every instance queues and handles them (docs/decisions/070-domain-events.md).
      // One that did not start leaves its events to the others, or to itself once restarted: they wait in the table.
      // Started once the reminders' pg-boss has: two installing pg-boss's tables at once race, and on the embedded
      // database the loser's failed script leaves the one connection in an aborted transaction.
      events = reminders
        .then(() => (stopping ? undefined : startEventDispatcher(deps, appEventHandlers(deps))))
        .catch((err: unknown) => {
          logger.error({ err }, 'event dispatcher did not start; this instance handles no domain events');
          return undefined;
        });
    },
    (err: unknown) => {
      // Closing the database under them fails them too; the shutdown goes on and exits as it would.
      if (stopping) return;
      logger.fatal({ err }, 'migrations failed');
      process.exit(1);
    },
  );
  return {
    stop: () => {
      stopping = true;
      return Promise.all([...started.map((s) => s.stop()), reminders.then((r) => r?.stop()), events.then((e) => e?.stop())]);
    },
  };
}

/** Seeds run one at a time, once the migrations are applied. */
function seedInside(deps: Deps, migrated: Promise<void>): () => Promise<string> {
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const previous = last.catch(() => undefined);
    const run = migrated.then(() => previous).then(async () => {
      const line = await seedDemoData(deps);
      deps.logger.info('demo data seeded for pnpm seed');
      return line;
    });
    last = run;
    return run;
  };
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
