import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { kind: 'quote'; text: (call: number) => string; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

/**
 * A stand-in for OpenAI's chat completions endpoint on 127.0.0.1, for tests that drive the official SDK
 * over real HTTP. It counts calls and keeps each request body.
 */
export async function startFakeOpenAi() {
  let reply: FakeReply = { kind: 'quote', text: (n) => `Fake quote number ${n}.` };
  const requests: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];

  async function answer(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
    const call = requests.length;
    const current = reply;
    if (current.kind === 'hang') return; // never answers; the client has to give up on its own
    if (current.kind === 'status') {
      res.writeHead(current.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
      return;
    }
    if (current.delayMs) await new Promise((r) => setTimeout(r, current.delayMs));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${call}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [{ index: 0, message: { role: 'assistant', content: current.text(call) }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get calls() {
      return requests.length;
    },
    reply(next: FakeReply) {
      reply = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
