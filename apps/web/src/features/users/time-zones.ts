import { intlLocale } from '../../lib/i18n/format';

/** The IANA zone names this browser knows, the detected one first, for the Day card's zone picker. */
export function zoneNames(detected: string, stored: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  // The list holds canonical names only: 'UTC', and a browser's or server's older alias such as
  // 'Asia/Calcutta', would otherwise be missing.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a zone's IANA name
  const rest = [...new Set([...known, 'UTC', stored])].filter((z) => z !== detected).sort();
  return [detected, ...rest];
}

/** The zone's offset now as the browser writes it in the active language, 'GMT+9', 'GMT-3:30'; '' when it cannot say. */
export function zoneOffset(zone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(intlLocale(), { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(now);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

const squash = (text: string) => text.toLowerCase().replace(/[\s_/-]+/g, '');

/** Names holding the typed text, ignoring case, spaces, underscores and slashes ('new york', 'newyork', 'america/new'). */
export function filterZones(names: string[], typed: string): string[] {
  const wanted = squash(typed);
  if (!wanted) return names;
  return names.filter((name) => squash(name).includes(wanted));
}

/**
 * 'America/New York': the name as people read it; the value stays the IANA name. The offset is shown for the
 * chosen zone only: one formatter per zone for some 400 options took 150 ms on a desktop, far more on a phone.
 */
export const zoneName = (zone: string): string => zone.replaceAll('_', ' ');
