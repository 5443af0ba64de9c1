import type { Body, Params, Query, Response, RouteDef } from '@dayleaf/contracts';
import type { Request, RequestHandler, Response as ExpressResponse } from 'express';
import type { z } from 'zod';
import { badRequest, forbidden, unauthorized } from './errors';
import { parseMultipart, removeUploadedFile, uploadedFile, type UploadedFile } from './uploads';

export { MAX_UPLOAD_BYTES, type UploadedFile } from './uploads';

export interface RouteContext<R extends RouteDef> {
  params: Params<R>;
  query: Query<R>;
  body: Body<R>;
  /** The session's user; null only on public routes. */
  userId: R['auth'] extends 'session' ? string : string | null;
  file: UploadedFile | undefined;
  req: Request;
  res: ExpressResponse;
}

export interface RouteBinding {
  def: RouteDef;
  handlers: RequestHandler[];
}

/** PostgreSQL text cannot hold NUL, so it is refused for every field instead of failing in the database. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): z.output<S> | undefined {
  if (containsNul(value)) throw badRequest('Text may not contain NUL characters.');
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const first = result.error.issues[0];
    const field = first?.path.join('.') || where;
    const message = first?.message && !/^Invalid input/.test(first.message) ? first.message : `Invalid ${field}.`;
    throw badRequest(message, {
      details: result.error.issues.map((i) => ({ in: where, path: i.path.join('.'), message: i.message })),
    });
  }
  return result.data;
}

/**
 * Binds a contract route to its handler: checks the session, parses the multipart body when the route
 * takes a file, validates params, query and body with the contract's schemas, refuses a user id that is
 * not the session's (403), then sends what the handler returns as JSON.
 */
export function handle<R extends RouteDef>(
  def: R,
  fn: (ctx: RouteContext<R>) => Promise<Response<R>> | Response<R>,
  options: { before?: RequestHandler[] } = {},
): RouteBinding {
  const requireSession: RequestHandler = (req, _res, next) => {
    if (def.auth === 'session' && !req.userId) return next(unauthorized());
    next();
  };
  const handlers: RequestHandler[] = [requireSession, ...(options.before ?? [])];
  if (def.multipart) {
    const single = parseMultipart(def.multipart.file);
    handlers.push((req, res, next) => {
      if (!req.is('multipart/form-data')) return next(badRequest('Send the form as multipart/form-data.'));
      single(req, res, next);
    });
  }
  handlers.push(async (req, res) => {
    // The uploaded file lives in the temp dir only while this request runs, whatever its outcome.
    try {
      await run(req, res);
    } finally {
      await removeUploadedFile(req);
    }
  });
  async function run(req: Request, res: ExpressResponse) {
    const params = parse(def.params, req.params, 'params');
    const query = parse(def.query, req.query, 'query');
    const body = parse(def.body, req.body, 'body');
    if (def.actsAs) {
      const source = { params, query, body }[def.actsAs.in] as Record<string, unknown> | undefined;
      const claimed = source?.[def.actsAs.key];
      if (claimed !== undefined && claimed !== req.userId) throw forbidden('You can only do that for your own account.');
    }
    const file = uploadedFile(req);
    if (def.multipart?.required && !file) throw badRequest('A photo is required.');
    const result = await fn({
      params: params as Params<R>,
      query: query as Query<R>,
      body: body as Body<R>,
      userId: req.userId as RouteContext<R>['userId'],
      file,
      req,
      res,
    });
    if (!res.headersSent) res.json(result);
  }
  return { def, handlers };
}

/**
 * Orders bindings so literal path segments win over parameters at the first place they differ
 * (`/api/users/search` before `/api/users/:id`), whatever order the features list them in.
 */
export function bySpecificity(a: RouteBinding, b: RouteBinding): number {
  const as = a.def.path.split('/');
  const bs = b.def.path.split('/');
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    const x = as[i];
    const y = bs[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const xp = x.startsWith(':');
    const yp = y.startsWith(':');
    if (xp !== yp) return xp ? 1 : -1;
    return 0;
  }
  return 0;
}
