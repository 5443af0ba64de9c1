/**
 * A readable name for the browser a session started in, from its User-Agent ("Chrome on Android"), so a user can
 * tell their sessions apart. Only a label: a User-Agent is whatever the client says, so nothing is decided by it.
 * The order matters, since browsers name the others they descend from (Edge says Chrome and Safari, Chrome says Safari).
 */

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|OPT)\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

const firstMatch = (ua: string, table: ReadonlyArray<readonly [RegExp, string]>) => table.find(([re]) => re.test(ua))?.[1];

export function deviceName(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
