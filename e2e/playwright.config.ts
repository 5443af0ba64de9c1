import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Every run starts on a fresh embedded database. The config is loaded again in each worker, so the
// folder is chosen once and handed down through the environment.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `dayleaf-e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

// Debian's Chromium: Playwright's own browser download does not work on our machines.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'phone' }],
  webServer: {
    // The built app by default; E2E_API_COMMAND can run it from source (e.g. `npx tsx apps/api/src/main.ts`).
    command: process.env.E2E_API_COMMAND ?? 'node apps/api/dist/main.js',
    cwd: path.join(import.meta.dirname, '..'),
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      RATE_LIMIT_SIGNUPS_PER_HOUR: '10000',
      RATE_LIMIT_LOGIN_FAILURES: '10000',
      BCRYPT_COST: '8',
      // The test's own payment and quote providers: the demo card form and the bundled quotes.
      STRIPE_SECRET_KEY: '',
      OPENAI_API_KEY: '',
    },
  },
});
