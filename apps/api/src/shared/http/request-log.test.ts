import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { requestLog } from './request-log';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = express();
  app.use(requestLog(app, logger));
  const api = express.Router();
  api.get('/health', (_req, res) => void res.json({ status: 'ok' }));
  api.get('/things/:id', (_req, res) => void res.json({ ok: true }));
  api.get('/broken', () => {
    throw new Error('boom');
  });
  app.use('/api', api);
  app.use(errorHandler);
  return { app, lines };
}

/** Lines are written when the response closes, which supertest may see just before. */
async function linesSettled(lines: unknown[], count: number) {
  for (let i = 0; i < 100 && lines.length < count; i++) await new Promise((r) => setImmediate(r));
}

describe('requestLog', () => {
  it('when the level is info, then each request but health gets one line with its id, method and path, and no query, cookie or header', async () => {
    const { app, lines } = appLogging('info');
    const res = await request(app).get('/api/things/42?token=secret-in-query').set('Cookie', 'sid=secret-cookie').expect(200);
    await request(app).get('/api/health').expect(200);
    await linesSettled(lines, 1);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({ msg: 'request completed', req: { id: res.headers['x-request-id'], method: 'GET', url: '/api/things/42' }, res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });

  it('when the level is warn, then no request line is written, and a failed request still logs its error under its id and full path', async () => {
    const { app, lines } = appLogging('warn');
    await request(app).get('/api/things/1').expect(200);
    const res = await request(app).get('/api/broken?x=1').expect(500);
    await linesSettled(lines, 1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request failed', req: { id: res.headers['x-request-id'], method: 'GET', url: '/api/broken' }, err: { message: 'boom' } });
    expect(res.body).toEqual({ error: 'Something went wrong. Please try again.', code: 'server_error' });
  });

  it('when requests are answered, then each has its own id', async () => {
    const { app } = appLogging('warn');
    const ids = await Promise.all(Array.from({ length: 20 }, () => request(app).get('/api/things/1').then((r) => r.headers['x-request-id'] as string)));
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
