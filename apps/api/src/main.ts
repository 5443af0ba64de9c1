import { createServer } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { buildServingDeps, createLogger } from './deps';
import { drainableServer } from './shared/http/graceful-shutdown';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  // Listens before the database answers: until it is up and migrated, requests get 503 instead of a refused connection.
  const { deps, migrated } = await buildServingDeps(config, logger);
  const server = createServer(createApp(deps));
  const drainable = drainableServer(server);
  server.listen(config.port, config.host, () => {
    logger.info(`Dayleaf is running at http://localhost:${config.port} (${deps.db.engine})`);
  });
  migrated.then(
    () => logger.info('database ready'),
    (err: unknown) => {
      logger.fatal({ err }, 'migrations failed');
      process.exit(1);
    },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // In-flight requests finish and idle keep-alive sockets close; then the database pool closes.
    await drainable.drain();
    await deps.db.close().catch((err) => logger.error({ err }, 'database close failed'));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
