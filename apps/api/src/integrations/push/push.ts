import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../../config';

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
 * the device is removed), `failed` for anything else (its status when the service answered), which may pass.
 */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; status: number | null; error: unknown };

/** Web Push with VAPID (RFC 8030, 8291, 8292), through the web-push library. */
export interface PushSender {
  /** URL-safe base64, for pushManager.subscribe's applicationServerKey. */
  readonly publicKey: string;
  /** `ttlSeconds`: how long the push service keeps it for a device that is offline. */
  send(target: PushTarget, message: PushMessage, ttlSeconds: number): Promise<PushOutcome>;
}

const TIMEOUT_MS = 10_000;

/** `agent` lets tests trust their local push service's certificate; the app uses the default one. */
export function createPushSender(config: Pick<Config, 'vapid'>, options: { agent?: Agent } = {}): PushSender {
  const vapidDetails = config.vapid;
  return {
    publicKey: vapidDetails.publicKey,
    async send(target, message, ttlSeconds) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { vapidDetails, TTL: Math.max(0, Math.floor(ttlSeconds)), timeout: TIMEOUT_MS, urgency: 'normal', contentEncoding: 'aes128gcm', ...(options.agent ? { agent: options.agent } : {}) },
        );
        return { kind: 'sent' };
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : null;
        if (status === 404 || status === 410) return { kind: 'gone', status };
        return { kind: 'failed', status, error };
      }
    },
  };
}
