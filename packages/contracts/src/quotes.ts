import { z } from 'zod';
import { defineRoutes, Id } from './common';
import { routeMeta } from './route-meta';

export const QuoteResponse = z.object({ quote: z.string() });
export type QuoteResponse = z.infer<typeof QuoteResponse>;

export const quotesRoutes = defineRoutes(routeMeta, {
  /** Today's quote for the session's user: the same one all UTC day. */
  motivationalQuote: {
    // The session names the user; userId is accepted for older clients and must match it when sent.
    query: z.object({ userId: Id.optional() }),
    response: QuoteResponse,
  },
});
