import * as contracts from '@dayleaf/contracts';
import { ErrorBody, NEXT_CURSOR_HEADER, OFFLINE_GRACE_HOURS, OfflineAt, routes, TOTAL_COUNT_HEADER, type RouteDef, type RouteName } from '@dayleaf/contracts';
import express from 'express';
import swaggerUi from 'swagger-ui-express';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { apiSegment } from './handle';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';


const SESSION_SCHEME = 'session';
const DOWNLOAD_MEDIA_TYPES: Record<NonNullable<RouteDef['download']>, string> = { zip: 'application/zip' };
const IMAGE_MEDIA_TYPES: Record<NonNullable<RouteDef['image']>, string> = { png: 'image/png' };

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBody } } });

/** `/api/users/:id/tasks` → `/api/users/{id}/tasks`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

/** The tag of each route: the feature object it is declared in (`tasksRoutes` → `tasks`), else its path's first segment. */
function tagsByRoute(): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [exportName, value] of Object.entries(contracts)) {
    const feature = /^(\w+)Routes$/.exec(exportName)?.[1];
    if (!feature || exportName === 'routes' || !value || typeof value !== 'object') continue;
    for (const name of Object.keys(value)) if (name in routes && !tags.has(name)) tags.set(name, feature);
  }
  return tags;
}


/** Unwraps refinements and pipes down to the object whose keys are the parameters, as zod-openapi needs an object there. */
function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  return undefined;
}

/** Whether the route takes `offline_at` (a write queued offline, docs/decisions/029-queued-writes.md), in its body or query. */
export function takesOfflineAt(def: RouteDef): boolean {
  return [def.body, def.query].some((schema) => {
    const field = objectShape(schema)?.offline_at;
    return (field instanceof z.ZodOptional ? field.unwrap() : field) === OfflineAt;
  });
}

function pathParameters(def: RouteDef): z.ZodObject | undefined {
  const names = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (!names.length) return undefined;
  const declared = objectShape(def.params) ?? {};
  // A path parameter the contract does not validate is still a string in the URL.
  return z.object(Object.fromEntries(names.map((name) => [name, declared[name] ?? z.string()])));
}

function queryParameters(def: RouteDef): z.ZodObject | undefined {
  const shape = objectShape(def.query);
  return shape && Object.keys(shape).length ? z.object(shape) : undefined;
}

/** A multipart form: the file part as binary beside the text fields, which arrive as strings. */
function multipartSchema(def: RouteDef & { multipart: NonNullable<RouteDef['multipart']> }): z.ZodType {
  const { file, required } = def.multipart;
  const photo = z.string().meta({ override: { type: 'string', format: 'binary', contentMediaType: 'image/*' } });
  return z.object({ ...(objectShape(def.body) ?? {}), [file]: required ? photo : photo.optional() });
}

function requestBody(def: RouteDef): ZodOpenApiOperationObject['requestBody'] {
  if (def.multipart) return { required: true, content: { 'multipart/form-data': { schema: multipartSchema({ ...def, multipart: def.multipart }) } } };
  if (!def.body) return undefined;
  return { required: true, content: { 'application/json': { schema: def.body } } };
}

function responses(name: RouteName, def: RouteDef): ZodOpenApiResponsesObject {
  const headers: Record<string, { description: string; schema: { type: 'string' } | { type: 'integer' } }> = {};
  if (def.page) {
    headers[NEXT_CURSOR_HEADER] = { description: 'The cursor to send as `before` for the next page; absent on the last page.', schema: { type: 'string' } };
  }
  if (def.page === 'counted') {
    headers[TOTAL_COUNT_HEADER] = { description: 'How many items the whole list holds; on the first page only.', schema: { type: 'integer' } };
  }
  if (def.download) {
    headers['Content-Disposition'] = { description: '`attachment; filename="…"`: the name to save the file under.', schema: { type: 'string' } };
  }
  if (def.image) {
    headers['ETag'] = { description: 'Names what the image shows; sent back as `If-None-Match`, an unchanged image is a 304.', schema: { type: 'string' } };
  }
  // A download's or an image's body is its bytes (handle() sends them), not JSON.
  const binary = { schema: z.string().meta({ override: { type: 'string', format: 'binary' } }) };
  const content = def.download
    ? { [DOWNLOAD_MEDIA_TYPES[def.download]]: binary }
    : def.image
      ? { [IMAGE_MEDIA_TYPES[def.image]]: binary }
      : { 'application/json': { schema: def.response } };
  const success = {
    description: def.page
      ? 'One page of the list: the bare array of its items.'
      : def.download
        ? 'The file, sent as an attachment.'
        : def.image
          ? 'The image, public for a short while.'
          : 'Success.',
    ...(Object.keys(headers).length ? { headers } : {}),
    content,
  };
  const status = def.status ?? 200;
  const out: ZodOpenApiResponsesObject = { [String(status)]: status === 204 ? { description: 'Success, with no body.' } : success };
  // A second success status the handler picks for some answers, with the same body.
  if (def.alsoStatus) out[`${def.alsoStatus}`] = success;
  if (def.params || def.query || def.body || def.multipart) out['400'] = errorResponse('The input is not valid; `error` says what to fix.');
  if (def.auth === 'session') out['401'] = errorResponse('No live session.');
  if (def.actsAs) out['403'] = errorResponse(`\`${def.actsAs.key}\` (in ${def.actsAs.in}) is not the session's user${def.download ? ', or another site started the request' : ''}.`);
  const objectParam = [...def.path.matchAll(/:(\w+)/g)].some((m) => !(def.actsAs?.in === 'params' && def.actsAs.key === m[1]));
  // A preview image is the generic one for what may not be seen: it is never a 404.
  if (objectParam && !def.image) out['404'] = errorResponse('Not found, or not visible to the session.');
  if (takesOfflineAt(def)) {
    out['409'] = errorResponse(
      `The day's state refuses the write; for one queued offline that arrived more than ${OFFLINE_GRACE_HOURS} hours after its day ended, \`error\` is the too-late text.`,
    );
  }
  if (def.quota) out['429'] = errorResponse('A quota is spent; `Retry-After` says when to try again.');
  return out;
}

function operation(name: RouteName, def: RouteDef, tag: string): ZodOpenApiOperationObject {
  const path = pathParameters(def);
  const query = queryParameters(def);
  return {
    operationId: name,
    tags: [tag],
    ...(path || query ? { requestParams: { ...(path ? { path } : {}), ...(query ? { query } : {}) } } : {}),
    requestBody: requestBody(def),
    responses: responses(name, def),
    security: def.auth === 'session' ? [{ [SESSION_SCHEME]: [] }] : [],
  };
}

/** The OpenAPI 3.1 document of every route in the contract's route table. */
export function buildOpenApiDocument(): ReturnType<typeof createDocument> {
  const tags = tagsByRoute();
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, def] of Object.entries(routes) as [RouteName, RouteDef][]) {
    const item = (paths[openApiPath(def.path)] ??= {});
    const method = def.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
    item[method] = operation(name, def, tags.get(name) ?? apiSegment(def.path));
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Dayleaf API',
      version: '1.0.0',
      description: 'Generated from the route table in `@dayleaf/contracts`, the same schemas the server validates with.',
    },
    paths,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'The session cookie set by sign-up and login: `sid` over plain http, `__Host-sid` over https.',
        },
      },
    },
  });
}

/**
 * `GET /api/openapi.json` (built once, on the first request) and the reference page at `/api/docs`, whose
 * scripts and styles are swagger-ui-dist's files served by this process: the page works offline and loads
 * nothing from another origin.
 */
export function openApiRoutes(): express.Router {
  const router = express.Router();
  let document: ReturnType<typeof createDocument> | undefined;
  router.get(OPENAPI_PATH, (_req, res) => {
    document ??= buildOpenApiDocument();
    res.json(document);
  });
  const options = {
    swaggerUrl: OPENAPI_PATH,
    customSiteTitle: 'Dayleaf API reference',
    // No validator badge: it would send the document to validator.swagger.io.
    swaggerOptions: { validatorUrl: null },
  };
  // The page's links are relative (`./swagger-ui.css`), which from `/api/docs` would point at `/api/`; absolute
  // ones let the page answer at `/api/docs` itself instead of through a redirect.
  const page = swaggerUi.generateHTML(undefined, options).replace(/(href|src)=(["'])\.\//g, `$1=$2${DOCS_PATH}/`);
  router.get([DOCS_PATH, `${DOCS_PATH}/`], (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  router.use(DOCS_PATH, swaggerUi.serveFiles(undefined, options));
  return router;
}
