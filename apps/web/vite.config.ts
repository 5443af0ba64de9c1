import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The API serves the built app on one origin; in development Vite proxies the API to keep it that way.
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  build: { target: 'es2022', sourcemap: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Typing into forms with user-event takes seconds when the machine is busy; 5 s cut such tests short.
    testTimeout: 20_000,
    // The tests that fix a clock state the dates they expect in UTC; a developer's own zone must not move them.
    env: { TZ: 'UTC' },
  },
});
