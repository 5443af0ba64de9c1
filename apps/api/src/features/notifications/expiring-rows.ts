import { sql } from '../../shared/db/sql';
import type { ExpiringRows } from '../../shared/expired-rows';

/** How long a notification is kept after its latest act (docs/product.md#notifications). */
export const NOTIFICATIONS_KEPT_DAYS = 90;
/**
 * How long a nudge is kept: its limits read one local date of its recipient (which ends within two days of any
 * instant in it) and the sender's last 24 hours.
 */
export const NUDGES_KEPT_DAYS = 2;

export const notificationsExpiringRows: ExpiringRows[] = [
  // Found by notifications_created_idx; their actors go with them (ON DELETE CASCADE).
  {
    name: 'notifications',
    batch: (at, limit) =>
      sql`DELETE FROM notifications WHERE id IN (
            SELECT id FROM notifications
             WHERE created_at < ${at.now}::timestamptz - ${NOTIFICATIONS_KEPT_DAYS} * interval '1 day' LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
  },
  // Found by nudges_created_idx (migration 0042).
  {
    name: 'nudges',
    batch: (at, limit) =>
      sql`DELETE FROM nudges WHERE (sender_id, recipient_id, date) IN (
            SELECT sender_id, recipient_id, date FROM nudges
             WHERE created_at < ${at.now}::timestamptz - ${NUDGES_KEPT_DAYS} * interval '1 day' LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
  },
];
