import { z } from 'zod';
import { PAGE_DEFAULT, PAGE_MAX } from './constants';
import type { RouteMeta } from './route-meta';
import { DAY_MAX, DAY_MIN, isCalendarDay, textProblem } from './rules';

/** Every id the API hands out is a UUID. */
export const Id = z.uuid();

/** The current UTC day, as the API writes dates. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.');

/**
 * A day a client sends: a real calendar date in the YYYY-MM-DD form between DAY_MIN and DAY_MAX. Every date
 * a route takes is this schema, so 2026-02-30 or year 0 is a 400 and never reaches the database.
 */
export const Day = z
  .string({ error: 'Use a real date in the form YYYY-MM-DD.' })
  .refine(isCalendarDay, `Use a real date in the form YYYY-MM-DD, from ${DAY_MIN} to ${DAY_MAX}.`);

/**
 * Free text that other people see (bio, caption, comment, task and challenge names...): trimmed, at most
 * `max` characters, never only invisible characters and never with text-direction controls (see
 * `textProblem` in rules.ts). `required` is the message for empty text; without it empty text is allowed.
 */
export function ShownText(field: string, options: { max: number; required?: string }) {
  const { max, required } = options;
  const base = z.string({ error: required ?? `${field} must be text.` }).trim();
  return (required ? base.min(1, required) : base)
    .max(max, `${field} must be at most ${max} characters.`)
    .superRefine((text, ctx) => {
      const problem = textProblem(text);
      if (problem === 'invisible') ctx.addIssue({ code: 'custom', message: `${field} cannot be only invisible characters.` });
      if (problem === 'direction') {
        ctx.addIssue({ code: 'custom', message: `${field} cannot contain characters that change the text direction (U+202A to U+202E, U+2066 to U+2069).` });
      }
    });
}

export const ErrorBody = z.object({ error: z.string() }).loose();
export type ErrorBody = z.infer<typeof ErrorBody>;

export const SubscriptionStatus = z.enum(['free', 'premium']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** Keyset pagination: lists that can grow take `limit` and an opaque `before` cursor, never an offset. */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  before: z.string().min(1).max(200).optional(),
});

/** A route: its plain facts from route-meta.ts and the schemas the server validates with. */
export interface RouteDef extends RouteMeta {
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart body when `multipart` names the file field. */
  body?: z.ZodType;
  multipart?: { file: string; required: boolean };
  response: z.ZodType;
}

export const defineRoute = <const T extends RouteDef>(route: T): T => route;

export type Params<R extends RouteDef> = R['params'] extends z.ZodType ? z.output<R['params']> : Record<string, never>;
export type Query<R extends RouteDef> = R['query'] extends z.ZodType ? z.output<R['query']> : Record<string, never>;
export type QueryInput<R extends RouteDef> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type Body<R extends RouteDef> = R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
export type BodyInput<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type Response<R extends RouteDef> = z.output<R['response']>;

export const IdParams = z.object({ id: Id });
/** Routes under `/api/users/:userId/...` that name the user `userId` rather than `id`. */
export const UserIdParams = z.object({ userId: Id });
export const Ok = z.object({ ok: z.literal(true) });
