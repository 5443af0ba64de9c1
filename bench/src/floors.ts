import path from 'node:path';
import { userId, type SizeConfig } from './fixtures';
import type { RequestSpec } from './load';
import { BENCH_DIR } from './lib/paths';
import { freePort, startServer, tsxArgs, type Running } from './lib/processes';

export interface Floor {
  /** Short key used in results: raw, express, F. */
  key: 'raw' | 'express' | 'F';
  name: string;
  file: string;
  requests(cfg: SizeConfig): RequestSpec[];
}

export const FLOORS: Floor[] = [
  { key: 'raw', name: 'floor: node:http JSON', file: 'raw-http.ts', requests: () => [{ method: 'GET', path: '/' }] },
  { key: 'express', name: 'floor: Express JSON', file: 'express-json.ts', requests: () => [{ method: 'GET', path: '/' }] },
  {
    key: 'F',
    name: 'floor F: Express + pg PK SELECT',
    file: 'express-pg.ts',
    requests: (cfg) => Array.from({ length: 500 }, (_, i) => ({ method: 'GET' as const, path: `/users/${userId((i * 37) % cfg.users)}` })),
  },
];

/** Each floor in its own process on loopback, as the API is. */
export async function startFloor(floor: Floor, databaseUrl: string): Promise<Running> {
  const port = await freePort();
  return startServer({
    name: floor.name,
    command: process.execPath,
    args: tsxArgs(path.join(BENCH_DIR, 'floor', floor.file)),
    cwd: BENCH_DIR,
    port,
    readyPath: '/',
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl },
  });
}
