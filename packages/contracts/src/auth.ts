import { z } from 'zod';
import { defineRoutes, Ok } from './common';
import { routeMeta } from './route-meta';
import { User, Username } from './users';

/** bcrypt ignores bytes past 72, so the limit is counted in UTF-8 bytes, not characters. */
export const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .refine((pw) => new TextEncoder().encode(pw).length <= 72, 'Password must be at most 72 bytes.');

export const Credentials = z.object({
  username: z.string({ error: 'Username is required.' }).trim().min(1, 'Username is required.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
});
export const SignupBody = z.object({ username: Username, password: Password });

export const authRoutes = defineRoutes(routeMeta, {
  signup: { body: SignupBody, response: User },
  login: { body: Credentials, response: User },
  logout: { response: Ok },
  me: { response: User },
});

