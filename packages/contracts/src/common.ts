import { z } from 'zod';
import { CHECKED_PASSWORD_MAX, CURSOR_MAX, INVITE_TOKEN_MAX, OFFLINE_GRACE_HOURS, OFFLINE_SKEW_MINUTES, type PageSize } from './constants';
import { ERROR_CODES, ERROR_TEXTS } from './errors';
import type { PageStyle, RouteMeta } from './route-meta';
import { DAY_MAX, DAY_MIN, isCalendarDay, textProblem } from './rules';

/** Every id the API hands out is a UUID. */
export const Id = z.uuid();

/**
 * A string a client sends, refused past `max` UTF-16 code units before any other check reads it (docs/conventions.md,
 * "Bad input"). zod runs a string's later checks after a failed one unless it aborts, and its own `.max()` counts the
 * code points of text over the limit, so the first check is this one, which reads only the length. The `.max()` after
 * it never fails (code points never outnumber units); it is there for the OpenAPI document's maxLength.
 */
export function BoundedText(max: number, tooLong: string, error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((text) => text.length <= max, { error: tooLong, abort: true, params: { maxUnits: max } })
    .max(max, tooLong);
}

/** Spaces around text may take this many times its limit: longer raw text is refused before it is trimmed. */
const UNTRIMMED_FACTOR = 4;

/** Text trimmed, then at most `max` characters (code points); nothing after it runs on longer text. */
export function TrimmedText(max: number, tooLong: string, error?: string) {
  return BoundedText(max * UNTRIMMED_FACTOR, tooLong, error).trim().max(max, { error: tooLong, abort: true });
}

/** A password that is only checked (login, the current one, deleting the account): bounded, never judged. */
export const CheckedPassword = (required: string) => BoundedText(CHECKED_PASSWORD_MAX, 'Password is too long.', required).min(1, required);

/** The current UTC day, as the API writes dates. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.');

/**
 * A day a client sends: a real calendar date in the YYYY-MM-DD form between DAY_MIN and DAY_MAX. Every date
 * a route takes is this schema, so 2026-02-30 or year 0 is a 400 and never reaches the database.
 */
const DAY_MESSAGE = `Use a real date in the form YYYY-MM-DD, from ${DAY_MIN} to ${DAY_MAX}.`;
export const Day = BoundedText(DAY_MAX.length, DAY_MESSAGE, 'Use a real date in the form YYYY-MM-DD.').refine(isCalendarDay, DAY_MESSAGE);

/**
 * When the user did a write their device queued while offline (docs/decisions/029-queued-writes.md): an ISO 8601
 * date-time with its offset, within the dates a `Day` may be. The write is for the user's day of that instant.
 */
export const OfflineAt = z
  .iso.datetime({ offset: true, abort: true, error: 'offline_at must be an ISO 8601 date-time with its offset, such as 2026-11-24T08:15:00.000+09:00.' })
  .refine((v) => isCalendarDay(v.slice(0, 10)), `offline_at must fall from ${DAY_MIN} to ${DAY_MAX}.`)
  .meta({
    id: 'OfflineAt',
    description:
      `For a write queued on the device while offline: when the user did it (the device's clock, with its offset). The write is ` +
      `judged as made on D, the user's date of that instant in their stored zone and day start, and is accepted until ` +
      `${OFFLINE_GRACE_HOURS} hours after D ended there; later it is 409 "This was done offline on {D} and reached us more than ` +
      `${OFFLINE_GRACE_HOURS} hours after that day ended, so it was not saved.". More than ${OFFLINE_SKEW_MINUTES} minutes ahead ` +
      `of the server's clock is 400, and a \`date\` sent with it must be D (400). Without it, the write is for now.`,
    example: '2026-11-24T08:15:00.000+09:00',
  });

/**
 * Free text that other people see (bio, caption, comment, task and challenge names...): trimmed, at most
 * `max` characters, never only invisible characters and never with text-direction controls (see
 * `textProblem` in rules.ts). `required` is the message for empty text; without it empty text is allowed.
 */
export function ShownText(field: string, options: { max: number; required?: string }) {
  const { max, required } = options;
  const base = TrimmedText(max, `${field} must be at most ${max} characters.`, required ?? `${field} must be text.`);
  return (required ? base.min(1, required) : base).superRefine((text, ctx) => {
    const problem = textProblem(text);
    if (problem === 'invisible') ctx.addIssue({ code: 'custom', message: `${field} cannot be only invisible characters.` });
    if (problem === 'direction') {
      ctx.addIssue({ code: 'custom', message: `${field} cannot contain characters that change the text direction (U+202A to U+202E, U+2066 to U+2069).` });
    }
  });
}

/**
 * Every error's body: the English sentence, its stable code (errors.ts, which the web translates) and the values of
 * the sentence's variable parts; some errors add fields of their own (a validation's `details`, a refusal's person).
 */
export const ErrorBody = z
  .object({
    error: z.string(),
    code: z.enum(ERROR_CODES),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .loose();
export type ErrorBody = z.infer<typeof ErrorBody>;

export const SubscriptionStatus = z.enum(['free', 'premium']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** The answer to a `before` that is no cursor of the list's: too long, empty, or not one the API made. */
export const INVALID_CURSOR = ERROR_TEXTS.invalid_cursor;

/** A page cursor as a client sends it back: the text of the last page's X-Next-Cursor, which only the API reads. */
export const PageCursor = BoundedText(CURSOR_MAX, INVALID_CURSOR).min(1, INVALID_CURSOR);

/**
 * The page request of every paged route (`page` in route-meta.ts), its one shape: `limit`, within the list's
 * `PAGE_SIZES` entry and its default when absent, and `before`, the cursor of the page before (`PageCursor`). The mood
 * history's cursor is a `Day`, so a calendar can ask for any month. A route with more query fields extends it. The API's
 * handle() reads both into `ctx.page`; defineRoutes refuses a paged route whose query is not one.
 */
export function PageQuery<B extends z.ZodType<string, string> = typeof PageCursor>(size: PageSize, before?: B) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(size.max).default(size.default),
    before: ((before ?? PageCursor) as B).optional(),
  });
}

/** What a page request holds once parsed; a paged route's query must give at least this. */
type PageQueryOutput = { limit: number; before?: string | undefined };

/** What a feature file writes for a route: the schemas the server validates with. Its plain facts are in route-meta.ts. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart body when `multipart` names the file field. */
  body?: z.ZodType;
  multipart?: { file: string; required: boolean };
  /** The body of a success; for a paged route (`page` in route-meta.ts) the array of one page's items. */
  response: z.ZodType;
}

/** A route: its plain facts from route-meta.ts and its schemas from its feature file, merged by name. */
export interface RouteDef extends RouteMeta, RouteSchemas {}

/** Every key of RouteMeta, so defineRoutes can refuse schemas that repeat a fact (the type lists them all). */
const ROUTE_FACTS: Record<keyof RouteMeta, true> = { method: true, path: true, auth: true, actsAs: true, status: true, alsoStatus: true, page: true, download: true, image: true, quota: true };

/** Schemas a paged route may declare: the wire body is the bare array, so its response must be one, and its query a PageQuery. */
type SchemasFor<M extends RouteMeta> = RouteSchemas & (M extends { page: PageStyle } ? { response: z.ZodArray; query: z.ZodType<PageQueryOutput> } : unknown) & {
  // A fact written here too would be a second place to change it.
  readonly [F in keyof RouteMeta]?: never;
};

/**
 * A feature's routes: `defineRoutes(routeMeta, { getTasks: { params, query, response }, ... })`. Each name must
 * be a route of `meta`, and each result is that entry's facts with these schemas, so method, path, auth,
 * actsAs, status and page are written once, in route-meta.ts. `index.ts` checks every entry of `routeMeta`
 * gets its schemas in some feature.
 */
export function defineRoutes<const M extends Record<string, RouteMeta>, const S extends { [K in keyof S]: K extends keyof M ? SchemasFor<M[K]> : never }>(
  meta: M,
  schemas: S,
): { [K in keyof S & keyof M]: M[K] & S[K] } {
  return Object.fromEntries(
    Object.entries(schemas as Record<string, RouteSchemas>).map(([name, route]) => {
      const facts = meta[name];
      if (!facts) throw new Error(`Route ${name} has schemas but no entry in routeMeta.`);
      const repeated = Object.keys(route).find((key) => key in ROUTE_FACTS);
      if (repeated) throw new Error(`Route ${name} repeats its ${repeated}; it is written in routeMeta only.`);
      if (facts.page && !(route.response instanceof z.ZodArray)) throw new Error(`Route ${name} is paged, so its response must be the item array.`);
      if (facts.page && !isPageQuery(route.query)) throw new Error(`Route ${name} is paged, so its query must be a PageQuery.`);
      return [name, { ...facts, ...route }];
    }),
  ) as { [K in keyof S & keyof M]: M[K] & S[K] };
}

/** Whether a schema is a PageQuery (or one extended): an object with `limit` and `before`. */
function isPageQuery(query: z.ZodType | undefined): boolean {
  return query instanceof z.ZodObject && 'limit' in query.shape && 'before' in query.shape;
}

export type Params<R extends RouteDef> = R['params'] extends z.ZodType ? z.output<R['params']> : Record<string, never>;
export type Query<R extends RouteDef> = R['query'] extends z.ZodType ? z.output<R['query']> : Record<string, never>;
export type QueryInput<R extends RouteDef> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type Body<R extends RouteDef> = R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
export type BodyInput<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type Response<R extends RouteDef> = z.output<R['response']>;

/**
 * One page of a paged route (`page` in route-meta.ts), as its API handler returns it: the items (the wire
 * body, a bare array), the next page's cursor (sent in NEXT_CURSOR_HEADER; null on the last page) and, for
 * `page: 'counted'`, the whole list's count (sent in TOTAL_COUNT_HEADER; null on pages after the first,
 * which send no count). `handle()` turns it into the body and the headers.
 */
export type PageOf<R extends RouteDef> = { items: Response<R>; next: string | null } & (R['page'] extends 'counted'
  ? { total: number | null }
  : { total?: never });

/** What an API handler of R returns: a PageOf<R> for a paged route, else the response body itself. */
export type Reply<R extends RouteDef> = R['page'] extends PageStyle ? PageOf<R> : Response<R>;

export const IdParams = z.object({ id: Id });
/** An invite link's token: base64url, as the API makes them; anything else is 400 before a lookup. */
export const INVALID_INVITE = 'This invite link is not valid.';
export const InviteTokenParams = z.object({
  token: BoundedText(INVITE_TOKEN_MAX, INVALID_INVITE).regex(/^[A-Za-z0-9_-]{22,}$/, INVALID_INVITE),
});
/** Routes under `/api/users/:userId/...` that name the user `userId` rather than `id`. */
export const UserIdParams = z.object({ userId: Id });
export const Ok = z.object({ ok: z.literal(true) });
