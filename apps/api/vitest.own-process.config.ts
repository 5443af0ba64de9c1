import { defineProject } from 'vitest/config';
import { apiTestOptions, OWN_PROCESS_FILES } from './vitest.config';

export default defineProject({
  test: { ...apiTestOptions, name: 'api-own-process', include: OWN_PROCESS_FILES, pool: 'forks' },
});
