import { lookup as dnsLookup } from 'node:dns/promises';
import https, { type Agent } from 'node:https';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { Config } from '../../config';
import { isPublicAddress, pushEndpointOf, type PushEndpoint } from './push-endpoint';

/** A device as the push service knows it: the browser's PushSubscription endpoint and keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push message's data (the service worker shows it): JSON { title, body, url, tag }. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * What became of one push: `gone` when the push service says the subscription no longer exists (404 or 410;
 * the device is removed), `failed` for anything else (its status when the service answered), which may pass;
 * `refused` when nothing was sent because the address is not one the server may reach (docs/security.md O1).
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status: number | null; error: unknown }
  | { kind: 'refused'; reason: string };

/** Web Push with VAPID (RFC 8030, 8291, 8292): the web-push library writes the request, this sends it. */
export interface PushSender {
  /** URL-safe base64, for pushManager.subscribe's applicationServerKey. */
  readonly publicKey: string;
  /** `ttlSeconds`: how long the push service keeps it for a device that is offline. */
  send(target: PushTarget, message: PushMessage, ttlSeconds: number): Promise<PushOutcome>;
}

/** Every address a host name has now, as `dns.lookup` gives them. */
export type ResolveHost = (host: string) => Promise<LookupAddress[]>;

const TIMEOUT_MS = 10_000;
const resolveHost: ResolveHost = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The address to connect to: a listed IP as it is; a host name's, when every address it has now is public (a name
 * on the list can still be pointed at an internal address).
 */
async function vettedAddress(endpoint: PushEndpoint, resolve: ResolveHost): Promise<LookupAddress | null> {
  if (endpoint.listedAddress) return { address: endpoint.host, family: endpoint.host.includes(':') ? 6 : 4 };
  const addresses = await resolve(endpoint.host);
  return addresses.length && addresses.every((a) => isPublicAddress(a.address)) ? addresses[0]! : null;
}

/** A lookup that answers only `vetted`, so the connection cannot go where a second DNS answer points. */
function pinnedTo(vetted: LookupAddress): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
}

/** POSTs the request to the endpoint's host at `address`; resolves with the status the push service answered. */
function post(endpoint: PushEndpoint, address: LookupAddress, request: webpush.RequestDetails, agent: Agent | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: endpoint.host,
        port: endpoint.url.port || 443,
        path: `${endpoint.url.pathname}${endpoint.url.search}`,
        method: request.method,
        headers: request.headers,
        lookup: pinnedTo(address),
        timeout: TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('Push service did not answer in time')));
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}

/**
 * `hosts`: where pushes may go (PUSH_SERVICE_HOSTS), checked again here on the URL this sends to. `agent` lets tests
 * trust their local push service's certificate and `resolve` answer for names without DNS; the app uses the defaults.
 */
export function createPushSender(
  config: Pick<Config, 'vapid' | 'pushServiceHosts'>,
  options: { agent?: Agent; resolve?: ResolveHost } = {},
): PushSender {
  const vapidDetails = config.vapid;
  const resolve = options.resolve ?? resolveHost;
  return {
    publicKey: vapidDetails.publicKey,
    async send(target, message, ttlSeconds) {
      const endpoint = pushEndpointOf(target.endpoint, config.pushServiceHosts);
      if (!endpoint) return { kind: 'refused', reason: 'not a push service address' };
      try {
        const address = await vettedAddress(endpoint, resolve);
        if (!address) return { kind: 'refused', reason: 'the host has an address that is not public' };
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { vapidDetails, TTL: Math.max(0, Math.floor(ttlSeconds)), urgency: 'normal', contentEncoding: 'aes128gcm' },
        );
        const status = await post(endpoint, address, request, options.agent);
        if (status >= 200 && status <= 299) return { kind: 'sent' };
        if (status === 404 || status === 410) return { kind: 'gone', status };
        return { kind: 'failed', status, error: new Error(`Push service answered ${status}`) };
      } catch (error) {
        return { kind: 'failed', status: null, error };
      }
    },
  };
}
