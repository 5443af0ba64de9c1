import { createServer } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { buildDeps, createLogger } from './deps';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const deps = await buildDeps(config, logger);
  const server = createServer(createApp(deps));
  server.listen(config.port, config.host, () => {
    logger.info(`Dayleaf is running at http://localhost:${config.port} (${deps.db.engine})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // In-flight requests finish; idle keep-alive sockets are closed so close() does not wait on them.
    server.close(async () => {
      await deps.db.close().catch((err) => logger.error({ err }, 'database close failed'));
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
