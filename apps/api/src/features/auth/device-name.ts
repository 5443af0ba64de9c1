import { parse } from 'bowser';

/**
 * A readable name for the browser a session started in, from its User-Agent ("Chrome on Android"), so a user can
 * tell their sessions apart. Only a label: a User-Agent is whatever the client says, so nothing is decided by it.
 * The parsing is bowser's, which follows new browsers; only its longer names are shortened here.
 */

export const UNKNOWN_DEVICE = 'Unknown device';

const BROWSERS: Readonly<Record<string, string>> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Opera Touch': 'Opera',
};

/** Bowser's guess for a User-Agent that names no browser: every one starts with it, so it tells nothing apart. */
const NO_BROWSER = 'Mozilla';

const SYSTEMS: Readonly<Record<string, string>> = { macOS: 'Mac', 'Chrome OS': 'ChromeOS' };

/** The browser's and the system's names (the same in every language), each null when the User-Agent does not say. */
export function deviceParts(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os, platform } = parse(userAgent);
  const browserName = browser.name && browser.name !== NO_BROWSER ? (BROWSERS[browser.name] ?? browser.name) : null;
  // An iPhone and an iPad both say iOS; the model tells them apart.
  const system = os.name === 'iOS' ? (platform.model ?? 'iOS') : os.name ? (SYSTEMS[os.name] ?? os.name) : null;
  return { browser: browserName, system };
}

/** The English label of those parts; the web writes its own in the person's language. */
export function deviceName(userAgent: string | null): string {
  const { browser, system } = deviceParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
