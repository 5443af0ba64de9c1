import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from './app-server';

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function listening(app: express.Express) {
  const server = createAppServer(app);
  servers.push(server);
  const born: boolean[] = [];
  // Runs before Express sees the request, so it sees the prototypes the request was made with.
  server.prependListener('request', (req, res) => born.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, born };
}

describe('createAppServer', () => {
  it("makes each request and response with the app's own prototypes, so Express has none to change", async () => {
    const app = express();
    app.get('/hello', (_req, res) => void res.json({ ok: true }));
    const { url, born } = await listening(app);
    await fetch(`${url}/hello`);
    await fetch(`${url}/hello`);
    expect(born).toEqual([true, true]);
  });

  it("answers through Express's request and response helpers as before", async () => {
    const app = express();
    app.get('/echo/:word', (req, res) => void res.status(201).set('X-Word', req.params.word).json({ word: req.params.word, query: req.query.q }));
    const { url } = await listening(app);
    const res = await fetch(`${url}/echo/leaf?q=dawn`);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-word')).toBe('leaf');
    expect(await res.json()).toEqual({ word: 'leaf', query: 'dawn' });
  });
});
