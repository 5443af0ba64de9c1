import { onTestFinished, vi } from 'vitest';
import { forgetRememberedZone } from '../lib/local-day';

/**
 * Makes this browser report `zone` as its own for the rest of the test, as a phone that landed there would:
 * Intl names it, and Date's local clock (what lib/local-day.ts reads once the zone is remembered) runs in it.
 */
export function fakeBrowserZone(zone: string): void {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    const options = real.call(this);
    // Only the default formatter stands for the browser; one made for a named zone keeps it.
    return options.timeZone === real.call(new Intl.DateTimeFormat()).timeZone ? { ...options, timeZone: zone } : options;
  });
  // Node reads TZ again when it changes, so Date's getters follow at once.
  const before = process.env.TZ;
  process.env.TZ = zone;
  forgetRememberedZone();
  onTestFinished(() => {
    spy.mockRestore();
    process.env.TZ = before;
    forgetRememberedZone();
  });
}
