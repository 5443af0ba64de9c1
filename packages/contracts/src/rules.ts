/** Small rules the server enforces and the web shows, free of zod so either side can load them cheaply. */
import { DAY_MARKER_NAME, RESTORATION_INTERVAL_DAYS } from './constants';
import type { Task } from './daily';

/** Whether a task row is the day's completion marker, which the client hides. */
export const isDayMarker = (task: Pick<Task, 'name' | 'completed'>) => task.completed && task.name === DAY_MARKER_NAME;

/** A theme is usable when it is free, the user is premium, or the user already owns it (kept after premium ends). */
export function canUseTheme(theme: { is_premium: boolean }, isPremium: boolean, owned: boolean): boolean {
  return !theme.is_premium || isPremium || owned;
}

/** Whole days until the next restoration is allowed; 0 when allowed now. Days are 'YYYY-MM-DD' UTC dates. */
export function restorationDaysRemaining(lastRestoration: string | null, today: string): number {
  if (!lastRestoration) return 0;
  const elapsed = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${lastRestoration}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, RESTORATION_INTERVAL_DAYS - elapsed);
}
