import { z } from 'zod';
import { BoundedText, CheckedPassword, defineRoutes, Id, Ok, TrimmedText } from './common';
import { PASSWORD_MAX_BYTES, USERNAME_MAX } from './constants';
import { routeMeta } from './route-meta';
import { LanguageCode, TimeZone, User, Username } from './users';

const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes.`;
/**
 * bcrypt ignores bytes past 72, so the limit is counted in UTF-8 bytes, not characters. Every code unit is at least
 * one byte, so text over 72 code units is refused before its bytes are counted.
 */
export const Password = BoundedText(PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG)
  .min(8, 'Password must be at least 8 characters.')
  .refine((pw) => new TextEncoder().encode(pw).length <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG);

export const Credentials = z.object({
  username: TrimmedText(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`, 'Username is required.').min(1, 'Username is required.'),
  password: CheckedPassword('Password is required.'),
});
/**
 * `time_zone` is the browser's zone; without it the user's days are UTC days until they set one. `language` is the
 * one the sign-up screen was read in; without it, the best match of the request's Accept-Language, else English.
 */
export const SignupBody = z.object({ username: Username, password: Password, time_zone: TimeZone.optional(), language: LanguageCode.optional() });

/** The new password follows the sign-up rules; the current one is only checked, never judged. */
export const ChangePasswordBody = z.object({
  current_password: CheckedPassword('Current password is required.'),
  new_password: Password,
});

/** One of the user's live sessions, named by an id of its own: never its token or the token's hash. */
export const SessionSummary = z.object({
  id: Id,
  created_at: z.string(),
  last_used_at: z.string(),
  /** Read from the browser's User-Agent at login, e.g. "Firefox on Windows"; "Unknown device" when it says nothing we know. */
  device: z.string(),
  /** The browser's name in that User-Agent ("Firefox"), null when it names none; the web words the label from these two. */
  browser: z.string().nullable(),
  /** The system's ("Windows", "iPhone"), null when it names none. */
  system: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

export const EndedSessions = z.object({ ended: z.number().int().min(0) });

export const authRoutes = defineRoutes(routeMeta, {
  signup: { body: SignupBody, response: User },
  login: { body: Credentials, response: User },
  logout: { response: Ok },
  me: { response: User },
  changePassword: { body: ChangePasswordBody, response: Ok },
  listSessions: { response: z.array(SessionSummary) },
  endSession: { params: z.object({ id: Id }), response: Ok },
  logoutAll: { response: EndedSessions },
});

