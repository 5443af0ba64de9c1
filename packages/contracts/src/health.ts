import { z } from 'zod';
import { defineRoutes } from './common';
import { routeMeta } from './route-meta';

/** Answers while the server can serve (503 until its migrations ran); tests and deploys wait on it. */
export const healthRoutes = defineRoutes(routeMeta, {
  health: {
    response: z.object({ status: z.literal('ok') }),
  },
});
