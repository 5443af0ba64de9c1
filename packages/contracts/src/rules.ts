/** Small rules the server enforces and the web shows, free of zod so either side can load them cheaply. */
import { DAY_MARKER_NAME, MILESTONE_EVERY_DAYS, MILESTONES, RESTORATION_INTERVAL_DAYS, TIME_ZONE_MAX } from './constants';
import type { Task } from './tasks';

/** Whether a task row is the day's completion marker, which the client hides. */
export const isDayMarker = (task: Pick<Task, 'name' | 'completed'>) => task.completed && task.name === DAY_MARKER_NAME;

/**
 * The one comparison of usernames (sign-up and rename uniqueness, login, profile URLs, login counters): ASCII letters
 * ignore case and nothing else changes. A username is ASCII (`Username`), so a name holding any other character,
 * such as a look-alike capital dotted I, names nobody (docs/decisions/054-trust-round-three.md).
 */
export const usernameKey = (name: string): string => name.trim().replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

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

/**
 * The days the API accepts, inclusive. Year 0 and earlier cannot be stored (PostgreSQL has no year 0),
 * years past 9999 no longer fit YYYY-MM-DD, and nothing in a habit tracker happened before 1900; two-digit
 * years are also where JavaScript's Date guesses (Date.UTC(99, 0) is 1999), so they never get that far.
 */
export const DAY_MIN = '1900-01-01';
export const DAY_MAX = '9999-12-31';

/** Whether text is a real calendar day written YYYY-MM-DD between DAY_MIN and DAY_MAX (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < DAY_MIN || text > DAY_MAX) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * Characters that reorder the text around them: embeddings, overrides (U+202A..U+202E) and isolates
 * (U+2066..U+2069). In a comment or a name they make "gpj.exe" read as "exe.jpg" and can turn the rest of
 * a line around; the marks U+200E/U+200F/U+061C only nudge neutral characters and stay allowed.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * What draws nothing on its own: white space, default-ignorable code points (zero-width space and joiners,
 * word joiner, BOM, Hangul fillers, variation selectors, tags...), other format characters, combining marks
 * with no base character, and the blank Braille pattern. Allowed between visible characters (an emoji family
 * is joined with U+200D), but text made only of these shows blank.
 */
const DRAWS_NOTHING = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{M}\u2800]/gu;

/** Why free text shown to other people is refused, or null when it is fine. Empty text is the caller's rule. */
export function textProblem(text: string): 'invisible' | 'direction' | null {
  if (DIRECTION_CONTROL.test(text)) return 'direction';
  if (text.length > 0 && text.replace(DRAWS_NOTHING, '').length === 0) return 'invisible';
  return null;
}

/** A user's day starts at one of these local hours; with 3, 00:00 to 02:59 still belong to the day before (docs/product.md#your-day). */
export const DAY_START_HOURS = [0, 1, 2, 3, 4] as const;
export const DEFAULT_TIME_ZONE = 'UTC';

let knownZones: ReadonlySet<string> | null = null;
const aliasChecks = new Map<string, boolean>();
/** How IANA spells a zone: Area/Location, each part starting with a capital (Asia/Kolkata, America/Argentina/Salta). */
const IANA_SPELLING = /^[A-Z][A-Za-z]*(\/[A-Z][A-Za-z0-9_+-]*)+$/;

/**
 * Whether `name` is an IANA time zone this runtime knows: a name in its list ('UTC' included, which the list
 * leaves out), or another IANA name for one of them. Runtimes list one name per zone and disagree on which:
 * Node lists Asia/Calcutta and Europe/Kiev where Firefox reports Asia/Kolkata and Europe/Kyiv, so a browser's
 * zone must not be refused for being the other spelling. Offsets such as '+05:00' are refused: PostgreSQL
 * reads them with the sign reversed.
 */
export function isTimeZone(name: string): boolean {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), DEFAULT_TIME_ZONE]);
  if (knownZones.has(name)) return true;
  if (name.length > TIME_ZONE_MAX || !IANA_SPELLING.test(name)) return false;
  let known = aliasChecks.get(name);
  if (known === undefined) {
    try {
      known = knownZones.has(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);
    } catch {
      known = false;
    }
    aliasChecks.set(name, known);
  }
  return known;
}

/** The first streak length at or after `streak + 1` that is a milestone (7, 30, 100, 365, then every 365). */
export function nextMilestone(streak: number): number {
  for (const m of MILESTONES) if (m > streak) return m;
  return (Math.floor(streak / MILESTONE_EVERY_DAYS) + 1) * MILESTONE_EVERY_DAYS;
}

/** Whether a streak of exactly `streak` days is a milestone. */
export function isMilestone(streak: number): boolean {
  return (MILESTONES as readonly number[]).includes(streak) || (streak > 0 && streak % MILESTONE_EVERY_DAYS === 0);
}

/** The languages Dayleaf speaks (docs/product.md#languages); English is the spec's own copy. */
export const LANGUAGES = ['en', 'es', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
/** The languages written right to left, whose layout mirrors. */
export const RIGHT_TO_LEFT: readonly Language[] = ['ar'];
