import { z } from 'zod';
import { defineRoutes, Id, Ok } from './common';
import { routeMeta } from './route-meta';
import { TimeZone, User, Username } from './users';

/** bcrypt ignores bytes past 72, so the limit is counted in UTF-8 bytes, not characters. */
export const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .refine((pw) => new TextEncoder().encode(pw).length <= 72, 'Password must be at most 72 bytes.');

export const Credentials = z.object({
  username: z.string({ error: 'Username is required.' }).trim().min(1, 'Username is required.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
});
/** `time_zone` is the browser's zone; without it the user's days are UTC days until they set one. */
export const SignupBody = z.object({ username: Username, password: Password, time_zone: TimeZone.optional() });

/** The new password follows the sign-up rules; the current one is only checked, never judged. */
export const ChangePasswordBody = z.object({
  current_password: z.string({ error: 'Current password is required.' }).min(1, 'Current password is required.'),
  new_password: Password,
});

/** One of the user's live sessions, named by an id of its own: never its token or the token's hash. */
export const SessionSummary = z.object({
  id: Id,
  created_at: z.string(),
  last_used_at: z.string(),
  /** Read from the browser's User-Agent at login, e.g. "Firefox on Windows"; "Unknown device" when it says nothing we know. */
  device: z.string(),
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

