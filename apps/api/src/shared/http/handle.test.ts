import { defineRoutes, INVALID_CURSOR, NEXT_CURSOR_HEADER, PageQuery, TOTAL_COUNT_HEADER } from '@dayleaf/contracts';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler';
import { HttpError } from './errors';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bySpecificity, fileDownload, handle, withStatus, type RouteBinding } from './handle';
import { cursorPart, cursorParts, encodeCursor, keysetCursor, type CursorCodec } from './pagination';

// Routes made for this test, one per way handle() answers; the real routes' statuses are checked by their API tests.
const meta = {
  plain: { method: 'GET', path: '/plain', auth: 'public' },
  created: { method: 'POST', path: '/created', auth: 'public', status: 201 },
  emptied: { method: 'DELETE', path: '/emptied', auth: 'public', status: 204 },
  twoWays: { method: 'POST', path: '/two-ways/:made', auth: 'public', status: 201, alsoStatus: 200 },
  oneWay: { method: 'POST', path: '/one-way', auth: 'public', status: 201 },
  keyset: { method: 'GET', path: '/keyset', auth: 'public', page: 'keyset' },
  counted: { method: 'GET', path: '/counted', auth: 'public', page: 'counted' },
  echoPage: { method: 'GET', path: '/echo-page', auth: 'public', page: 'keyset' },
  echoRankPage: { method: 'GET', path: '/echo-rank-page', auth: 'public', page: 'keyset' },
  download: { method: 'GET', path: '/download', auth: 'public', download: 'zip' },
  endless: { method: 'GET', path: '/endless', auth: 'public', download: 'zip' },
  notAFile: { method: 'GET', path: '/not-a-file', auth: 'public', download: 'zip' },
  failedDownload: { method: 'GET', path: '/failed-download', auth: 'public', download: 'zip' },
  limited: { method: 'POST', path: '/limited', auth: 'public', quota: true },
  unlimited: { method: 'POST', path: '/unlimited', auth: 'public' },
  limitedBefore: { method: 'POST', path: '/limited-before', auth: 'public', quota: true },
  unlimitedBefore: { method: 'POST', path: '/unlimited-before', auth: 'public' },
} as const;
const Thing = z.object({ id: z.string() });
const SIZE = { default: 2, max: 5 };
const routes = defineRoutes(meta, {
  plain: { response: Thing },
  created: { response: Thing },
  emptied: { response: z.undefined() },
  twoWays: { params: z.object({ made: z.enum(['yes', 'no']) }), response: Thing },
  oneWay: { response: Thing },
  keyset: { query: PageQuery(SIZE).extend({ last: z.enum(['yes', 'no']) }), response: z.array(Thing) },
  counted: { query: PageQuery(SIZE).extend({ first: z.enum(['yes', 'no']) }), response: z.array(Thing) },
  echoPage: { query: PageQuery(SIZE), response: z.array(Thing) },
  echoRankPage: { query: PageQuery(SIZE), response: z.array(Thing) },
  download: { response: z.unknown() },
  endless: { response: z.unknown() },
  notAFile: { response: z.unknown() },
  failedDownload: { response: z.unknown() },
  limited: { response: Thing },
  unlimited: { response: Thing },
  limitedBefore: { response: Thing },
  unlimitedBefore: { response: Thing },
});

const spent = () => new HttpError(429, 'quota_likes', { headers: { 'Retry-After': '60' } });
/** A quota checked in front of the handler, as userLimiter does. */
const spentBefore: express.RequestHandler = (_req, _res, next) => next(spent());

/** Resolves when the endless download's writer sees its signal abort. */
let endlessAborted: Promise<void> = Promise.resolve();

const one = { id: 'a' };
/** A cursor of another shape than (time, id): a rank, as a list ordered by something else would hold. */
const rankCursor: CursorCodec<{ rank: number }> = {
  encode: (key) => encodeCursor([key.rank]),
  decode: (text) => {
    const parts = cursorParts(text, [cursorPart.count]);
    return parts && { rank: Number(parts[0]) };
  },
};
const bindings: RouteBinding[] = [
  handle(routes.plain, () => one),
  handle(routes.created, () => one),
  handle(routes.emptied, () => undefined),
  handle(routes.twoWays, ({ params }) => (params.made === 'yes' ? withStatus(200, one) : one)),
  // @ts-expect-error oneWay declares no second status, so its handler may not return one.
  handle(routes.oneWay, () => withStatus(200, one)),
  handle(routes.keyset, ({ query }) => ({ items: [one], next: query.last === 'yes' ? null : 'cursor-2' })),
  handle(routes.counted, ({ query }) => ({ items: [one], next: 'cursor-2', total: query.first === 'yes' ? 7 : null })),
  handle(routes.echoPage, ({ page }) => ({ items: [{ id: JSON.stringify(page) }], next: null })),
  handle(routes.echoRankPage, ({ page }) => ({ items: [{ id: JSON.stringify(page) }], next: page.before && rankCursor.encode({ rank: page.before.rank + 1 }) }), {
    cursor: rankCursor,
  }),
  handle(routes.download, () =>
    fileDownload({
      filename: 'things-2026-03-10.zip',
      write: async (out) => {
        out.end('PK file bytes');
      },
    }),
  ),
  handle(routes.endless, () =>
    fileDownload({
      filename: 'endless.zip',
      write: (out, signal) => {
        endlessAborted = new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
        // A chunk at a time until the client goes away, as a long export would.
        const timer = setInterval(() => out.write(Buffer.alloc(16 * 1024)), 5);
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            clearInterval(timer);
            reject(signal.reason);
          }),
        );
      },
    }),
  ),
  handle(routes.failedDownload, () =>
    fileDownload({
      filename: 'failed.zip',
      write: async () => {
        throw new HttpError(503, 'photos_unavailable');
      },
    }),
  ),
  // @ts-expect-error a download route returns a file, never a body.
  handle(routes.notAFile, () => one),
  handle(routes.limited, () => {
    throw spent();
  }),
  handle(routes.unlimited, () => {
    throw spent();
  }),
  handle(routes.limitedBefore, () => one, { before: [spentBefore] }),
  handle(routes.unlimitedBefore, () => one, { before: [spentBefore] }),
];

function app() {
  const server = express();
  server.use((req, _res, next) => {
    req.userId = null;
    req.sessionToken = null;
    next();
  });
  for (const { def, handlers } of bindings) server[def.method.toLowerCase() as 'get' | 'post' | 'delete'](def.path, ...handlers);
  server.use(errorHandler);
  return server;
}

describe('handle() answers from the contract', () => {
  it('sends 200 with the returned body when the route names no status', async () => {
    const res = await request(app()).get('/plain').expect(200);
    expect(res.body).toEqual(one);
  });

  it("sends the route's declared status", async () => {
    const res = await request(app()).post('/created').expect(201);
    expect(res.body).toEqual(one);
  });

  it('sends 204 with no body', async () => {
    const res = await request(app()).delete('/emptied').expect(204);
    expect(res.text).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
  });

  it('sends the second status only for answers the handler marks, where the contract declares it', async () => {
    expect((await request(app()).post('/two-ways/no').expect(201)).body).toEqual(one);
    expect((await request(app()).post('/two-ways/yes').expect(200)).body).toEqual(one);
  });

  it('refuses with a 500 a status the contract does not declare, even past the types', async () => {
    const res = await request(app()).post('/one-way').expect(500);
    expect(res.body).toEqual({ error: 'Something went wrong. Please try again.', code: 'server_error' });
  });

  it('sends a keyset page as its bare items with the next cursor in a header, none on the last page', async () => {
    const more = await request(app()).get('/keyset').query({ last: 'no' }).expect(200);
    expect(more.body).toEqual([one]);
    expect(more.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBe('cursor-2');
    expect(more.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBeUndefined();
    const last = await request(app()).get('/keyset').query({ last: 'yes' }).expect(200);
    expect(last.body).toEqual([one]);
    expect(last.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
  });

  it("sends a counted page's total on its first page only", async () => {
    const first = await request(app()).get('/counted').query({ first: 'yes' }).expect(200);
    expect(first.body).toEqual([one]);
    expect(first.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('7');
    expect(first.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBe('cursor-2');
    const later = await request(app()).get('/counted').query({ first: 'no' }).expect(200);
    expect(later.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBeUndefined();
  });
});

describe('handle() reads a paged route\'s page request into ctx.page', () => {
  const echoed = async (path: string, query: Record<string, string | number>) =>
    JSON.parse((await request(app()).get(path).query(query).expect(200)).body[0].id) as unknown;
  const key = { at: '2026-03-10T12:00:00.000001Z', id: '6f1c2b9e-8a57-4d7e-9a3c-2f4b5d6e7f80' };

  it('gives the first page no cursor and the limit the contract parsed, with its default', async () => {
    expect(await echoed('/echo-page', {})).toEqual({ before: null, limit: SIZE.default });
    expect(await echoed('/echo-page', { limit: 5 })).toEqual({ before: null, limit: 5 });
  });

  it('decodes a cursor with the (time, id) codec unless the route names another', async () => {
    expect(await echoed('/echo-page', { before: keysetCursor.encode(key) })).toEqual({ before: key, limit: SIZE.default });
    expect(await echoed('/echo-rank-page', { before: rankCursor.encode({ rank: 3 }) })).toEqual({ before: { rank: 3 }, limit: SIZE.default });
  });

  it.each([
    ['/echo-page', 'text that is no cursor', 'not-a-cursor'],
    ['/echo-page', 'a cursor of another list', rankCursor.encode({ rank: 3 })],
    ['/echo-rank-page', 'a (time, id) cursor', keysetCursor.encode(key)],
  ])('answers %s given %s with a 400 naming `before`, before the handler runs', async (path, _case, before) => {
    const res = await request(app()).get(path).query({ before }).expect(400);
    expect(res.body).toEqual({ error: INVALID_CURSOR, code: 'invalid_cursor', details: [{ in: 'query', path: 'before', message: INVALID_CURSOR }] });
  });

  it('refuses a cursor codec on a route that is not paged', () => {
    expect(() => handle(routes.plain, () => one, { cursor: rankCursor })).toThrow('GET /plain is not paged, so it takes no cursor.');
  });
});

describe('handle() answers 429 only for a route whose facts declare quota', () => {
  it.each(['/limited', '/limited-before'])('sends the 429 with Retry-After from %s, which declares it', async (path) => {
    const res = await request(app()).post(path).expect(429);
    expect(res.body).toEqual({ error: 'Too many likes. Please wait a while and try again.', code: 'quota_likes' });
    expect(res.headers['retry-after']).toBe('60');
  });

  it.each(['/unlimited', '/unlimited-before'])('refuses with a 500 a 429 from %s, which does not declare it', async (path) => {
    const res = await request(app()).post(path).expect(500);
    expect(res.body).toEqual({ error: 'Something went wrong. Please try again.', code: 'server_error' });
    expect(res.headers['retry-after']).toBeUndefined();
  });
});

describe('handle() sends a download (route-meta `download`)', () => {
  it('streams the file as an attachment that is never cached', async () => {
    const res = await request(app())
      .get('/download')
      .buffer(true)
      .parse((raw, done) => {
        let text = '';
        raw.on('data', (chunk: Buffer) => (text += chunk.toString()));
        raw.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="things-2026-03-10.zip"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.body)).toBe('PK file bytes');
  });

  it('refuses a request another site started with 403, before the handler runs', async () => {
    const res = await request(app()).get('/download').set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(res.body).toEqual({ error: 'Cross-site requests are not allowed.', code: 'cross_site' });
  });

  it('answers a writer that fails before its first byte with the usual JSON error, not an attachment', async () => {
    const res = await request(app()).get('/failed-download').expect(503);
    expect(res.body).toEqual({ error: 'Photos cannot be saved or loaded right now. Please try again in a moment.', code: 'photos_unavailable' });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses with a 500 a handler that returns no file, even past the types', async () => {
    await request(app()).get('/not-a-file').expect(500);
  });

  it('aborts the writer when the client goes away mid-download', async () => {
    const server = http.createServer(app());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = http.get({ port, host: '127.0.0.1', path: '/endless' }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      });
      await endlessAborted;
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('bySpecificity', () => {
  it('when the routes come in any order, then a literal segment is always before a parameter in its place', () => {
    const paths = ['/api/users/:id', '/api/users/search', '/api/users/:id/cheers', '/api/users/profile/:username', '/api/users/:userId/themes', '/api/users/:id/friends/:friendId', '/api/users/:id/friends'];
    const bindings = paths.map((path) => ({ def: { path } }) as unknown as RouteBinding);
    // Every rotation and its reverse: an order that is not total would let the neighbours decide.
    for (let k = 0; k < paths.length; k++) {
      for (const start of [bindings.slice(k).concat(bindings.slice(0, k)), bindings.slice(k).concat(bindings.slice(0, k)).reverse()]) {
        const sorted = [...start].sort(bySpecificity).map((b) => b.def.path);
        expect(sorted.indexOf('/api/users/search')).toBeLessThan(sorted.indexOf('/api/users/:id'));
        expect(sorted.indexOf('/api/users/profile/:username')).toBeLessThan(sorted.indexOf('/api/users/:id/friends'));
      }
    }
  });
});
