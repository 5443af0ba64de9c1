import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
export const API_DIR = path.join(REPO_ROOT, 'apps/api');
export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'db/migrations');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
