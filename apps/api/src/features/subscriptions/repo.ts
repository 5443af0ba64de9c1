import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';


/**
 * Records one paid month for a payment intent: it starts when the current period ends (or at `at`) and lasts
 * a calendar month in UTC. Returns null when the intent was already used (the unique key), changing nothing.
 */
export async function insertSubscription(
  tx: Queryable,
  input: { userId: string; paymentIntentId: string; provider: string; priceCents: number },
  at: At,
): Promise<{ ends_at: string } | null> {
  const { rows } = await tx.query<{ ends_at: string }>(
    sql`INSERT INTO subscriptions (user_id, payment_intent_id, provider, type, price_cents, starts_at, ends_at, created_at)
     SELECT u.id, ${input.paymentIntentId}, ${input.provider}, 'premium', ${input.priceCents}, p.starts_at,
            (p.starts_at AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC', ${at.now}
       FROM users u
       CROSS JOIN LATERAL (SELECT GREATEST(${at.now}::timestamptz, COALESCE(u.subscription_end_date, ${at.now}::timestamptz)) AS starts_at) p
      WHERE u.id = ${input.userId}
     ON CONFLICT (payment_intent_id) DO NOTHING
     RETURNING ends_at`,
  );
  return rows[0] ?? null;
}

/** `endsAt` is the recorded period's end as insertSubscription returned it; paying again takes back a cancellation. */
export async function setSubscriptionEnd(tx: Queryable, userId: string, endsAt: string): Promise<void> {
  await tx.query(sql`UPDATE users SET subscription_end_date = ${endsAt}::timestamptz, cancel_at_period_end = false WHERE id = ${userId}`);
}

/**
 * Cancels (or resumes) at the period's end in one statement, only while the user is premium; null when they are
 * not. Setting the value it already has answers the same, so a repeated press is not an error.
 */
export async function setCancelAtPeriodEnd(
  db: Queryable,
  userId: string,
  cancel: boolean,
  at: At,
): Promise<{ subscription_end_date: string; cancel_at_period_end: boolean } | null> {
  const { rows } = await db.query<{ subscription_end_date: string; cancel_at_period_end: boolean }>(
    sql`UPDATE users SET cancel_at_period_end = ${cancel}
         WHERE id = ${userId} AND subscription_status(subscription_end_date, ${at.now}) = 'premium'
     RETURNING subscription_end_date, cancel_at_period_end`,
  );
  return rows[0] ?? null;
}
