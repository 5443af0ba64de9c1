import type { TestContext } from '../test-app';

/** Makes the user premium for a month from the test clock's now. */
export async function makePremium(ctx: TestContext, userId: string): Promise<void> {
  const end = new Date(ctx.clock.now().getTime() + 30 * 86_400_000);
  await ctx.deps.db.query('UPDATE users SET subscription_end_date = $2 WHERE id = $1', [userId, end]);
}
