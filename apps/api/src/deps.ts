import { pino, type Logger } from 'pino';
import type { Config } from './config';
import type { Clock } from './shared/clock';
import type { Db } from './shared/db/db';
import type { SessionStore } from './shared/sessions';
import type { PhotoStorage } from './integrations/storage/storage';
import { createPaymentProvider, type PaymentProvider } from './integrations/payments/payments';
import { createQuoteWriter, type QuoteWriter } from './integrations/ai-quotes/ai-quotes';
import path from 'node:path';
import { systemClock } from './shared/clock';
import { createPgliteDb } from './shared/db/pglite';
import { createPostgresDb } from './shared/db/postgres';
import { migrate, readMigrations } from './shared/db/migrate';
import { createSessionStore } from './shared/sessions';
import { createDiskStorage } from './integrations/storage/disk-storage';
import { createS3Storage } from './integrations/storage/s3-storage';

/** Everything the app needs from the outside world; built in main.ts, or by tests with fakes at the edges. */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  storage: PhotoStorage;
  sessions: SessionStore;
  payments: PaymentProvider;
  quotes: QuoteWriter;
}


export function createLogger(config: Config): Logger {
  return pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'password'] });
}

/** The composition root: real engines and vendors chosen by config. */
export async function buildDeps(config: Config, logger: Logger = createLogger(config)): Promise<Deps> {
  const db = config.databaseUrl
    ? createPostgresDb({ connectionString: config.databaseUrl, logger })
    : await createPgliteDb(path.join(config.dataDir, 'pglite'));
  const applied = await migrate(db, readMigrations(config.migrationsDir));
  if (applied.length) logger.info({ applied }, 'migrations applied');
  return {
    config,
    db,
    clock: systemClock,
    logger,
    storage: config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.uploadDir),
    sessions: createSessionStore(config.sessionSecret, systemClock),
    payments: createPaymentProvider(config, db, systemClock),
    quotes: createQuoteWriter(config),
  };
}
