import { sql } from '../../shared/db/sql';
import type { ExpiringRows } from '../../shared/expired-rows';

/**
 * Sessions that can no longer be used, and the notes of sessions ended elsewhere once those would have expired
 * (migration 0029). A session's expires_at never reaches past its absolute end (the session store caps every write of
 * it at created_at + 90 days, and migration 0014 capped the rows written before), so sessions are found by expires_at
 * alone, on its index, both when idle past their sliding expiry and when older than the absolute lifetime.
 */
export const authExpiringRows: ExpiringRows[] = [
  {
    name: 'sessions',
    batch: (at, limit) =>
      sql`DELETE FROM sessions WHERE token_hash IN (
            SELECT token_hash FROM sessions WHERE expires_at <= ${at.now} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
  },
  {
    name: 'endedSessions',
    batch: (at, limit) =>
      sql`DELETE FROM ended_sessions WHERE token_hash IN (
            SELECT token_hash FROM ended_sessions WHERE forget_at <= ${at.now} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
  },
];
