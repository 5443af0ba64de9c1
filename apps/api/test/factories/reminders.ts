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

/**
 * Endpoints the server must neither store nor send to, on the default PUSH_SERVICE_HOSTS: each names a push service's
 * host to a careless check, or loopback, a private or metadata address, or is not in its canonical form. `port` is a
 * listener on loopback (test/fakes/unreachable-host.ts) that the forms with a port aim at.
 */
export function hostilePushEndpoints(port: number): string[] {
  return [
    // A character WHATWG keeps in a host name but Node's url.parse (web-push's) ends the host at.
    'https://localhost;.fcm.googleapis.com/x',
    'https://127.0.0.1;.fcm.googleapis.com/',
    'https://169.254.169.254;.fcm.googleapis.com/latest/meta-data',
    "https://127.0.0.1'.fcm.googleapis.com/x",
    'https://127.0.0.1,.fcm.googleapis.com/x',
    'https://localhost_.fcm.googleapis.com/x',
    'https://-x.fcm.googleapis.com/x',
    // Percent-escapes, backslashes, tabs and newlines, which a parser decodes, turns or drops.
    'https://localhost%3b.fcm.googleapis.com/x',
    'https://localhost%2e.fcm.googleapis.com/x',
    'https://fcm.googleapis.com%2e/x',
    'https://fcm.googleapis.com\\@127.0.0.1/x',
    'https://127.0.0.1\\.fcm.googleapis.com/x',
    'https://fcm.googleapis.com\t/x',
    'https://local\nhost;.fcm.googleapis.com/x',
    'https://fcm.googleapis.com/x\r\n',
    'https://fcm.googleapis.com/%2e%2e/x',
    // Credentials: the host is after the @.
    'https://fcm.googleapis.com@127.0.0.1/x',
    `https://fcm.googleapis.com@127.0.0.1:${port}/x`,
    'https://user:pass@fcm.googleapis.com/x',
    // Unicode dots and letters that IDNA maps to ASCII.
    'https://fcm\u3002googleapis\u3002com/x',
    'https://127\uff0e0\uff0e0\uff0e1/x',
    'https://\u24d5cm.googleapis.com/x',
    // Loopback, private and metadata addresses, written plainly and not.
    `https://2130706433:${port}/x`,
    'https://0x7f.1/x',
    'https://0177.0.0.1/x',
    'https://127.1/x',
    `https://127.0.0.1:${port}/x`,
    `https://[::1]:${port}/x`,
    'https://[::ffff:127.0.0.1]/x',
    'https://[fd00:ec2::254]/latest/meta-data',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/x',
    'https://0.0.0.0/x',
    `https://localhost:${port}/x`,
    // An allowed host written another way, on another port or scheme, or as a prefix.
    'https://fcm.googleapis.com./x',
    'https://FCM.googleapis.com/x',
    'https://fcm.googleapis.com:443/x',
    'https://fcm.googleapis.com:444/x',
    'http://fcm.googleapis.com/x',
    'https://fcm.googleapis.com/x#frag',
    'https:fcm.googleapis.com/x',
    'https://fcm.googleapis.com.attacker.example/x',
  ];
}
