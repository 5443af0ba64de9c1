import { useState } from 'react';
import { localToday } from './local-day';

/**
 * The user's today, read when the screen opens and again only when their zone or day start changes (a change
 * in settings, or the zone the browser reported at start), so rows typed around the turn of the day stay on one day.
 */
export function useLocalToday(zone: string, dayStartHour: number): string {
  const [seen, setSeen] = useState(() => ({ zone, dayStartHour, day: localToday(new Date(), zone, dayStartHour) }));
  if (seen.zone !== zone || seen.dayStartHour !== dayStartHour) {
    // State that follows other state is set while rendering, as React advises, so no frame shows the old day.
    const next = { zone, dayStartHour, day: localToday(new Date(), zone, dayStartHour) };
    setSeen(next);
    return next.day;
  }
  return seen.day;
}
