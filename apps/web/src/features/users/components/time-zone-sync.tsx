import { isTimeZone } from '@dayleaf/contracts/client';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { browserZone, rememberedBrowserZone, sameClock } from '../../../lib/local-day';
import { useCurrentUser } from '../../auth/session';
import { useUpdateDaySettings } from '../api/update-day-settings';

const seenKey = (userId: string) => `dayleaf.zone-seen.${userId}`;
// Where storage is unavailable (private mode) the page load remembers instead.
const seenHere = new Map<string, string>();

function lastSeenZone(userId: string): string | null {
  try {
    return localStorage.getItem(seenKey(userId));
  } catch {
    return seenHere.get(userId) ?? null;
  }
}

function rememberZone(userId: string, zone: string): void {
  try {
    localStorage.setItem(seenKey(userId), zone);
  } catch {
    seenHere.set(userId, zone);
  }
}

/**
 * When this browser's zone differs from the user's stored one, saves it once and says so in a toast
 * ("Time zone set to Asia/Tokyo"); docs/product.md ("Your day") says why that is safe. It acts only when the
 * browser's zone is new to this browser, so a zone the user picks in settings is not undone at the next start,
 * and a zone the server refuses is not asked for again.
 */
export function TimeZoneSync() {
  const user = useCurrentUser();
  const { mutate } = useUpdateDaySettings(user.id);
  const userId = user.id;
  const storedZone = user.time_zone;

  useEffect(() => {
    // The zone a past start read, while the browser's clock still matches it (lib/local-day.ts): a start where
    // nothing moved then leaves Intl unused.
    const remembered = rememberedBrowserZone();
    if (remembered !== null && lastSeenZone(userId) === remembered) return;
    const zone = browserZone();
    if (lastSeenZone(userId) === zone) return;
    // Remembered before asking, so a refusal, or a reload while the request runs, never repeats it.
    rememberZone(userId, zone);
    // An alias ('Etc/UTC' for 'UTC') or a zone on the same clock gives the same days: nothing to change. A name
    // the contract's check refuses would only be refused by the server too.
    if (sameClock(storedZone, zone, new Date()) || !isTimeZone(zone)) return;
    mutate(
      { time_zone: zone },
      {
        onSuccess: (saved) => toast(`Time zone set to ${saved.time_zone}`),
        onError: (err) => console.warn('Time zone not updated', err),
      },
    );
  }, [userId, storedZone, mutate]);

  return null;
}

/** Loaded after sign-in (app-shell.tsx), so the login screen's script goes without it and the toast library. */
export default TimeZoneSync;
