import type { Queryable } from '../../shared/db/db';

/** Yesterday counts as completed, so the kept streak shows again and today's completion continues it. */
export async function restoreStreak(tx: Queryable, userId: string, day: string): Promise<void> {
  await tx.query(
    'UPDATE users SET last_completed_date = $2::date - 1, last_streak_restoration_date = $2::date WHERE id = $1',
    [userId, day],
  );
}

/**
 * Records one paid month for a payment intent: it starts when the current period ends (or now) and lasts a
 * calendar month in UTC. Returns null when the intent was already used (the unique key), changing nothing.
 */
export async function insertSubscription(
  tx: Queryable,
  input: { userId: string; paymentIntentId: string; provider: string; priceCents: number; now: Date },
): Promise<{ ends_at: Date } | null> {
  const { rows } = await tx.query<{ ends_at: Date }>(
    `INSERT INTO subscriptions (user_id, payment_intent_id, provider, type, price_cents, starts_at, ends_at, created_at)
     SELECT u.id, $2, $3, 'premium', $4, p.starts_at, (p.starts_at AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC', $5
       FROM users u
       CROSS JOIN LATERAL (SELECT GREATEST($5::timestamptz, COALESCE(u.subscription_end_date, $5::timestamptz)) AS starts_at) p
      WHERE u.id = $1
     ON CONFLICT (payment_intent_id) DO NOTHING
     RETURNING ends_at`,
    [input.userId, input.paymentIntentId, input.provider, input.priceCents, input.now],
  );
  return rows[0] ?? null;
}

export async function setSubscriptionEnd(tx: Queryable, userId: string, endsAt: Date): Promise<void> {
  await tx.query('UPDATE users SET subscription_end_date = $2 WHERE id = $1', [userId, endsAt]);
}
