import { BlockList, isIP } from 'node:net';

/** An endpoint the server may push to, parsed once: the sender connects to `host` from this very URL. */
export interface PushEndpoint {
  url: URL;
  /** The host name, or the IP address without brackets. */
  host: string;
  /** An IP address the operator listed in PUSH_SERVICE_HOSTS: connected to as it is, whatever its range. */
  listedAddress: boolean;
}

/** One DNS label: letters, digits and inner hyphens (IDN hosts arrive as punycode, which is this too). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The longest name DNS carries. */
const HOST_NAME_MAX = 253;

/**
 * The endpoint if the server may POST to it, else null: an https URL already in its canonical form (what the WHATWG
 * parser writes back is the text itself, so no other parser can read another host in it), without credentials or
 * fragment, whose host is one of `hosts` or a subdomain at a dot, on the default port. An IP address only when
 * `hosts` lists that exact address (then any port). docs/security.md O1.
 */
export function pushEndpointOf(endpoint: string, hosts: readonly string[]): PushEndpoint | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.href !== endpoint || endpoint.includes('#') || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return hosts.includes(host) ? { url, host, listedAddress: true } : null;
  if (url.port !== '' || host.length > HOST_NAME_MAX || !host.split('.').every((label) => LABEL.test(label))) return null;
  const allowed = hosts.some((h) => !isIP(h) && (host === h || host.endsWith(`.${h}`)));
  return allowed ? { url, host, listedAddress: false } : null;
}

/** Addresses that are not the public internet: this host, private networks, link-local (cloud metadata), CGNAT, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
// IPv4-mapped addresses (::ffff:a.b.c.d) are checked as the IPv4 address they carry.
for (const [network, prefix] of [
  ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 32], ['2001:db8::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (as a resolver answers it) is on the public internet; anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
