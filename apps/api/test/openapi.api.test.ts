import { routes, type RouteDef } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { takesOfflineAt } from '../src/shared/http/openapi';
import { createTestContext, type TestContext } from './test-app';

interface Operation {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
  parameters?: { in: string; name: string; schema?: unknown }[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

const entries = Object.entries(routes) as [string, RouteDef][];
const templated = (path: string) => path.replace(/:(\w+)/g, '{$1}');

let ctx: TestContext;
let doc: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestContext();
  doc = (await request(ctx.app).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
});

const operationOf = (route: RouteDef) => doc.paths[templated(route.path)]?.[route.method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('when fetched without a session, then 200 with an OpenAPI 3.1 document', async () => {
    const res = await request(ctx.app).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toMatch(/^3\.1\.\d+$/);
    expect(res.body.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    expect(typeof res.body.paths).toBe('object');
  });

  it('when fetched twice, then the same document (built once per process)', async () => {
    const again = await request(ctx.app).get('/api/openapi.json').expect(200);
    expect(again.body).toEqual(doc);
  });

  it.each(entries.map(([name, r]) => [`${r.method} ${r.path}`, name, r] as const))(
    '%s is documented under its name, with its path parameters',
    (_label, name, route) => {
      const op = operationOf(route);
      expect(op, `${route.method} ${templated(route.path)} is missing from the document`).toBeDefined();
      expect(op!.operationId).toBe(name);
      expect(op!.tags?.length).toBeGreaterThan(0);
      const pathParams = (op!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams.sort()).toEqual([...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort());
      // The statuses the contract names for the route, 200 when it names none.
      const success = [route.status ?? 200, ...(route.alsoStatus ? [route.alsoStatus] : [])].map(String).sort();
      expect(Object.keys(op!.responses).filter((status) => /^2\d\d$/.test(status)).sort()).toEqual(success);
    },
  );

  it('when counted, then the document has exactly one operation per route and no other', () => {
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(entries.length);
  });

  it('when a route needs a session, then it carries the session cookie requirement and a 401; public routes none', () => {
    const scheme = doc.components.securitySchemes.session!;
    expect(scheme).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }));
    for (const [, route] of entries) {
      const op = operationOf(route)!;
      const label = `${route.method} ${route.path}`;
      if (route.auth === 'session') {
        expect(op.security, label).toEqual([{ session: [] }]);
        expect(op.responses['401'], label).toBeDefined();
      } else {
        expect(op.security ?? [], label).toEqual([]);
        expect(op.responses['401'], label).toBeUndefined();
      }
      if (route.actsAs) expect(op.responses['403'], label).toBeDefined();
    }
  });

  it('when a route is paged, then its success documents the cursor header, and the count header when counted', () => {
    const paged = entries.filter(([, r]) => r.page);
    expect(paged.length).toBeGreaterThan(0);
    for (const [, route] of entries) {
      const success = operationOf(route)!.responses[String(route.status ?? 200)] as { headers?: Record<string, unknown> };
      const headers = Object.keys(success.headers ?? {}).sort();
      const expected = route.page === 'counted' ? ['X-Next-Cursor', 'X-Total-Count'] : route.page ? ['X-Next-Cursor'] : route.download ? ['Content-Disposition'] : route.image ? ['ETag'] : [];
      expect(headers, `${route.method} ${route.path}`).toEqual(expected);
    }
  });

  it('when a route answers with an image, then its success is that image type as binary, and it has no 404 (an unseen object is the generic image)', () => {
    const images = entries.filter(([, r]) => r.image);
    expect(images.map(([name]) => name).sort()).toEqual(['challengePreviewImage', 'profilePreviewImage']);
    for (const [, route] of images) {
      const { responses } = operationOf(route)!;
      const content = (responses['200'] as { content: Record<string, { schema: { format?: string } }> }).content;
      expect(Object.keys(content)).toEqual(['image/png']);
      expect(content['image/png']!.schema.format).toBe('binary');
      expect(responses['404']).toBeUndefined();
    }
  });

  it('when a route answers with a file, then its success is that media type as binary, not JSON', () => {
    const downloads = entries.filter(([, r]) => r.download);
    expect(downloads.map(([name]) => name)).toContain('exportData');
    for (const [, route] of downloads) {
      const content = (operationOf(route)!.responses[String(route.status ?? 200)] as { content: Record<string, { schema: { format?: string } }> }).content;
      expect(Object.keys(content), route.path).toEqual(['application/zip']);
      expect(content['application/zip']!.schema.format).toBe('binary');
    }
  });

  it('when a write can be queued offline, then it documents offline_at as the shared date-time schema and the too-late 409', () => {
    const queued = entries.filter(([, r]) => takesOfflineAt(r)).map(([name]) => name);
    expect(queued.sort()).toEqual(['completeDailyTasks', 'createTask', 'deleteTask', 'logMood', 'updateTask']);
    const schema = (doc as unknown as { components: { schemas: Record<string, { format?: string; description?: string }> } }).components.schemas.OfflineAt!;
    expect(schema.format).toBe('date-time');
    expect(schema.description).toContain('6 hours after D ended');
    for (const name of queued) {
      const route = routes[name as keyof typeof routes] as RouteDef;
      const op = operationOf(route)!;
      const body = op.requestBody?.content['application/json'] as { schema: { properties: Record<string, unknown> } } | undefined;
      const field = route.method === 'DELETE' ? (op.parameters ?? []).find((p) => p.in === 'query' && p.name === 'offline_at')?.schema : body?.schema.properties.offline_at;
      expect(field, name).toEqual({ $ref: '#/components/schemas/OfflineAt' });
      expect(op.responses['409'], name).toBeDefined();
    }
  });

  it('when a route takes a file, then its body is multipart/form-data with the file as binary', () => {
    const uploads = entries.filter(([, r]) => r.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    for (const [, route] of uploads) {
      const schema = operationOf(route)!.requestBody?.content['multipart/form-data'] as { schema: { properties: Record<string, { format?: string }> } };
      expect(schema.schema.properties[route.multipart!.file]?.format, route.path).toBe('binary');
    }
  });
});

describe('GET /api/docs', () => {
  it('when opened, then 200 HTML that loads swagger-ui from this server, and each asset answers 200 as JavaScript', async () => {
    const res = await request(ctx.app).get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // The page needs nothing beyond the policy of the app's other pages and files, so it gets the same one (a JSON
    // answer of the API gets one that allows nothing).
    const file = await request(ctx.app).get('/uploads/00000000-0000-0000-0000-000000000000.webp').expect(404);
    expect(res.headers['content-security-policy']).toBe(file.headers['content-security-policy']);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...res.text.matchAll(/<script src=["']([^"']+)["']/g)].map((m) => m[1]!);
    expect(scripts).toEqual(expect.arrayContaining(['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui-init.js']));
    expect(scripts.every((src) => src.startsWith('/'))).toBe(true);
    for (const src of scripts) {
      const asset = await request(ctx.app).get(src).expect(200);
      expect(asset.headers['content-type'], src).toMatch(/javascript/);
    }
    const css = /<link rel="stylesheet" type="text\/css" href="([^"]+)"/.exec(res.text)?.[1];
    expect(css).toBe('/api/docs/swagger-ui.css');
    await request(ctx.app).get(css!).expect(200).expect('Content-Type', /text\/css/);
  });

  it('when the page starts, then it points the viewer at /api/openapi.json', async () => {
    const init = await request(ctx.app).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toMatch(/"swaggerUrl":\s*"\/api\/openapi\.json"/);
  });

  it('when a file outside swagger-ui is asked for, then 404', async () => {
    await request(ctx.app).get('/api/docs/package.json').expect(404);
    await request(ctx.app).get('/api/docs/../../package.json').expect(404);
  });
});
