import type { Express } from 'express';
import type { Db } from '../../apps/api/src/shared/db/db';

/** Listens on loopback at PORT; on SIGTERM stops taking connections and closes the pool before exiting. */
export function listenUntilTerm(app: Express, db: Pick<Db, 'close'>): void {
  const server = app.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    server.closeIdleConnections();
    void db.close().then(() => process.exit(0));
  });
}
