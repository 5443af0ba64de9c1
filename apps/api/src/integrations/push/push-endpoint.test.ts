import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../config';
import { hostilePushEndpoints } from '../../../test/factories/reminders';
import { isPublicAddress, pushEndpointOf } from './push-endpoint';

const HOSTS = DEFAULT_PUSH_SERVICE_HOSTS.split(',');

describe('pushEndpointOf', () => {
  it.each(hostilePushEndpoints(4443))('when the endpoint is %j, then it is refused', (endpoint) => {
    expect(pushEndpointOf(endpoint, HOSTS)).toBeNull();
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGx0',
  ])('when a browser gives %s, then the host it names is the one connected to', (endpoint) => {
    const parsed = pushEndpointOf(endpoint, HOSTS);
    expect(parsed).toMatchObject({ host: new URL(endpoint).hostname, listedAddress: false });
    expect(parsed!.url.href).toBe(endpoint);
  });

  it('when an IP address is listed, then that address on any port, and no other written for it', () => {
    const hosts = [...HOSTS, '127.0.0.1', '::1'];
    expect(pushEndpointOf('https://127.0.0.1:8443/notify/a', hosts)).toMatchObject({ host: '127.0.0.1', listedAddress: true });
    expect(pushEndpointOf('https://[::1]:8443/notify/a', hosts)).toMatchObject({ host: '::1', listedAddress: true });
    expect(pushEndpointOf('https://127.0.0.2/notify/a', hosts)).toBeNull();
    expect(pushEndpointOf('https://2130706433:8443/notify/a', hosts)).toBeNull();
    expect(pushEndpointOf('https://localhost:8443/notify/a', hosts)).toBeNull();
  });

  it('when the path or the host is far past any real length, then a long path is taken and a host past 253 characters is not', () => {
    const long = `https://fcm.googleapis.com/fcm/send/${'a'.repeat(100_000)}`;
    expect(pushEndpointOf(long, HOSTS)?.host).toBe('fcm.googleapis.com');
    expect(pushEndpointOf(`https://${'a.'.repeat(50_000)}fcm.googleapis.com/x`, HOSTS)).toBeNull();
  });
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.255.255.254', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '0.0.0.0', '192.0.2.1', '198.18.0.1', '224.0.0.1', '255.255.255.255', '::', '::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
    '::ffff:169.254.169.254', 'fd00:ec2::254', 'fc00::1', 'fe80::1', 'ff02::1', '64:ff9b::a00:1', '2001:db8::1', 'not an address', '',
  ])('when a host resolves to %j, then it is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.74.10', '8.8.8.8', '172.32.0.1', '2a00:1450:4001:80b::200a', '2606:4700::6810:84e5', '::ffff:8.8.8.8'])(
    'when a host resolves to %s, then it is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
