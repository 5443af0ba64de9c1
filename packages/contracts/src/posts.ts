import type { RouteDef } from './common';

// Routes of this feature are declared here once and used by the API and the web client.
export const postRoutes = {} satisfies Record<string, RouteDef>;
