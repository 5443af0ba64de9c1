import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake keeps of a PaymentIntent: the fields our server reads, as Stripe names them. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/**
 * A tiny Stripe API on loopback for tests: the official SDK talks to it over HTTP (STRIPE_API_BASE), so
 * our code runs exactly as in production. Tests set an intent's status as Stripe would after the browser
 * confirms the card.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const requests: FakeStripeRequest[] = [];
  let counter = 0;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_fake_${++counter}` });
    res.end(JSON.stringify(body));
  }

  async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = await readForm(req);
    requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, form });
    if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const id = `pi_fake${++counter}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake${counter}`,
        metadata: Object.fromEntries(
          Object.entries(form)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
        ),
        payment_method_types: Object.entries(form)
          .filter(([k]) => k.startsWith('payment_method_types['))
          .map(([, v]) => v),
      };
      intents.set(id, intent);
      return send(res, 200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const id = decodeURIComponent(match[1]!);
      const intent = intents.get(id);
      if (!intent) {
        return send(res, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${id}'` },
        });
      }
      return send(res, 200, intent);
    }
    send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** Changes an intent as Stripe would (the card was confirmed, declined, canceled...). */
    update(id: string, patch: Partial<FakeIntent>) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No fake intent ${id}`);
      Object.assign(intent, patch);
    },
    /** An intent created elsewhere (another user's, another amount). */
    add(fields: Partial<FakeIntent>): FakeIntent {
      const id = `pi_fake${++counter}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: 499,
        currency: 'usd',
        status: 'succeeded',
        client_secret: `${id}_secret_fake`,
        metadata: {},
        payment_method_types: ['card'],
        ...fields,
      };
      intents.set(id, intent);
      return intent;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
