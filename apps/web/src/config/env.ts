/** VITE_* settings, read once. Without a Stripe key the subscribe page uses the demo card form. */
export const env = {
  VITE_STRIPE_PUBLISHABLE_KEY: (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined) || undefined,
};
