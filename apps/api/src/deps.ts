import { pino, type Logger } from 'pino';
import type { Config } from './config';
import type { Clock } from './shared/clock';
import type { Db } from './shared/db/db';
import { createChangeFeed, type ChangeFeed } from './shared/db/change-feed';
import { type SessionStore, createSessionStore } from './features/auth';
import { createHistoryCopies, type HistoryCopies } from './features/streaks';
import { createNotificationPages, type NotificationPages } from './features/notifications';
import { createChallengePageCache, type ChallengePageCache, createParticipantPageCache, type ParticipantPageCache } from './features/challenges';
import type { PhotoStorage } from './integrations/storage/storage';
import { createPaymentProvider, type PaymentProvider } from './integrations/payments/payments';
import { createQuoteWriter, type QuoteWriter } from './integrations/ai-quotes/ai-quotes';
import { createPushSender, type PushSender } from './integrations/push/push';
import path from 'node:path';
import { systemClock } from './shared/clock';
import { createPgliteDb } from './shared/db/pglite';
import { createPostgresDb } from './shared/db/postgres';
import { migrate, readMigrations } from './shared/db/migrate';
import { gatedDb, retryWhileUnavailable } from './shared/db/wait-for-database';
import { createDiskStorage } from './integrations/storage/disk-storage';
import { createS3Storage } from './integrations/storage/s3-storage';

/** Everything the app needs from the outside world; built in main.ts, or by tests with fakes at the edges. */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  storage: PhotoStorage;
  /**
   * The process's one listener for the database's change notifications, which alone tell the kept copies below what
   * changed (docs/decisions/074-kept-copies-invalidated-one-way.md). main.ts starts it; a use case that writes what
   * they keep awaits `changes.caughtUp()` after its commit.
   */
  changes: ChangeFeed;
  /** Resolved sessions, kept while the feed listens (features/auth). */
  sessions: SessionStore;
  /** The global challenge list's first page, kept while the feed listens (features/challenges). */
  challengePages: ChallengePageCache;
  /** Each challenge's first page of participants, kept while the feed listens (features/challenges). */
  participantPages: ParticipantPageCache;
  /** A user's own days before their today and own stats, kept while the feed listens (features/streaks). */
  keptHistory: HistoryCopies;
  /** A recipient's own first page of notifications, kept while the feed listens (features/notifications). */
  notificationPages: NotificationPages;
  payments: PaymentProvider;
  quotes: QuoteWriter;
  push: PushSender;
}


export function createLogger(config: Config): Logger {
  return pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'password'] });
}

/** Where the embedded database lives when DATABASE_URL is unset; one process at a time may open it. */
export function embeddedDbDir(config: Config): string {
  return path.join(config.dataDir, 'pglite');
}

async function openDb(config: Config, logger: Logger): Promise<Db> {
  return config.databaseUrl
    ? createPostgresDb({ connectionString: config.databaseUrl, logger })
    : await createPgliteDb(embeddedDbDir(config));
}

/** The composition root: real engines and vendors chosen by config. Migrations are applied before it returns. */
export async function buildDeps(config: Config, logger: Logger = createLogger(config)): Promise<Deps> {
  const db = await openDb(config, logger);
  const applied = await migrate(db, readMigrations(config.migrationsDir));
  if (applied.length) logger.info({ applied }, 'migrations applied');
  return assemble(config, logger, db);
}

/**
 * For the server, which must start even when the database is not up yet: returns at once, requests get
 * 503 until the migrations are applied, and `migrated` retries them while the database is unreachable
 * (it rejects on any other error).
 */
export async function buildServingDeps(config: Config, logger: Logger): Promise<{ deps: Deps; migrated: Promise<void> }> {
  const db = await openDb(config, logger);
  let ready = false;
  const migrated = retryWhileUnavailable('migrations', () => migrate(db, readMigrations(config.migrationsDir)), { logger }).then(
    (applied) => {
      ready = true;
      if (applied.length) logger.info({ applied }, 'migrations applied');
    },
  );
  return { deps: assemble(config, logger, gatedDb(db, () => ready)), migrated };
}

function assemble(config: Config, logger: Logger, db: Db): Deps {
  const changes = createChangeFeed(db);
  return {
    config,
    db,
    clock: systemClock,
    logger,
    storage: config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.uploadDir),
    changes,
    sessions: createSessionStore(config.sessionSecret, changes),
    challengePages: createChallengePageCache(changes),
    participantPages: createParticipantPageCache(changes),
    keptHistory: createHistoryCopies(changes),
    notificationPages: createNotificationPages(changes),
    payments: createPaymentProvider(config, db, systemClock),
    quotes: createQuoteWriter(config),
    push: createPushSender(config),
  };
}
