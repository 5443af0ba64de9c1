import { onTestFinished, vi } from 'vitest';

/** Makes this browser report `zone` as its own for the rest of the test, as a phone that landed there would. */
export function fakeBrowserZone(zone: string): void {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    const options = real.call(this);
    // Only the default formatter stands for the browser; one made for a named zone keeps it.
    return options.timeZone === real.call(new Intl.DateTimeFormat()).timeZone ? { ...options, timeZone: zone } : options;
  });
  onTestFinished(() => spy.mockRestore());
}
