import { createECDH, randomBytes, randomUUID } from 'node:crypto';

/** A browser's PushSubscription.toJSON() with real keys, on FCM's host (allowed) for an endpoint never sent to. */
export function pushSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`) {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
