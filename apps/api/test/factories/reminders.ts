import { createECDH, randomBytes, randomUUID } from 'node:crypto';

/** A browser's PushSubscription.toJSON() with real keys, for an endpoint that goes nowhere. */
export function pushSubscription(endpoint = `https://push.example.com/send/${randomUUID()}`) {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
