import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/*
 * A local Web Push service: web-push-testing's push model (it checks the VAPID signature against the key the
 * device subscribed with and decrypts the payload with the device's private key, as a browser would) behind an
 * HTTPS server on 127.0.0.1, since the API sends only to https endpoints. The certificate is made for this run;
 * the app's push sender trusts it through `agent`.
 */

interface PushModel {
  notifyUrl: string;
  subscriptions: Record<string, unknown>;
  subscribe(options: { applicationServerKey: string }): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  expireSubscription(clientHash: string): void;
  handleNotification(clientHash: string, headers: Record<string, string | undefined>, body: Buffer): Promise<void>;
  getNotifications(body: { clientHash: string }): { messages: string[] };
}
const require = createRequire(import.meta.url);
const { PushApiModel, SubscriptionExpiredError } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushModel;
  SubscriptionExpiredError: new () => Error;
};

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-push-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PushMessageSeen {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export async function startPushService() {
  const { key, cert } = selfSignedCertificate();
  const model = new PushApiModel();
  /** Statuses to answer instead of delivering, per device, in order. */
  const failures = new Map<string, number[]>();
  /** Pushes received per device, delivered or not. */
  const requests = new Map<string, number>();
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hash = /^\/notify\/([0-9a-f]+)$/.exec(req.url ?? '')?.[1] ?? '';
      requests.set(hash, (requests.get(hash) ?? 0) + 1);
      const planned = failures.get(hash)?.shift();
      if (planned) {
        res.writeHead(planned).end();
        return;
      }
      if (!(hash in model.subscriptions)) {
        res.writeHead(404).end();
        return;
      }
      const h = (name: string) => req.headers[name] as string | undefined;
      model
        .handleNotification(
          hash,
          { encoding: h('content-encoding'), encryption: h('encryption'), cryptoKey: h('crypto-key'), authorization: h('authorization'), ttl: h('ttl') },
          Buffer.concat(chunks),
        )
        .then(
          () => res.writeHead(201).end(),
          (err: unknown) => res.writeHead(err instanceof SubscriptionExpiredError ? 410 : 400).end(String(err)),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.notifyUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/notify/`;
  const hashOf = (endpoint: string) => endpoint.slice(model.notifyUrl.length);

  return {
    /** For createPushSender: trusts this service's certificate only. */
    agent: new https.Agent({ ca: cert }),
    /** A device subscribing with the server's VAPID key: what PushSubscription.toJSON() would give. */
    async subscribe(vapidPublicKey: string) {
      const { endpoint, keys } = await model.subscribe({ applicationServerKey: vapidPublicKey });
      return { endpoint, expirationTime: null, keys };
    },
    /** What the device received, decrypted. */
    messages(endpoint: string): PushMessageSeen[] {
      return model.getNotifications({ clientHash: hashOf(endpoint) }).messages.map((m) => JSON.parse(m) as PushMessageSeen);
    },
    /** The device unsubscribed: pushes to it get 410 Gone. */
    expire(endpoint: string) {
      model.expireSubscription(hashOf(endpoint));
    },
    /** The service no longer knows the device: 404. */
    forget(endpoint: string) {
      delete model.subscriptions[hashOf(endpoint)];
    },
    /** The next pushes to the device are answered with these statuses (e.g. 500) and not delivered. */
    failNext(endpoint: string, ...statuses: number[]) {
      failures.set(hashOf(endpoint), statuses);
    },
    /** How many pushes the device was sent, delivered or not. */
    requestsTo: (endpoint: string) => requests.get(hashOf(endpoint)) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
