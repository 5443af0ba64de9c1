import { defineConfig } from 'vitest/config';

// One run, three tiers: contracts and api (node) and web components (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});
