import { isTimeZone } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { WhenOpen } from '../../../components/ui/on-demand';
import { actionErrorText } from '../../../lib/api-client';
import { browserZone, rememberedBrowserZone, sameClock } from '../../../lib/local-day';
import { useCurrentUser } from '../../auth/session';
import { useUpdateDaySettings } from '../api/update-day-settings';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const ZonePrompt = preloadableLazy(() => import('./zone-prompt').then((m) => ({ default: m.ZonePrompt })));

// eslint-disable-next-line lingui/no-unlocalized-strings -- a storage key
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
 * When this browser's zone differs from the user's stored one (docs/product.md#your-day, "Your day"): while the zone
 * follows the devices, saves it once and says so in a toast ("Time zone set to Asia/Tokyo"); when the user chose
 * their zone, asks once whether to use the device's instead, never changing it by itself. Either happens only when
 * the browser's zone is new to this browser, so neither repeats at the next start, nor after a refusal.
 */
export function TimeZoneSync() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const { mutate, isPending } = useUpdateDaySettings(user.id);
  const { id: userId, time_zone: storedZone, time_zone_auto: followsDevices } = user;
  const [asking, setAsking] = useState<string | null>(null);

  useEffect(() => {
    // The zone a past start read, while the browser's clock still matches it (lib/local-day.ts): a start where
    // nothing moved then leaves Intl unused.
    const remembered = rememberedBrowserZone();
    if (remembered !== null && lastSeenZone(userId) === remembered) return;
    const zone = browserZone();
    if (lastSeenZone(userId) === zone) return;
    // An alias ('Etc/UTC' for 'UTC') or a zone on the same clock gives the same days: nothing to change. A name
    // the contract's check refuses would only be refused by the server too.
    const moved = !sameClock(storedZone, zone, new Date()) && isTimeZone(zone);
    if (moved && !followsDevices) {
      // Asked once its code is here; remembered once answered, so a reload before then asks again.
      let current = true;
      ZonePrompt.preload().then(
        () => current && setAsking(zone),
        (err: unknown) => console.warn('Time zone question not loaded', err),
      );
      return () => {
        current = false;
      };
    }
    // Remembered before saving, so a refusal, or a reload while the request runs, never repeats it.
    rememberZone(userId, zone);
    if (!moved) return;
    // The server takes the device's zone only while the zone still follows the devices.
    mutate(
      { device_time_zone: zone },
      {
        onSuccess: ({ time_zone: zone, time_zone_auto: follows }) => {
          if (follows) toast(t`Time zone set to ${zone}`);
        },
        onError: (err) => console.warn('Time zone not updated', err),
      },
    );
  }, [userId, storedZone, followsDevices, mutate, t]);

  function answer(use: boolean) {
    if (asking === null) return;
    rememberZone(userId, asking);
    if (!use) {
      setAsking(null);
      return;
    }
    mutate(
      { time_zone: asking },
      {
        onSuccess: ({ time_zone: zone }) => toast(t`Time zone set to ${zone}`),
        onError: (err) => toast.error(actionErrorText(err, { failed: t`Failed to save your day settings.`, errored: t`An error occurred while saving your day settings.` })),
        onSettled: () => setAsking(null),
      },
    );
  }

  return (
    <WhenOpen open={asking !== null}>
      <ZonePrompt zone={asking ?? ''} chosen={storedZone} pending={isPending} onUse={() => answer(true)} onKeep={() => answer(false)} />
    </WhenOpen>
  );
}

/** Loaded after sign-in (app-shell.tsx), so the login screen's script goes without it and the toast library. */
export default TimeZoneSync;
