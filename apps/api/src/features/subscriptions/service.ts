import { PREMIUM_PRICE_CENTS, restorationDaysRemaining } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import type { CardInput } from '../../integrations/payments/demo-cards';
import { atOf } from '../../shared/clock';
import { keptOf, keptUntil, placeOf, recordRestored, restoreYesterday, saveKept, type Place } from '../streaks';
import { sql } from '../../shared/db/sql';
import { conflict, forbidden, notFound, paymentRequired } from '../../shared/http/errors';
import { awardTrophies } from '../trophies';
import { lockUser } from '../users';
import { paymentProblem } from './payment-check';
import * as repo from './repo';

export function subscriptionsService(deps: Deps) {
  const { db, clock, payments } = deps;

  // Every use case acts as `userId`, the session's user: routes pass ctx.userId, never the path's or body's id.
  return {
    /**
     * Brings back the broken streak once per 30 days; the row lock makes concurrent restores one restore. The
     * user's local yesterday counts as completed (restoreYesterday in features/streaks/local-day.ts).
     */
    async restoreStreak(userId: string, place: Place): Promise<{ restored_streak: number }> {
      const at = atOf(clock, place);
      const answer = await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId, at);
        if (!user.is_premium) throw forbidden('restore_premium_only');
        const daysRemaining = restorationDaysRemaining(user.last_streak_restoration_date, at.today);
        if (daysRemaining > 0) {
          throw conflict('restore_wait', { params: { days: daysRemaining }, body: { days_remaining: daysRemaining } });
        }
        if (user.current_streak > 0) throw conflict('restore_streak_running');
        if (user.streak_count === 0) throw conflict('restore_nothing_broken');
        const here = placeOf(user);
        const restored = restoreYesterday(keptOf(user), at.now, here);
        const kept = { ...keptOf(user), ...restored, settled: restored.lastDate, settledEnd: restored.lastDayEnd };
        // The restoration's date is stored with the streak: one per RESTORATION_INTERVAL_DAYS.
        await saveKept(tx, userId, { ...kept, until: keptUntil(kept, here, user.streak_breaks) }, here, at, sql`, last_streak_restoration_date = ${at.today}::date`);
        await recordRestored(tx, userId, restored.lastDate!);
        return { restored_streak: user.streak_count };
      });
      // The streak is on the kept participant pages: they hear of it before the answer (decision 074).
      await deps.changes.caughtUp();
      return answer;
    },

    async createPaymentIntent(userId: string): Promise<{ clientSecret: string; paymentIntentId: string }> {
      const intent = await payments.createIntent(userId, PREMIUM_PRICE_CENTS);
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },

    async confirmDemoPayment(userId: string, input: { clientSecret: string; card: CardInput; billingName: string }) {
      if (!payments.demo) throw notFound('demo_payments_off');
      const { paymentIntentId } = await payments.demo.confirm(userId, input);
      return { status: 'succeeded' as const, paymentIntentId };
    },

    /**
     * One month of premium for a payment the server has verified with the provider itself. The unique
     * payment_intent_id makes a replay change nothing (402), even when two arrive at once.
     */
    async subscribe(userId: string, paymentIntentId: string | undefined) {
      if (!paymentIntentId) throw paymentRequired('payment_required');
      const problem = paymentProblem(await payments.retrieve(paymentIntentId), userId);
      if (problem) throw paymentRequired(problem);
      const at = atOf(clock);
      const endsAt = await db.transaction(async (tx) => {
        await lockUser(tx, userId, at);
        const period = await repo.insertSubscription(
          tx,
          { userId, paymentIntentId, provider: payments.name, priceCents: PREMIUM_PRICE_CENTS },
          at,
        );
        if (!period) throw paymentRequired('payment_used');
        await repo.setSubscriptionEnd(tx, userId, period.ends_at);
        await awardTrophies(tx, userId, at);
        return period.ends_at;
      });
      // The premium mark is on the kept pages: they hear of it before the answer (decision 074).
      await deps.changes.caughtUp();
      return { subscription_status: 'premium' as const, subscription_end_date: endsAt };
    },

    /** Premium stays until the paid period ends and nothing follows it (docs/decisions/059-cancel-at-period-end.md). */
    async cancelSubscription(userId: string) {
      const plan = await repo.setCancelAtPeriodEnd(db, userId, true, atOf(clock));
      if (!plan) throw conflict('subscription_none');
      return { subscription_status: 'premium' as const, ...plan };
    },

    /** Takes a cancellation back while the period lasts; once it has ended, premium is bought again on /subscribe. */
    async resumeSubscription(userId: string) {
      const plan = await repo.setCancelAtPeriodEnd(db, userId, false, atOf(clock));
      if (!plan) throw conflict('premium_ended');
      return { subscription_status: 'premium' as const, ...plan };
    },
  };
}
