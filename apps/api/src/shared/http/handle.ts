import {
  type Body,
  type Language,
  type PageStyle,
  type Params,
  type Place,
  type Query,
  type Reply,
  type Response,
  type RouteDef,
  type RouteMeta,
} from '@dayleaf/contracts';
import type { Writable } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler, Response as ExpressResponse } from 'express';
import type { z } from 'zod';
import { cookiesOf, type Cookies } from './cookies';
import { requestLanguage } from './request-language';
import { codeOfSentence } from '../i18n/error-sentences';
import { badRequest, fieldRefusal, forbidden, HttpError, signedOutElsewhere, unauthorized } from './errors';
import { isCrossSiteRead } from './origin-check';
import { JsonPage, keysetCursor, sendPage, type CursorCodec, type Keyset, type Page, type PageRequest } from './pagination';
import { parseMultipart, removeUploadedFile, uploadedFile, type UploadedFile } from './uploads';

export { MAX_UPLOAD_BYTES, type UploadedFile } from './uploads';

export interface RouteContext<R extends RouteDef, K = Keyset> {
  params: Params<R>;
  /** On a paged route, without `before` and `limit`: handle() has read them into `page`. */
  query: R['page'] extends PageStyle ? Omit<Query<R>, 'before' | 'limit'> : Query<R>;
  body: Body<R>;
  /**
   * A paged route's page (`page` in its route facts): the key its `before` cursor holds, decoded with the route's codec
   * (null for the first page; a cursor it did not make is a 400), and the limit the contract parsed, within the list's
   * PAGE_SIZES. Undefined on other routes.
   */
  page: R['page'] extends PageStyle ? PageRequest<K> : undefined;
  /** The session's user; null only on public routes. */
  userId: R['auth'] extends 'session' ? string : string | null;
  /** The session user's zone and day start, for `atOf(clock, place)` (UTC and 0 when signed out). */
  place: Place;
  file: UploadedFile | undefined;
  /** The client's address as Express reads it behind the trusted proxies; 'unknown' when it has none. */
  ip: string;
  /** The session cookie's token as sent, even when it names no live session, so login and logout can end it. */
  sessionToken: string | null;
  /** The User-Agent header as sent, so a new session can name the browser it belongs to; null when absent. */
  userAgent: string | null;
  /** The best of the languages Dayleaf speaks for the request's Accept-Language; English when it names none of them. */
  language: Language;
  /** The auth routes start and end sessions through these; nothing else of HTTP reaches a handler. */
  cookies: Cookies;
}

/** A second success status a route's contract may declare (`alsoStatus` in route-meta.ts). */
type AlsoStatus = NonNullable<RouteMeta['alsoStatus']>;

/** An answer sent with its route's `alsoStatus` instead of its `status`; made by withStatus(). */
export class WithStatus<S extends AlsoStatus, B> {
  // A private field makes the class nominal, so no plain object of a route's response can pass for one.
  readonly #made = true;
  constructor(
    readonly status: S,
    readonly body: B,
  ) {}

  static is(value: unknown): value is WithStatus<AlsoStatus, unknown> {
    return typeof value === 'object' && value !== null && #made in value;
  }
}

/** Answers with the route's second success status; handle() accepts it only where the contract has `alsoStatus`. */
export function withStatus<S extends AlsoStatus, B>(status: S, body: B): WithStatus<S, B> {
  return new WithStatus(status, body);
}

/**
 * A body already written as JSON text, sent as it is with the headers res.json() sets (its ETag included); made by
 * jsonBody(). For an answer whose text is kept between requests, so it is not built and stringified each time.
 */
export class JsonBody<B> {
  readonly #made = true;
  /** The type of the body `json` holds; never set. */
  declare readonly body?: B;
  constructor(readonly json: string) {}

  static is(value: unknown): value is JsonBody<unknown> {
    return typeof value === 'object' && value !== null && #made in value;
  }
}

export function jsonBody<B>(json: string): JsonBody<B> {
  return new JsonBody(json);
}

/** A file a route with `download` answers with; made by fileDownload(). */
export interface DownloadFile {
  /** The name the browser saves it under; letters, digits and `._-` only, as it goes in a header unescaped. */
  filename: string;
  /**
   * Writes the file into `out` and resolves once all of it is written. `signal` aborts when the client goes
   * away, so the writer stops reading the database and the photo store instead of finishing for nobody.
   */
  write(out: Writable, signal: AbortSignal): Promise<void>;
}

/** A file streamed to the client (route-meta's `download`), never held whole in memory. */
export class FileDownload {
  readonly #made = true;
  constructor(readonly file: DownloadFile) {}

  static is(value: unknown): value is FileDownload {
    return typeof value === 'object' && value !== null && #made in value;
  }
}

export function fileDownload(file: DownloadFile): FileDownload {
  if (!/^[\w.-]+$/.test(file.filename)) throw new Error(`A download's file name must be plain: ${file.filename}`);
  return new FileDownload(file);
}

const DOWNLOAD_TYPES: Record<NonNullable<RouteMeta['download']>, string> = { zip: 'application/zip' };

/** An image a route with `image` answers with (a link preview); made by shownImage(). */
export class ShownImage {
  readonly #made = true;
  constructor(
    /** The image's bytes, of the route's `image` type. */
    readonly bytes: Buffer,
    /** Names these bytes (a hash of what they show): a request that holds it is answered 304. */
    readonly etag: string,
    /** How long a browser or a chat app's proxy may use it without asking again. */
    readonly maxAgeSeconds: number,
  ) {}

  static is(value: unknown): value is ShownImage {
    return typeof value === 'object' && value !== null && #made in value;
  }
}

export function shownImage(image: { bytes: Buffer; etag: string; maxAgeSeconds: number }): ShownImage {
  if (!/^[\w.-]+$/.test(image.etag)) throw new Error(`An image's ETag must be plain: ${image.etag}`);
  return new ShownImage(image.bytes, image.etag, image.maxAgeSeconds);
}

const IMAGE_TYPES: Record<NonNullable<RouteMeta['image']>, string> = { png: 'image/png' };

/**
 * What a handler of R may return: a FileDownload when R declares `download`, else its Reply, or that Reply
 * under `withStatus` when R declares `alsoStatus`, or for a paged route a JsonPage of its body.
 */
export type Outcome<R extends RouteDef> = R extends { readonly download: string }
  ? FileDownload
  : R extends { readonly image: string }
    ? ShownImage
    :
      | Reply<R>
      | JsonBody<Reply<R>>
      | (R extends { readonly alsoStatus: infer S extends AlsoStatus } ? WithStatus<S, Reply<R>> : never)
      | (R extends { readonly page: string } ? JsonPage<Response<R>> : never);

export interface RouteBinding {
  def: RouteDef;
  handlers: Array<RequestHandler | ErrorRequestHandler>;
}

/** PostgreSQL text cannot hold NUL, so it is refused for every field instead of failing in the database. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): z.output<S> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const first = result.error.issues[0];
    const field = first?.path.join('.') || where;
    const own = first?.message && !/^Invalid input/.test(first.message) ? first.message : undefined;
    // The schema's own sentence answers under its code; zod's words, or none, under invalid_request naming the field.
    const known = own === undefined ? null : codeOfSentence(own);
    throw new HttpError(400, known?.code ?? 'invalid_request', {
      params: known ? known.params : { field },
      message: own,
      body: { details: result.error.issues.map((i) => ({ in: where, path: i.path.join('.'), message: i.message })) },
    });
  }
  // After validation, so the scan reads only what the route keeps, each text within its limit.
  if (containsNul(result.data)) throw badRequest('nul_in_text');
  return result.data;
}

export interface HandleOptions<K> {
  /** Request handlers run after the session check and before the rest (a quota's limiter). */
  before?: RequestHandler[];
  /** A paged route's cursor when its list is not ordered by (time, id): the codec its `before` is decoded with. */
  cursor?: CursorCodec<K>;
}

/**
 * Binds a contract route to its handler: checks the session, parses the multipart body when the route
 * takes a file, validates params, query and body with the contract's schemas, refuses a user id that is
 * not the session's (403), decodes a paged route's page request into `ctx.page`, then sends what the handler
 * returns. A handler is data in, data out: it never sees the response, and handle() answers from the contract:
 * - the status is the route's `status` (200 when it has none); a 204 sends no body;
 * - a paged route (`page`) gets `ctx.page` (its `before` decoded with `options.cursor`, by default the (time, id)
 *   keysetCursor; a cursor it did not make is a 400 naming `before`) and returns a PageOf<R>: the items are the body,
 *   `next` goes in X-Next-Cursor and a counted page's non-null `total` in X-Total-Count (sendPage in pagination.ts);
 *   or a JsonPage, whose text PostgreSQL wrote, sent as it is;
 * - the one route with a second success status (`alsoStatus`) returns `withStatus(200, body)` for those
 *   answers. Outcome<R> lets only such routes return it, and a WithStatus whose status the contract does
 *   not declare (a cast got past the types) is a 500, never sent;
 * - a route with `download` returns fileDownload(): its file is streamed as an attachment with
 *   Cache-Control `no-store`, a cross-site request for it is 403, and a client that goes away aborts it.
 */
export function handle<R extends RouteDef, K = Keyset>(
  def: R,
  fn: (ctx: RouteContext<R, K>) => Promise<Outcome<R>> | Outcome<R>,
  options: HandleOptions<K> = {},
): RouteBinding {
  if (options.cursor && !def.page) throw new Error(`${def.method} ${def.path} is not paged, so it takes no cursor.`);
  const cursor = (options.cursor ?? keysetCursor) as CursorCodec<K>;
  const handlers: RequestHandler[] = [requireSession(def), ...(options.before ?? []), ...multipartParsing(def)];
  handlers.push(async (req, res) => {
    // The uploaded file lives in the temp dir only while this request runs, whatever its outcome.
    try {
      const outcome: unknown = await fn(contextOf(def, req, res, cursor));
      if (def.download) await sendFile(def, res, outcome);
      else if (def.image) sendImage(def, req, res, outcome);
      else send(def, res, outcome);
    } finally {
      await removeUploadedFile(req);
    }
  });
  return { def, handlers: [...handlers, quotaDeclared(def)] };
}

/** 401 without a session on a route that needs one; the web tells a session ended elsewhere apart. */
function requireSession(def: RouteDef): RequestHandler {
  return (req, _res, next) => {
    if (def.auth === 'session' && !req.userId) return next(req.sessionEndedElsewhere ? signedOutElsewhere() : unauthorized('not_signed_in'));
    next();
  };
}

/** A route that takes a file reads its form to disk first; anything but a multipart form is 400. */
function multipartParsing(def: RouteDef): RequestHandler[] {
  if (!def.multipart) return [];
  const single = parseMultipart(def.multipart.file);
  return [
    (req, res, next) => {
      if (!req.is('multipart/form-data')) return next(badRequest('multipart_required'));
      single(req, res, next);
    },
  ];
}

/** What the handler gets, each check made in the order a client meets them: input, cross-site, actsAs, file, page. */
function contextOf<R extends RouteDef, K>(def: R, req: Request, res: ExpressResponse, cursor: CursorCodec<K>): RouteContext<R, K> {
  const params = parse(def.params, req.params, 'params');
  const query = parse(def.query, req.query, 'query');
  const body = parse(def.body, req.body, 'body');
  // A download is a GET a cross-site page could start by navigation, with the Lax cookie: refused, so no
  // other site can spend the user's quota or start the download behind their back.
  if (def.download && isCrossSiteRead(req)) throw forbidden('cross_site');
  checkActsAs(def, { params, query, body }, req.userId);
  const file = uploadedFile(req);
  if (def.multipart?.required && !file) throw badRequest('photo_required');
  return {
    params: params as Params<R>,
    query: query as RouteContext<R, K>['query'],
    body: body as Body<R>,
    page: (def.page ? pageRequest(query as PageQueryValues, cursor) : undefined) as RouteContext<R, K>['page'],
    userId: req.userId as RouteContext<R, K>['userId'],
    place: req.place,
    file,
    ip: req.ip ?? 'unknown',
    sessionToken: req.sessionToken,
    userAgent: req.get('user-agent') ?? null,
    language: requestLanguage(req),
    cookies: cookiesOf(req, res),
  };
}

/** 403 when the user id the route acts as (its `actsAs`) is not the session's. */
function checkActsAs(def: RouteDef, inputs: Record<'params' | 'query' | 'body', unknown>, userId: string | null | undefined): void {
  if (!def.actsAs) return;
  const claimed = (inputs[def.actsAs.in] as Record<string, unknown> | undefined)?.[def.actsAs.key];
  if (claimed !== undefined && claimed !== userId) throw forbidden('own_account_only');
}

/** A paged route's query as its PageQuery parsed it (defineRoutes holds every paged route to one). */
type PageQueryValues = { limit: number; before?: string };

/** The page request: `before` decoded with the list's codec, and the limit as parsed. */
function pageRequest<K>(query: PageQueryValues, cursor: CursorCodec<K>): PageRequest<K> {
  if (query.before === undefined) return { before: null, limit: query.limit };
  const before = cursor.decode(query.before);
  if (before === null) throw fieldRefusal({ in: 'query', path: 'before' }, 'invalid_cursor');
  return { before, limit: query.limit };
}

/** Streams a download's file; an error before its first byte is the usual JSON answer, after it a cut connection. */
async function sendFile(def: RouteDef, res: ExpressResponse, outcome: unknown): Promise<void> {
  if (!FileDownload.is(outcome)) throw new Error(`${def.method} ${def.path} is a download but its handler returned no file.`);
  const { filename, write } = outcome.file;
  res.status(def.status ?? 200);
  res.setHeader('Content-Type', DOWNLOAD_TYPES[def.download!]);
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort(new Error('The client closed the download.'));
  };
  res.on('close', onClose);
  try {
    await write(res, gone.signal);
  } catch (err) {
    // Once bytes are sent no error answer can follow: the cut connection tells the client it failed.
    if (res.headersSent) res.destroy();
    // Before that, the error is the usual JSON answer, not a file to save.
    else {
      res.removeHeader('Content-Disposition');
      res.removeHeader('Content-Type');
    }
    if (!gone.signal.aborted) throw err;
  } finally {
    res.off('close', onClose);
  }
}

/**
 * An image shown in place: public, so a chat app's proxy may keep it, for its short max-age; then asked again with its
 * ETag, which a preview that has not changed answers with a 304 and no bytes. Any site may show it (a chat app's web
 * client), so its resource policy is cross-origin.
 */
function sendImage(def: RouteDef, req: Request, res: ExpressResponse, outcome: unknown): void {
  if (!ShownImage.is(outcome)) throw new Error(`${def.method} ${def.path} is an image but its handler returned none.`);
  res.setHeader('Content-Type', IMAGE_TYPES[def.image!]);
  res.setHeader('Cache-Control', `public, max-age=${outcome.maxAgeSeconds}`);
  res.setHeader('ETag', `"${outcome.etag}"`);
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(def.status ?? 200);
  res.setHeader('Content-Length', String(outcome.bytes.length));
  res.end(req.method === 'HEAD' ? undefined : outcome.bytes);
}

/** The status and body of an answer: the contract's status, or a `withStatus` one the contract declares. */
function statusOf(def: RouteDef, outcome: unknown): { status: number; reply: unknown } {
  if (!WithStatus.is(outcome)) return { status: def.status ?? 200, reply: outcome };
  if (outcome.status !== def.alsoStatus) {
    throw new Error(`${def.method} ${def.path} answered ${outcome.status}, a status its contract does not declare.`);
  }
  return { status: outcome.status, reply: outcome.body };
}

function send(def: RouteDef, res: ExpressResponse, outcome: unknown): void {
  const { status, reply } = statusOf(def, outcome);
  res.status(status);
  if (status === 204) {
    res.end();
  } else if (def.page) {
    const page = reply as (Page<unknown> & { total?: number | null }) | JsonPage<unknown> | undefined;
    if (!JsonPage.is(page) && !Array.isArray(page?.items)) throw new Error(`${def.method} ${def.path} is paged but its handler returned no page.`);
    sendPage(res, page!);
  } else if (JsonBody.is(reply)) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.send(reply.json);
  } else if (def.method !== 'GET' && reply !== undefined) {
    // res.json would hash the body for an ETag that only a GET can ever be answered 304 with.
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(reply));
  } else {
    res.json(reply);
  }
}

/**
 * The route facts say which routes may answer 429 (the API reference lists it from them): a 429 from any other
 * route is a bug here, not an answer to send.
 */
function quotaDeclared(def: RouteDef): ErrorRequestHandler {
  return (err, _req, _res, next) => {
    if (err instanceof HttpError && err.status === 429 && !def.quota) {
      return next(new Error(`${def.method} ${def.path} answered 429 but its route facts do not declare quota.`));
    }
    next(err);
  };
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
    // Two parameters match alike: the next segment decides. A total order, so where a route lands in the sort does
    // not depend on the routes around it (returning 0 for two different literals let a new route move `:id` ahead of
    // `search`).
    if (xp && yp) continue;
    if (xp !== yp) return xp ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * A contract path's first segment after `/api` (`/api/challenges/:id/join` gives `challenges`): the route map's key
 * (app.ts) and the reference's default tag. Every contract path starts with a literal segment in lower case; one
 * that did not could not be found by the map, so it stops the app from starting.
 */
export function apiSegment(path: string): string {
  const match = /^\/api\/([a-z0-9-]+)(\/.*)?$/.exec(path);
  if (!match) throw new Error(`A contract path must start with /api and a literal segment: ${path}`);
  return match[1]!;
}
