import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../config';
import { hostilePushEndpoints } from '../../../test/factories/reminders';
import { startUnreachableHost, type UnreachableHost } from '../../../test/fakes/unreachable-host';
import { createPushSender, type PushTarget, type ResolveHost } from './push';

/* The sender reads the endpoint itself and connects only where it checked (docs/security.md O1). */

const MESSAGE = { title: 'Dayleaf', body: 'Your day is waiting.', url: '/', tag: 'reminder' };
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@dayleaf.invalid' };
const config = { vapid, pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS.split(','), 'push.example.test'] };

function target(endpoint: string): PushTarget {
  const ecdh = createECDH('prime256v1');
  return { endpoint, p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A resolver that answers from `answers` in turn (the last one again after), counting its calls. */
function resolverAnswering(...answers: LookupAddress[][]) {
  const asked: string[] = [];
  const resolve: ResolveHost = async (host) => {
    asked.push(host);
    return answers[Math.min(asked.length, answers.length) - 1]!;
  };
  return { resolve, asked };
}

let trap: UnreachableHost;
beforeAll(async () => {
  trap = await startUnreachableHost();
});
afterAll(() => trap.close());

describe('sending to a hostile endpoint', () => {
  it('when each of the hostile endpoints is sent to, then each is refused and no connection is made or asked for', async () => {
    const resolver = resolverAnswering([{ address: '127.0.0.1', family: 4 }]);
    const sender = createPushSender(config, { agent: trap.agent, resolve: resolver.resolve });
    for (const endpoint of hostilePushEndpoints(trap.port)) {
      expect(await sender.send(target(endpoint), MESSAGE, 60), endpoint).toEqual({ kind: 'refused', reason: 'not a push service address' });
    }
    expect(resolver.asked).toEqual([]);
    expect(trap.agent.asked).toEqual([]);
    expect(trap.connections()).toBe(0);
  });
});

describe('sending to an allowed name that resolves to an internal address', () => {
  it.each([
    ['loopback', [{ address: '127.0.0.1', family: 4 }]],
    ['IPv6 loopback', [{ address: '::1', family: 6 }]],
    ['a private address', [{ address: '10.0.0.5', family: 4 }]],
    ['the cloud metadata address', [{ address: '169.254.169.254', family: 4 }]],
    ["AWS's IPv6 metadata address", [{ address: 'fd00:ec2::254', family: 6 }]],
    ['a CGNAT address', [{ address: '100.64.1.1', family: 4 }]],
    ['loopback mapped into IPv6', [{ address: '::ffff:127.0.0.1', family: 6 }]],
    ['a public address and loopback', [{ address: '142.250.74.10', family: 4 }, { address: '127.0.0.1', family: 4 }]],
    ['no address', []],
  ])('when it resolves to %s, then the push is refused and no connection is asked for', async (_what, addresses) => {
    const resolver = resolverAnswering(addresses as LookupAddress[]);
    const sender = createPushSender(config, { agent: trap.recorder, resolve: resolver.resolve });
    const before = trap.recorder.asked.length;
    const outcome = await sender.send(target('https://eu.push.example.test/w/abc'), MESSAGE, 60);
    expect(outcome).toEqual({ kind: 'refused', reason: 'the host has an address that is not public' });
    expect(resolver.asked).toEqual(['eu.push.example.test']);
    expect(trap.recorder.asked.length).toBe(before);
  });

  it('when the name resolves to a public address at the check and to loopback after, then the connection can only reach the first', async () => {
    const resolver = resolverAnswering([{ address: '142.250.74.10', family: 4 }], [{ address: '127.0.0.1', family: 4 }]);
    const sender = createPushSender(config, { agent: trap.recorder, resolve: resolver.resolve });
    const before = trap.recorder.asked.length;
    const outcome = await sender.send(target('https://fcm.googleapis.com/fcm/send/abc'), MESSAGE, 60);
    expect(outcome.kind).toBe('failed');
    const asked = trap.recorder.asked.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ host: 'fcm.googleapis.com', port: 443 });
    const connectsTo = await new Promise((resolve, reject) =>
      asked[0]!.lookup!('fcm.googleapis.com', { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
    );
    expect(connectsTo).toEqual([{ address: '142.250.74.10', family: 4 }]);
    expect(resolver.asked).toEqual(['fcm.googleapis.com']);
  });
});
