import type { ThemePackage, UserTheme } from '@dayleaf/contracts';
import { today, type Clock } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';

export async function listThemePackages(db: Queryable): Promise<ThemePackage[]> {
  const { rows } = await db.query<ThemePackage>(
    'SELECT id, name, description, category, is_premium, colors FROM theme_packages ORDER BY sort_order, id',
  );
  return rows;
}

export async function findThemePackage(db: Queryable, id: string): Promise<ThemePackage | null> {
  const { rows } = await db.query<ThemePackage>(
    'SELECT id, name, description, category, is_premium, colors FROM theme_packages WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function listUserThemes(db: Queryable, userId: string): Promise<UserTheme[]> {
  const { rows } = await db.query<UserTheme>(
    'SELECT theme_package_id, is_active FROM user_themes WHERE user_id = $1 ORDER BY acquired_at, theme_package_id',
    [userId],
  );
  return rows;
}

/** The user's row locked for the rest of the transaction, with what the premium rules read from it. */
export async function lockUser(tx: Queryable, userId: string, clock: Clock) {
  const { rows } = await tx.query<{
    is_premium: boolean;
    streak_count: number;
    current_streak: number;
    last_streak_restoration_date: string | null;
  }>(
    `SELECT subscription_status(subscription_end_date, $3) = 'premium' AS is_premium,
            streak_count,
            current_streak(streak_count, last_completed_date, $2::date) AS current_streak,
            last_streak_restoration_date
       FROM users WHERE id = $1 FOR UPDATE`,
    [userId, today(clock), clock.now()],
  );
  const row = rows[0];
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}

export async function ownsTheme(tx: Queryable, userId: string, themeId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM user_themes WHERE user_id = $1 AND theme_package_id = $2', [userId, themeId]);
  return rows.length > 0;
}

/** Makes the theme the user's one active theme, owning it from now on. */
export async function activateTheme(tx: Queryable, userId: string, themeId: string, at: Date): Promise<void> {
  await tx.query('UPDATE user_themes SET is_active = false WHERE user_id = $1 AND is_active AND theme_package_id <> $2', [userId, themeId]);
  await tx.query(
    `INSERT INTO user_themes (user_id, theme_package_id, is_active, acquired_at) VALUES ($1, $2, true, $3)
     ON CONFLICT (user_id, theme_package_id) DO UPDATE SET is_active = true`,
    [userId, themeId, at],
  );
}

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
