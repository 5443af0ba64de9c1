import { z } from 'zod';

/** VITE_* settings, read once. Without a Stripe key the subscribe page uses the demo card form. */
const Env = z.object({
  VITE_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
});

export const env = Env.parse(import.meta.env);
