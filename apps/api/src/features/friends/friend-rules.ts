/** Days a declined requester waits before asking the same person again. */
export const DECLINED_COOLDOWN_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Whether `askerId` may ask again on a declined pair at `now`. The person who declined may always ask
 * (they changed their mind); the one who was declined waits DECLINED_COOLDOWN_DAYS from the decline.
 * A decline with no recorded time is treated as just now.
 */
export function mayAskAgain(pair: { requester_id: string; responded_at: string | null }, askerId: string, now: Date): boolean {
  if (pair.requester_id !== askerId) return true;
  const declinedAt = pair.responded_at === null ? now : new Date(pair.responded_at);
  return now.getTime() - declinedAt.getTime() >= DECLINED_COOLDOWN_DAYS * DAY_MS;
}
