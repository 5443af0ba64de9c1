/**
 * Work a feature must do while the session still exists, as this device signs out: the server still knows who
 * asks. The auth feature runs the steps; the app registers them (features do not import each other).
 */
type Step = (userId: string) => Promise<unknown>;

const steps = new Set<Step>();

/** Registers a step run at every sign-out of this page; returns its removal. */
export function beforeSignOut(step: Step): () => void {
  steps.add(step);
  return () => void steps.delete(step);
}

/** Runs every step at once and waits for them; a failed step is logged and never keeps the user signed in. */
export async function runBeforeSignOut(userId: string): Promise<void> {
  await Promise.all([...steps].map((step) => step(userId).catch((err: unknown) => console.warn('A sign-out step failed', err))));
}
