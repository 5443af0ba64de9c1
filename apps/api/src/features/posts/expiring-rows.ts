import { sql } from '../../shared/db/sql';
import type { ExpiringRows } from '../../shared/expired-rows';

/**
 * How long a friend activity row is kept: a page shows a week of days (and tomorrow's, for a friend ahead of the
 * viewer), each completed no earlier than a day before its date; what is older is never read again. A cheer is made
 * while its card shows, so it is never younger than its card, and goes with it.
 */
export const ACTIVITY_KEPT_DAYS = 10;

export const postsExpiringRows: ExpiringRows[] = [
  // Found by the table's block range index on created_at (migration 0026), deleted by key.
  {
    name: 'activities',
    batch: (at, limit) =>
      sql`DELETE FROM activity_items WHERE (reader_id, created_at, marker_id) IN (
            SELECT reader_id, created_at, marker_id FROM activity_items
             WHERE created_at < ${at.now}::timestamptz - ${ACTIVITY_KEPT_DAYS} * interval '1 day' LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
  },
  // Found by cheers_created_idx (migration 0042).
  {
    name: 'cheers',
    batch: (at, limit) =>
      sql`DELETE FROM cheers WHERE (marker_id, cheerer_id) IN (
            SELECT marker_id, cheerer_id FROM cheers
             WHERE created_at < ${at.now}::timestamptz - ${ACTIVITY_KEPT_DAYS} * interval '1 day' LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
  },
];
